import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type FakeMode =
  | "json"
  | "stream"
  | "slow"
  | "500"
  | "429"
  | "malformed"
  | "cut"
  | "empty"
  // Fault drills:
  | "hang"
  | "503"
  | "429-retry-after"
  | "429-bare"
  | "no-choices"
  | "non-string"
  | "huge"
  | "empty-content";

/** The answer-shaped faults, for drills that go through them all. */
export const faultModes = [
  "hang",
  "slow",
  "500",
  "503",
  "429",
  "429-retry-after",
  "429-bare",
  "malformed",
  "no-choices",
  "non-string",
  "huge",
  "cut",
  "empty",
  "empty-content",
] as const satisfies readonly FakeMode[];

/** A local OpenAI-compatible chat endpoint whose behaviour each test chooses; it records every request. */
export async function startFakeOpenAi() {
  const state = {
    mode: "json" as FakeMode,
    reply: "Try the [Data Analyst Learning Path](/paths/data-analyst).",
    delayMs: 3_000,
    /** Characters of the "huge" reply (10 MB by default). */
    hugeChars: 10 * 1024 * 1024,
    /** When set, requests take these modes in turn (a mixed fault drill), instead of `mode`. */
    cycle: undefined as undefined | readonly FakeMode[],
    /** When set, the reply is made from the request (e.g. a compromised model that echoes its prompt). */
    replyFor: undefined as undefined | ((body: Record<string, unknown>) => string),
  };
  const requests: { body: Record<string, unknown>; headers: IncomingMessage["headers"] }[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const chunk = (content: string, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "gpt-4o-mini", choices: [{ index: 0, delta: { role: "assistant", content }, finish_reason: finish }] })}\n\n`;

  const completion = (content: unknown) =>
    JSON.stringify({
      id: "c1",
      object: "chat.completion",
      created: 1,
      model: "gpt-4o-mini",
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop" }],
    });
  let connections = 0;

  const server = createServer((req, res: ServerResponse) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", async () => {
      const body = JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
      const mode = state.cycle ? state.cycle[requests.length % state.cycle.length]! : state.mode;
      requests.push({ body, headers: req.headers });
      // Accepts the request and never answers: the client's timeout or abort has to end it.
      if (mode === "hang") return;
      if (mode === "503")
        return res
          .writeHead(503, { "content-type": "application/json" })
          .end('{"error":{"message":"overloaded","type":"server_error"}}');
      if (mode === "429-retry-after")
        return res
          .writeHead(429, { "content-type": "application/json", "retry-after": "30" })
          .end('{"error":{"message":"rate","type":"rate_limit"}}');
      if (mode === "429-bare")
        return res
          .writeHead(429, { "content-type": "application/json" })
          .end('{"error":{"message":"rate","type":"rate_limit"}}');
      if (mode === "no-choices")
        return res.writeHead(200, { "content-type": "application/json" }).end('{"id":"c1","object":"chat.completion"}');
      if (mode === "non-string")
        return res.writeHead(200, { "content-type": "application/json" }).end(completion({ text: 42 }));
      if (mode === "empty-content") {
        if (body.stream) {
          res.writeHead(200, { "content-type": "text/event-stream" });
          res.write(chunk("", "stop"));
          return res.end("data: [DONE]\n\n");
        }
        return res.writeHead(200, { "content-type": "application/json" }).end(completion(""));
      }
      // A 10 MB reply: the answer passed on is capped.
      if (mode === "huge") {
        const huge = "word ".repeat(Math.ceil(state.hugeChars / 5));
        if (body.stream) {
          res.writeHead(200, { "content-type": "text/event-stream" });
          for (let i = 0; i < 100; i++) res.write(chunk(huge.slice(0, huge.length / 100)));
          res.write(chunk("", "stop"));
          return res.end("data: [DONE]\n\n");
        }
        return res.writeHead(200, { "content-type": "application/json" }).end(completion(huge));
      }
      if (mode === "500")
        return res
          .writeHead(500, { "content-type": "application/json" })
          .end('{"error":{"message":"boom","type":"server_error"}}');
      if (mode === "429")
        return res
          .writeHead(429, { "content-type": "application/json", "retry-after-ms": "10" })
          .end('{"error":{"message":"rate","type":"rate_limit"}}');
      if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (mode === "malformed")
        return res.writeHead(200, { "content-type": "application/json" }).end('{"choices": [ {"mess');
      if (mode === "empty") return res.writeHead(200, { "content-type": "application/json" }).end('{"choices":[]}');
      const reply = state.replyFor ? state.replyFor(body) : state.reply;
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const words = reply.split(" ");
        for (const [i, word] of words.entries()) {
          if (mode === "cut" && i === 2) return res.destroy();
          res.write(chunk(i === 0 ? word : ` ${word}`));
        }
        res.write(chunk("", "stop"));
        return res.end("data: [DONE]\n\n");
      }
      // Cut off in the middle of the body, after the headers promised more.
      if (mode === "cut") {
        const full = completion(reply);
        res.writeHead(200, { "content-type": "application/json", "content-length": String(full.length) });
        res.write(full.slice(0, full.length / 2));
        return setTimeout(() => res.destroy(), 20);
      }
      res.writeHead(200, { "content-type": "application/json" }).end(completion(reply));
    });
  });
  server.on("connection", (socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    state,
    requests,
    openSockets: () => sockets.size,
    /** Connections accepted since the start. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
