import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";
import { documentEtag, documentHeaders, matchesIfNoneMatch } from "./document-policy";
import { answerShellWithNotFound } from "./not-found-page";
import { redirectLocation } from "./visitor-query";

type Callback = (error?: Error | null) => void;

/** Headers whose repeats mean something (RFC 9110 lists, cookies). */
const REPEATABLE = new Set(["set-cookie", "vary", "www-authenticate", "proxy-authenticate", "link", "cache-control"]);

/**
 * The response class of the site's HTTP server (Node's documented `ServerResponse` option of `http.createServer`).
 *
 * An HTML document is held until it is complete, then sent with a Content-Security-Policy that admits exactly its own
 * inline scripts (src/server/document-policy.ts), whether Next prerendered it, regenerated it or rendered it for this
 * request; its bytes are not changed. Nothing else is held.
 *
 * Next's compression (`compress` in next.config.ts: the `compression` middleware it puts around each response of
 * `getRequestHandler`) decides when the headers are written, and then compresses what is written after them. A held
 * document's headers wait for it: Node writes them, when a body comes first, through `_implicitHeader`, which waits
 * here too. The document then goes out through the middleware's `end` again, with its policy, compressed or not as
 * the request asks; a page from Next's cache with its ETag, or as a 304 (src/server/document-policy.ts).
 */
export class SiteResponse extends ServerResponse<IncomingMessage> {
  #mode: "undecided" | "hold" | "pass" = "undecided";
  #held: Buffer[] = [];
  #ending = false;
  #renderedNotFound = false;
  /** The length of the document held, once complete. */
  #length: number | undefined;

  /** Takes a document again: the 404 page rendered in place of Next's error shell (src/server/not-found-page.ts). */
  #restart(): void {
    this.#renderedNotFound = true;
    this.#mode = "undecided";
    this.#ending = false;
  }

  #holding(): boolean {
    if (this.#mode === "undecided") {
      const html = /^text\/html/i.test(String(this.getHeader("content-type") ?? ""));
      const bodiless = [204, 206, 304].includes(this.statusCode) || this.getHeader("content-encoding") !== undefined;
      this.#mode = html && !bodiless && !this.headersSent ? "hold" : "pass";
    }
    return this.#mode === "hold";
  }

  /**
   * A header appended with a value it already has is not repeated, unless it is one that takes several (a fresh
   * render of a redirect sent `Location` twice: the RFC allows one).
   */
  override appendHeader(name: string, value: string | readonly string[]): this {
    const current = this.getHeader(name);
    const values = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
    const added = Array.isArray(value) ? value : [value];
    if (!REPEATABLE.has(name.toLowerCase()) && added.every((v) => values.includes(String(v)))) return this;
    return super.appendHeader(name, value);
  }

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    if (this.headersSent) return super.writeHead(statusCode, reasonOrHeaders as string, headers);
    // Taken as if set one by one, so that a held document's headers wait for its body; sent with them.
    this.statusCode = statusCode;
    if (typeof reasonOrHeaders === "string") this.statusMessage = reasonOrHeaders;
    const given = typeof reasonOrHeaders === "string" ? headers : reasonOrHeaders;
    if (Array.isArray(given)) {
      // As Node's own writeHead: these replace any header of the same name set before (a redirect's Location was
      // sent twice), while repeats within the list stay.
      const flat = given.flat();
      for (let i = 0; i + 1 < flat.length; i += 2) this.removeHeader(String(flat[i]));
      for (let i = 0; i + 1 < flat.length; i += 2) this.appendHeader(String(flat[i]), String(flat[i + 1]));
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    }
    if (this.#holding()) return this;
    const location = this.getHeader("location");
    const kept = redirectLocation(this.req, this.statusCode, location);
    if (kept !== location) this.setHeader("location", kept as string);
    // A held document not compressed goes out with its length, not in chunks (Next's compression, whichever way it
    // decided, has written its headers through writeHead by now).
    const sentAsIs = this.getHeader("content-encoding") === undefined && this.req.method !== "HEAD";
    if (this.#length !== undefined && sentAsIs) this.setHeader("content-length", this.#length);
    // A 304 must not replace the stored document's policy with the locked-down one of next.config.ts.
    if (this.statusCode === 304) this.removeHeader("content-security-policy");
    return super.writeHead(this.statusCode);
  }

  /** Node's `writeHead` for a body written first (what Node's `write` and `end` and Next's compression call). */
  _implicitHeader(): void {
    if (!this.#holding()) this.writeHead(this.statusCode);
  }

  override flushHeaders(): void {
    if (!this.#holding()) super.flushHeaders();
  }

  override write(chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback): boolean {
    const done = typeof encoding === "function" ? encoding : callback;
    const charset = typeof encoding === "string" ? encoding : undefined;
    if (!this.#holding()) return super.write(chunk, charset as BufferEncoding, done);
    this.#held.push(toBuffer(chunk, charset));
    if (done) process.nextTick(done);
    return true;
  }

  override end(chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback): this {
    if (typeof chunk === "function") return this.end(undefined, undefined, chunk as Callback);
    if (typeof encoding === "function") return this.end(chunk, undefined, encoding);
    if (!this.#holding()) return super.end(chunk, encoding as BufferEncoding, callback);
    if (this.#ending) return this;
    this.#ending = true;
    if (chunk !== undefined && chunk !== null) this.#held.push(toBuffer(chunk, encoding));
    if (callback) this.once("finish", () => callback());
    const body = Buffer.concat(this.#held);
    this.#held = [];
    if (!this.#renderedNotFound && answerShellWithNotFound(this, body, () => this.#restart())) return this;
    const etag = documentEtag(this.req, this.getHeader("x-nextjs-prerender") !== undefined, body);
    if (etag && this.statusCode === 200) this.setHeader("etag", etag);
    if (etag && this.statusCode === 200 && matchesIfNoneMatch(this.req.headers["if-none-match"], etag)) {
      // The client's copy is current: no body, and no policy (a 304 must not replace the stored document's).
      for (const name of ["content-type", "content-length", "content-security-policy"]) this.removeHeader(name);
      this.statusCode = 304;
      this.#mode = "pass";
      return this.end();
    }
    const headers = documentHeaders(this.req, body, etag);
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) this.removeHeader(name);
      else this.setHeader(name, value);
    }
    this.#length = body.length;
    // Out through whatever wraps this response (Next's compression), as Next would have sent it.
    this.#mode = "pass";
    return this.end(this.req.method === "HEAD" ? undefined : body);
  }
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}
