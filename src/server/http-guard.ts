import "server-only";
import { Server, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { logger } from "./log";

/**
 * Methods the Fetch standard forbids: Next cannot build a Request for them and answers 500. (CONNECT
 * never reaches "request", and Node's parser refuses TRACK with 400; listed in case a parser accepts it.)
 */
const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK"]);
/** Time a client has to send its request headers (Node's default: 60 s), and the whole request (300 s). */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** How long a connection closed after an answer keeps reading what the client still sends (see below). */
export const LINGER_MS = 2_000;
/** How often the server looks for connections past those timeouts (Node's default: every 30 s). */
export const CONNECTIONS_CHECK_MS = 5_000;

let installed = false;
const checkedMoreOften = new WeakSet<Server>();

/**
 * `next start` creates its HTTP server without options, so this is where its limits are set: called
 * once from instrumentation.ts, it answers TRACE/TRACK with 405 before Next sees them, shortens the
 * header and request timeouts of the running server and has it check them every 5 s instead of 30 s, so a
 * slowloris connection is cut 20-25 s after it opens instead of 60-90 s. Request bodies have their own
 * deadline (BODY_TIMEOUT_MS, src/server/http/body.ts). In production a reverse proxy should also cut slow
 * clients.
 */
export function installHttpGuard(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "connection") {
      if (this.headersTimeout > HEADERS_TIMEOUT_MS) this.headersTimeout = HEADERS_TIMEOUT_MS;
      if (this.requestTimeout === 0 || this.requestTimeout > REQUEST_TIMEOUT_MS)
        this.requestTimeout = REQUEST_TIMEOUT_MS;
      checkConnectionsMoreOften(this);
      lingerOnClose(args[0] as Socket);
    } else if (event === "clientError" && this.listenerCount("clientError") === 0) {
      answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Socket);
      return true;
    } else if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (FORBIDDEN_METHODS.has(request.method ?? "")) {
        response.writeHead(405, {
          allow: "GET, HEAD, POST",
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          connection: "close",
        });
        response.end('{"error":"method_not_allowed"}');
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof Server.prototype.emit;
}

/**
 * Node enforces headersTimeout and requestTimeout only when it sweeps its connections, on an interval it
 * starts when the server begins listening, from the `connectionsCheckingInterval` option (30 s) that
 * `next start` cannot pass. Setting the property afterwards changes nothing, so the running sweep is
 * restarted with the shorter period: the same (bound) sweep function, from the interval Node stored on the
 * server, which Node also clears on close. Should a future Node store it differently, the server keeps
 * Node's 30 s sweep and says so once in the log.
 */
export function checkConnectionsMoreOften(server: Server, periodMs = CONNECTIONS_CHECK_MS): boolean {
  if (checkedMoreOften.has(server)) return true;
  checkedMoreOften.add(server);
  const key = Object.getOwnPropertySymbols(server).find(
    (symbol) => symbol.description === "http.server.connectionsCheckingInterval",
  );
  const slots = server as unknown as Record<symbol, unknown>;
  const interval = key ? (slots[key] as { _onTimeout?: unknown } | undefined) : undefined;
  const sweep = interval?._onTimeout;
  if (!key || typeof sweep !== "function") {
    logger.warn(
      { periodMs: (server as Server & { connectionsCheckingInterval?: number }).connectionsCheckingInterval },
      "http guard: cannot shorten the server's connection check; slow clients are cut on Node's own period",
    );
    return false;
  }
  clearInterval(interval as NodeJS.Timeout);
  // A public property, though @types/node 20 does not declare it: kept true for anyone who reads it.
  (server as Server & { connectionsCheckingInterval?: number }).connectionsCheckingInterval = periodMs;
  slots[key] = setInterval(sweep as () => void, periodMs).unref();
  return true;
}

const answered = new WeakSet<Socket>();

/**
 * What Node does with a request it cannot parse or that ran out of time (400, 408, 413, 431), except the
 * close: Node writes the answer and destroys the socket at once, and when the client is still sending (a
 * body longer than its Content-Length, say) the unread bytes make the kernel reset the connection, which
 * can discard the answer before the client reads it. Here the socket is closed the lingering way (below).
 * Node calls this again for every chunk that arrives after a parse error: the first answer stands.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
          ? 413
          : 400;
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroySoon();
}

/**
 * Lingering close (as nginx's lingering_close): after an answer with "Connection: close" (a 413 for a body
 * over the cap, a 408), Node ends the socket and destroys it as soon as its last bytes are written. If the
 * client is still sending its body then, the kernel answers that data with a reset, which can throw away
 * the 413 before the client has read it: the client sees a dropped connection instead of an answer. So the
 * socket is half-closed, the rest of the body is read and discarded (Node's parser goes on dumping it), and
 * the socket is destroyed when the client closes its side or after LINGER_MS, whichever comes first.
 */
function lingerOnClose(socket: Socket | undefined): void {
  if (!socket || typeof socket.destroySoon !== "function") return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const close = () => {
      clearTimeout(timer);
      if (!this.destroyed) this.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    this.once("end", close);
    this.once("close", () => clearTimeout(timer));
    if (this.isPaused()) this.resume();
  };
}
