import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Container } from "./container";
import { beginShutdown } from "./lifecycle";
import { logger } from "./log";

/** Longest the drain may last before Next's own shutdown starts (a busy site never goes quiet). */
export const DRAIN_MAX_MS = 5_000;
/** The drain ends once no request is open and none has started for this long. */
export const DRAIN_QUIET_MS = 250;
/** Longest a SIGTERM/SIGINT shutdown may take before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 20_000;

/**
 * Graceful shutdown of `next start` (no custom server). Installed by the instrumentation hook.
 *
 * What Next 16.4 does on its own (next/dist/server/lib/start-server.js, unless NEXT_MANUAL_SIG_HANDLE is
 * set): on SIGTERM/SIGINT it calls `server.close()` (the listening socket closes; idle keep-alive
 * connections are closed), waits until the open connections end, runs its cleanup, then `process.exit(143)`
 * (130 for SIGINT). It knows nothing of the outbox worker or the database, so the worker's claims were left
 * to their 60 s lease; a keep-alive client that keeps sending requests holds the server open; and
 * connections still in the kernel's accept queue when the socket closes are reset.
 *
 * What this does instead, in order:
 * 1. Drain: the listening socket stays open. Lead posts answer a clean 503 (`store_unavailable`, which nginx
 *    passes to the next instance), requests already running finish, and every response from now on carries
 *    `Connection: close`. The drain ends when nothing is open and nothing new came for 250 ms (at most 5 s).
 *    Meanwhile the outbox worker stops taking work, finishes the mail in hand and gives back its claims.
 * 2. Next's own handler runs (taken over at start-up and called now): it closes the HTTP server.
 * 3. Next's `process.exit` is held until the worker has stopped; then the database and Redis are closed and
 *    the process exits with Next's code. A deadline (20 s) bounds the whole shutdown.
 * The HTTP server is observed through Node's documented `http.server.*` diagnostics channels.
 */
export function installGracefulShutdown(c: Container): void {
  const inFlight = new Set<ServerResponse>();
  let lastStart = Date.now();
  let draining = false;

  subscribe("http.server.request.start", (message) => {
    const { response } = message as { request: IncomingMessage; response: ServerResponse };
    inFlight.add(response);
    lastStart = Date.now();
    if (draining && !response.headersSent) response.setHeader("connection", "close");
  });
  subscribe("http.server.response.finish", (message) => {
    inFlight.delete((message as { response: ServerResponse }).response);
  });

  // Next registered its handlers when it started listening, before this hook ran: run them after the drain.
  const nextHandlers = {
    SIGTERM: process.listeners("SIGTERM"),
    SIGINT: process.listeners("SIGINT"),
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    for (const handler of nextHandlers[signal]) process.removeListener(signal, handler);
  }

  const shutdown = async (signal: "SIGTERM" | "SIGINT") => {
    if (draining) return;
    draining = true;
    beginShutdown();
    const started = Date.now();
    const openAtSignal = inFlight.size;
    logger.info({ signal, inFlight: openAtSignal }, "shutting down: draining requests, stopping the outbox worker");
    for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
    // Idle keep-alive connections are left alone: closing one while its client is sending a request would
    // reset that request. Their next request gets its answer with `Connection: close`.

    const workerStopped = c.worker.stop().then(
      () => logger.info({ ms: Date.now() - started }, "outbox worker stopped, claims released"),
      (error: unknown) => logger.error({ err: String(error) }, "outbox worker did not stop cleanly"),
    );

    const realExit = process.exit.bind(process);
    setTimeout(() => {
      logger.error({ signal, inFlight: inFlight.size }, "shutdown deadline passed, exiting");
      realExit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let exiting = false;
    const finish = (code: number | string | null | undefined) => {
      if (exiting) return;
      exiting = true;
      void workerStopped
        .then(() => c.close())
        .catch(() => undefined)
        .finally(() => {
          logger.info(
            { signal, ms: Date.now() - started, code, openAtSignal, openAtExit: inFlight.size },
            "shutdown complete",
          );
          realExit(typeof code === "number" ? code : 0);
        });
    };
    process.exit = ((code?: number | string | null) => finish(code)) as typeof process.exit;

    while (Date.now() - started < DRAIN_MAX_MS) {
      if (inFlight.size === 0 && Date.now() - lastStart >= DRAIN_QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    logger.info({ ms: Date.now() - started, inFlight: inFlight.size }, "drained: closing the HTTP server");
    const handlers = nextHandlers[signal];
    if (handlers.length === 0) return finish(signal === "SIGINT" ? 130 : 143);
    for (const handler of handlers) (handler as (s: string) => void)(signal);
  };
  // `on`, not `once`: a second signal (Ctrl-C twice, a shell passing SIGINT on) must not kill the process
  // mid-shutdown with Node's default action; shutdown() ignores it.
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
