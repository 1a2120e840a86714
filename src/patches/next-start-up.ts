import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * PATCH of next 16.4.6's custom-server start-up (`next()` and `app.prepare()`, src/server/main.ts): when its
 * instrumentation hook runs.
 *
 * Next runs the instrumentation hook (src/instrumentation.ts: the CMS's migrations and first content, the lead
 * store's migrations, the outbox worker) when it handles its first request, not in prepare(). One request on
 * a private loopback port runs it to the end before the site listens, so the site never answers before its
 * start-up work is done; a start-up that fails ends the process (non-zero) there. Returns how long it took (ms).
 * The work cannot run in this file's process directly: the server (bundled by esbuild) and Next's bundles are two
 * module graphs, and the CMS loaded in both would be two Payloads in one process.
 * Upstream: next@16.4.6
 * Test: tests/durability/first-start.integ.ts (nothing answered before the start-up work is done) and
 * tests/durability/http-contract.integ.ts fail when Next runs the hook elsewhere; src/patches/upstream.test.ts
 * names this file when Next's version changes.
 */
export async function runStartUp(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<number> {
  const started = Date.now();
  const warm = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    warm.once("error", reject);
    warm.listen(0, "127.0.0.1", resolve);
  });
  const { port } = warm.address() as AddressInfo;
  const ask = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path, headers: { host: "localhost" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      request.on("error", reject);
      request.end();
    });
  try {
    // No timeout: a start may wait for another process's (src/patches/payload-start-lock.ts), which bounds that wait.
    const status = await ask("/robots.txt");
    if (status !== 200) throw new Error(`the start-up request answered ${status}`);
  } finally {
    warm.closeAllConnections();
    warm.close();
  }
  return Date.now() - started;
}
