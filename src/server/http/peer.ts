import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

const KEY = Symbol.for("training-site.peer-address");
type Holder = { [KEY]?: boolean };

/**
 * Appends the socket's peer address to X-Forwarded-For of every request, before Next sees it.
 * `next start` only fills X-Forwarded-For with the peer when the header is absent, so without this a client
 * (or, behind nginx, the client's own X-Forwarded-For that nginx passes on) would choose the address that
 * `clientAddress()` reads with TRUST_PROXY, and with it its rate-limit counter. Uses Node's documented
 * `http.server.request.start` diagnostics channel (published before the server's request handler runs).
 */
export function installPeerAddress(): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = true;
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    const peer = request.socket?.remoteAddress;
    if (!peer) return;
    const forwarded = request.headers["x-forwarded-for"];
    const chain = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
    request.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
  });
}
