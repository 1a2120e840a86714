/**
 * The site's HTTP server: Next's custom-server API (`next()`, `getRequestHandler()`) on a Node HTTP server
 * whose limits, client address and shutdown order are set here with public options. `npm start` runs the
 * compiled file (dist/server/main.js, built by `npm run build`).
 *
 * - Slow clients: headers must arrive within 20 s and the whole request within 60 s, checked every 5 s
 *   (Node's defaults are 60 s, 300 s and 30 s). Request bodies of the API have their own deadline
 *   (BODY_TIMEOUT_MS). A reverse proxy in front (deploy/nginx) cuts slow clients too.
 * - Every HTML document leaves with a Content-Security-Policy made from its own inline scripts
 *   (SiteResponse).
 * - The request target, forbidden methods and the client address: src/server/http-edge.ts.
 * - SIGTERM/SIGINT: drain, close, stop the background work, exit (see `shutdown` below).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { env } from "../config/env";
import {
  acceptCmsRequest,
  acceptMethod,
  allowedHostnames,
  acceptTarget,
  refuseConnect,
  answerClientError,
  CONNECTIONS_CHECK_MS,
  HEADERS_TIMEOUT_MS,
  recordPeer,
  REQUEST_TIMEOUT_MS,
} from "./http-edge";
import { beginShutdown, isShuttingDown, runStopHooks } from "../lib/lifecycle";
import { runStartUp } from "../patches/next-start-up";
import { logger } from "./log";
import { renderNotFoundWith } from "./not-found-page";
import { SiteResponse } from "./site-response";
import { locales } from "../i18n/locales";

/** Longest the drain may last before the server stops listening (a busy site never goes quiet). */
export const DRAIN_MAX_MS = 5_000;
/** The drain ends once no request is open and none has started for this long. */
export const DRAIN_QUIET_MS = 250;
/**
 * How long the rest of a request body the answer did not need (a 413's) is read and dropped before the
 * connection is cut. Closing a socket whose client is still sending makes the kernel send a reset, which can
 * discard the answer before the client reads it (a "lingering close", as nginx does).
 */
export const LINGER_MS = 2_000;
/** Longest a shutdown may take before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 20_000;

/** After an answer sent before its request body ended: read and drop the rest, for LINGER_MS at most. */
function lingerOnUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
  const done = () => clearTimeout(cut);
  req.once("end", done);
  req.once("close", done);
  req.resume();
}

async function main(): Promise<void> {
  const config = env();
  const app = next({ dev: false, hostname: config.HOSTNAME, port: config.PORT });
  const handle = app.getRequestHandler();
  // Loads the build.
  await app.prepare();
  const startUp = await runStartUp(handle);
  logger.info({ ms: startUp }, "start-up work done");
  // A route's "not found" (an unknown page, learning path or post) is answered with the 404 page Next renders for
  // a path no route takes (src/app/global-not-found.tsx), told the language and address the proxy tells it.
  renderNotFoundWith(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://site.invalid").pathname;
    const first = path.split("/")[1];
    req.headers["x-next-intl-locale"] = locales.find((locale) => locale === first) ?? locales[0];
    req.headers["x-request-path"] = path;
    await app.render404(req, res);
  });

  const hostnames = allowedHostnames(config.SITE_URL);
  const open = new Set<ServerResponse>();
  let lastStart = Date.now();
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    lastStart = Date.now();
    // Set first, so that a refusal here (a CMS body over its limit: 413) lingers on the body as Next's do.
    res.once("finish", () => lingerOnUnreadBody(req));
    if (!acceptTarget(req, res, hostnames) || !acceptMethod(req, res) || !acceptCmsRequest(req, res)) return;
    recordPeer(req);
    // While draining, every answer closes its connection, so keep-alive clients move to another instance.
    if (isShuttingDown()) res.setHeader("connection", "close");
    open.add(res);
    res.once("close", () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error), path: req.url }, "request failed");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  };

  const server = createServer(
    {
      ServerResponse: SiteResponse,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    onRequest,
  );
  server.on("clientError", answerClientError);
  server.on("connect", refuseConnect);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOSTNAME, resolve);
  });
  logger.info({ port: config.PORT, hostname: config.HOSTNAME, site: config.SITE_URL }, "listening");

  /**
   * 1. Drain (at most 5 s): the socket stays open, lead posts answer 503 (a balancer passes them to another
   *    instance), requests already running finish, answers carry `Connection: close`. It ends when nothing
   *    is open and nothing new came for 250 ms.
   * 2. Close: stop listening, close idle connections, let Next release what it holds.
   * Meanwhile, from the signal on, the outbox worker stops taking work, finishes the mail in hand and gives
   *    back its claims (the "drain" hooks the instrumentation hook registered).
   * 3. Stop: the database pool and Redis close (the "close" hooks). Then exit: 143 (SIGTERM), 130 (SIGINT).
   * A second signal during shutdown is ignored; a 20 s deadline bounds the whole.
   */
  const shutdown = async (signal: "SIGTERM" | "SIGINT") => {
    if (isShuttingDown()) return;
    beginShutdown();
    const started = Date.now();
    setTimeout(() => {
      logger.error({ signal, open: open.size }, "shutdown deadline passed, exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    logger.info({ signal, open: open.size }, "shutting down: draining requests");
    for (const res of open) if (!res.headersSent) res.setHeader("connection", "close");
    const drained = runStopHooks("drain");
    while (Date.now() - started < DRAIN_MAX_MS) {
      if (open.size === 0 && Date.now() - lastStart >= DRAIN_QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    logger.info({ ms: Date.now() - started, open: open.size }, "drained: closing the HTTP server");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await app.close().catch(() => undefined);
    const stopped = [...(await drained), ...(await runStopHooks("close"))];
    logger.info({ signal, ms: Date.now() - started, stopped, openAtExit: open.size }, "shutdown complete");
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error instanceof Error ? error.message : String(error) }, "server failed to start");
  process.exit(1);
});
