import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkConnectionsMoreOften, installHttpGuard } from "./http-guard";

/** Opens a connection that sends half a request line and then nothing; resolves with its lifetime. */
function slowClient(port: number): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const opened = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: loc"));
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ ms: Date.now() - opened, answer }));
  });
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listening(headersTimeout: number): Promise<Server> {
  server = createServer((_request, response) => response.end("ok"));
  server.headersTimeout = headersTimeout;
  server.requestTimeout = headersTimeout;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return server;
}

describe("checkConnectionsMoreOften", () => {
  it("has Node sweep on the shorter period, so a slow request head is cut soon after headersTimeout", async () => {
    const s = await listening(1_000);
    expect(checkConnectionsMoreOften(s, 500)).toBe(true);
    expect(checkConnectionsMoreOften(s, 500)).toBe(true); // once per server
    const { ms, answer } = await slowClient((s.address() as AddressInfo).port);
    // Node's own 30 s sweep would hold it for up to 31 s (the test would time out).
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("without it, Node's own 30 s sweep still holds the same connection after 3 s", async () => {
    const s = await listening(1_000);
    const port = (s.address() as AddressInfo).port;
    const client = slowClient(port);
    const outcome = await Promise.race([client, new Promise((resolve) => setTimeout(() => resolve("open"), 3_000))]);
    expect(outcome).toBe("open");
    s.closeAllConnections();
    await client;
  });

  it("leaves complete requests alone", async () => {
    const s = await listening(1_000);
    checkConnectionsMoreOften(s, 200);
    const port = (s.address() as AddressInfo).port;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(await response.text()).toBe("ok");
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
});

describe("installHttpGuard: requests Node cannot parse", () => {
  it("answers 400 once and closes without a reset, while the client is still sending", async () => {
    installHttpGuard();
    const s = await listening(20_000);
    const port = (s.address() as AddressInfo).port;
    for (let round = 0; round < 5; round++) {
      const result = await new Promise<{ answer: string; error?: string }>((resolve) => {
        let answer = "";
        let serverEnded = false;
        const socket = connect(port, "127.0.0.1", async () => {
          // A body longer than its Content-Length: what follows is parsed as a broken request, and the
          // client goes on sending it (4 MB) until it sees the server close its side.
          socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}");
          const piece = Buffer.alloc(64 * 1024, "x");
          for (let sent = 0; sent < 64 && !serverEnded && !socket.destroyed; sent++) {
            if (!socket.write(piece)) await new Promise((drained) => socket.once("drain", drained));
            await new Promise((next) => setImmediate(next));
          }
          if (!socket.destroyed) socket.end();
        });
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("end", () => (serverEnded = true));
        socket.on("error", (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code }));
        socket.on("close", () => resolve({ answer }));
      });
      expect(result.error, `round ${round}`).toBeUndefined();
      expect(result.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nokHTTP\/1\.1 400 Bad Request\r\n/);
      expect(result.answer.match(/HTTP\/1\.1 400/g)).toHaveLength(1);
    }
  });
});
