import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * What the site's HTTP server settles before Next sees a request: the request target, methods the Fetch
 * standard forbids, and the client's address. Framework-free; src/server/main.ts calls it.
 */

/** Next cannot build a Request for these (Fetch forbids them) and would answer 500. */
const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** Time a client has to send its request headers (Node's default: 60 s), and the whole request (300 s). */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** How often the server looks for connections past those timeouts (Node's default: every 30 s). */
export const CONNECTIONS_CHECK_MS = 5_000;

function answer(
  res: ServerResponse,
  status: number,
  body: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(text);
}

/** Host names this server answers for: the site's own (SITE_URL) and the loopback names. */
export function allowedHostnames(siteUrl: string): Set<string> {
  return new Set([new URL(siteUrl).hostname.toLowerCase(), "localhost", "127.0.0.1", "[::1]"]);
}

function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  return value.startsWith("[") ? value.slice(0, value.indexOf("]") + 1) : value.replace(/:\d*$/, "");
}

/**
 * Checks whom the request is for. The Host must be this site's (or a loopback name): Next builds absolute
 * URLs (a redirect's Location) from it, so a request naming another host gets 421 Misdirected Request.
 * Origin form ("/path") passes. Absolute form ("http://host/path", RFC 9112 section 3.2.2) names the
 * authority itself: an allowed one is taken (as origin form and Host), any other gets 421. "OPTIONS *" is
 * answered here. Two Host headers are a 400. Returns false when answered.
 */
export function acceptTarget(req: IncomingMessage, res: ServerResponse, hostnames: ReadonlySet<string>): boolean {
  const target = req.url ?? "";
  // Node keeps the first of several Host headers and drops the rest; RFC 9112 section 3.2 requires a 400.
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  if (hosts > 1) {
    answer(res, 400, { error: "bad_request" }, { connection: "close" });
    return false;
  }
  if (target === "*" && req.method === "OPTIONS") {
    res.writeHead(204, { allow: "GET, HEAD, POST, OPTIONS", "content-length": "0" });
    res.end();
    return false;
  }
  if (!target.startsWith("/")) {
    let url: URL | undefined;
    try {
      url = /^https?:\/\//i.test(target) ? new URL(target) : undefined;
    } catch {
      url = undefined;
    }
    if (!url) {
      answer(res, 400, { error: "bad_request" }, { connection: "close" });
      return false;
    }
    req.headers.host = url.host;
    req.url = `${url.pathname}${url.search}`;
  }
  if (!hostnames.has(hostnameOf(req.headers.host ?? ""))) {
    answer(res, 421, { error: "misdirected_request" });
    return false;
  }
  return true;
}

/** Refuses methods Next cannot handle; returns false when answered. */
export function acceptMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has(req.method ?? "")) return true;
  answer(res, 405, { error: "method_not_allowed" }, { allow: "GET, HEAD, POST", connection: "close" });
  return false;
}

/** Bodies the CMS's API reads: JSON, the admin's multipart forms (uploads) and plain HTML form posts. */
const CMS_BODY_TYPES = ["application/json", "multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * The largest body the admin and the CMS's API take, apart from uploads: 1 MiB, Next's own limit for the
 * admin's server functions (next.config.ts sets it from here) and nginx's for `/admin` and `/cms-api/`
 * (deploy/nginx/site.conf). What the admin sends grows with a page's sections: its form state (posted on
 * every change and after a save) measured 45-51 KiB for the seeded pages, 120-160 KiB for 16 sections and
 * 200 KiB for 30 (the most a page has); the save itself (PATCH /cms-api/pages/ID) about a sixth of that.
 */
export const CMS_BODY_LIMIT_BYTES = 1024 * 1024;
/** The upload routes (a new file, a replaced one), whose limit is the CMS's for files (payload.config.ts). */
const CMS_UPLOAD_PATH = /^\/cms-api\/media(?:\/\d+)?$/;

/**
 * The CMS's API (`/cms-api`), where Payload answered some malformed requests 500: a body of another type
 * (`text/plain`) is 415, a declared body over CMS_BODY_LIMIT_BYTES outside the upload routes is 413 (Payload
 * would read any JSON body whole), and Payload's internal collections without an API (`payload-migrations`,
 * whose `endpoints: false` Payload answers 501) are 404. Returns false when answered.
 */
export function acceptCmsRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "").split("?")[0]!;
  if (!path.startsWith("/cms-api/")) return true;
  if (/^\/cms-api\/payload-migrations(?:\/|$)/.test(path)) {
    answer(res, 404, { error: "not_found" });
    return false;
  }
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (!hasBody || !["POST", "PUT", "PATCH"].includes(req.method ?? "")) return true;
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!CMS_BODY_TYPES.includes(type)) {
    answer(res, 415, { error: "unsupported_media_type" }, { accept: CMS_BODY_TYPES.join(", "), connection: "close" });
    return false;
  }
  // Declared lengths only: behind nginx every body has one (it buffers chunked bodies and caps them the same).
  if (!CMS_UPLOAD_PATH.test(path) && Number(req.headers["content-length"] ?? 0) > CMS_BODY_LIMIT_BYTES) {
    answer(res, 413, { error: "too_large" });
    return false;
  }
  return true;
}

/**
 * Appends the socket's peer to X-Forwarded-For, so `clientAddress()` (src/lib/client-address.ts) can count
 * the trusted proxies (TRUST_PROXY) from the end of the chain: a client cannot choose its own address,
 * and so its own rate-limit counter, by sending the header itself.
 */
export function recordPeer(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const forwarded = req.headers["x-forwarded-for"];
  const chain = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
}

/**
 * The answer to a request Node could not parse, or whose headers took too long (the `clientError` event):
 * Node's own status codes, on a socket that is then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    // A method Node's parser does not know (TRACK, or any other word): not allowed here, as docs/operations.md says.
    error.code === "HPE_INVALID_METHOD"
      ? 405
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : error.code === "HPE_HEADER_OVERFLOW"
          ? 431
          : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
            ? 413
            : 400;
  const allow = status === 405 ? "Allow: GET, HEAD, POST\r\n" : "";
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${allow}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A CONNECT request (a tunnel: this server is no proxy). Node hands it to the `connect` event instead of the
 * request handler and, with no listener, closes the socket without a word: answer 405 as for TRACE.
 */
export function refuseConnect(_req: IncomingMessage, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
  );
}
