import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type FakeMode = "json" | "stream" | "slow" | "500" | "429" | "malformed" | "cut" | "empty";

/** A local OpenAI-compatible chat endpoint whose behaviour each test chooses; it records every request. */
export async function startFakeOpenAi() {
  const state = {
    mode: "json" as FakeMode,
    reply: "Try the [Data Analyst Learning Path](/paths/data-analyst).",
    delayMs: 3_000,
  };
  const requests: { body: Record<string, unknown>; headers: IncomingMessage["headers"] }[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const chunk = (content: string, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "gpt-4o-mini", choices: [{ index: 0, delta: { role: "assistant", content }, finish_reason: finish }] })}\n\n`;

  const server = createServer((req, res: ServerResponse) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", async () => {
      const body = JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
      requests.push({ body, headers: req.headers });
      const mode = state.mode;
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
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const words = state.reply.split(" ");
        for (const [i, word] of words.entries()) {
          if (mode === "cut" && i === 2) return res.destroy();
          res.write(chunk(i === 0 ? word : ` ${word}`));
        }
        res.write(chunk("", "stop"));
        return res.end("data: [DONE]\n\n");
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "c1",
          object: "chat.completion",
          created: 1,
          model: "gpt-4o-mini",
          choices: [
            { index: 0, message: { role: "assistant", content: state.reply, refusal: null }, finish_reason: "stop" },
          ],
        }),
      );
    });
  });
  server.on("connection", (socket) => {
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
