import "server-only";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

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

let installed = false;

/**
 * `next start` creates its HTTP server without options, so this is where its limits are set: called
 * once from instrumentation.ts, it answers TRACE/TRACK with 405 before Next sees them, and shortens
 * the header and request timeouts of the running server (Node checks them every 30 s, so a slowloris
 * connection is cut 20-50 s after it opens instead of 60-90 s). Request bodies have their own deadline
 * (BODY_TIMEOUT_MS, src/server/http/body.ts). In production a reverse proxy should also cut slow clients.
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
      lingerOnClose(args[0] as Socket);
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
