import { createHash } from "node:crypto";
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";
import { brotliCompress, constants, gzip } from "node:zlib";
import { adminPolicy, documentPolicy, previewPolicy } from "../security/csp";
import { logger } from "./log";

type Callback = (error?: Error | null) => void;
type Encoding = "br" | "gzip";

/** Headers whose repeats mean something (RFC 9110 lists, cookies). */
const REPEATABLE = new Set(["set-cookie", "vary", "www-authenticate", "proxy-authenticate", "link", "cache-control"]);

/**
 * Next's headers that say how a page was made (cache hit, prerender, rewrite). Its client router reads
 * them on its own data requests; on an HTML document they only tell the world about the build.
 */
const BUILD_HEADERS = [
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
  "x-nextjs-matched-path",
  "x-nextjs-postponed",
  "x-middleware-rewrite",
];

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
/** Larger bodies are not held (nothing the site serves is near it): they pass through uncompressed. */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

/** What documents and files sent lately came to, by ETag: their policy, and their compressed bytes. */
const policies = new Map<string, string>();
/** The policy each address's cached document was last sent with: a HEAD answer (no body to hash) gets it too. */
const policiesByAddress = new Map<string, string>();
const compressed = new Map<string, Buffer>();
let compressedBytes = 0;
const POLICIES_KEPT = 500;
const COMPRESSED_BYTES_KEPT = 64 * 1024 * 1024;

const headerText = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value ?? ""));
const isHtml = (type: string) => type.toLowerCase().startsWith("text/html");

/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 section 13.1.2: "*", or one of a list, compared
 * weakly), so the client's copy is current.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Keeps at most `limit` entries, dropping the oldest. */
function remember(map: Map<string, string>, key: string, value: string, limit: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}

/** The client's preferred encoding among Brotli and gzip (RFC 9110 section 12.5.3), if any. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => offered.get(name) ?? offered.get("*") ?? 0;
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  return quality("gzip") > 0 ? "gzip" : undefined;
}

function compress(body: Buffer, encoding: Encoding, key: string | undefined): Promise<Buffer> {
  const cacheKey = key && `${encoding} ${key}`;
  const known = cacheKey ? compressed.get(cacheKey) : undefined;
  if (known) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => {
      if (error) return reject(error);
      if (cacheKey) {
        compressed.set(cacheKey, result);
        compressedBytes += result.length;
        for (const [oldKey, old] of compressed) {
          if (compressedBytes <= COMPRESSED_BYTES_KEPT) break;
          compressed.delete(oldKey);
          compressedBytes -= old.length;
        }
      }
      resolve(result);
    };
    // Bodies with an ETag (prerendered pages, build files) are compressed once and kept: worth more effort.
    if (encoding === "br") {
      const quality = key ? 9 : 5;
      brotliCompress(
        body,
        { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        done,
      );
    } else gzip(body, { level: key ? 9 : 6 }, done);
  });
}

/**
 * The policy of a document: the admin's own, or the public site's with the hashes of its inline scripts (which
 * the admin's live preview may frame when an editor previews: Next's draft-mode cookie).
 */
function policyOf(path: string, html: string, preview: boolean): string {
  if (path === "/admin" || path.startsWith("/admin/")) return adminPolicy(html);
  return preview ? previewPolicy(html) : documentPolicy(html);
}

/**
 * Renders the site's 404 page into a response (the HTTP server's `render404` of Next, src/server/main.ts); until
 * it is set, a route's "not found" goes out as Next made it.
 */
let notFoundPage: ((req: IncomingMessage, res: SiteResponse) => Promise<void>) | undefined;
export function renderNotFoundWith(render: typeof notFoundPage): void {
  notFoundPage = render;
}

/**
 * Next's document for a render that failed on the server, which only the browser's JavaScript fills in: what
 * Next 16.4.6 sends for every route that calls notFound() (an empty <html id="__next_error__"> with no lang, dir
 * or text; Next issues #98295 and #98954). The path no route takes gets the real 404 page (global-not-found).
 */
const ERROR_SHELL = '<html id="__next_error__">';
const isErrorShell = (body: Buffer) => body.subarray(0, 512).toString("latin1").includes(ERROR_SHELL);
/** Headers of the shell that do not belong to the 404 page rendered in its place. */
const SHELL_HEADERS = ["cache-control", "content-length", "content-type", "etag", "vary", ...BUILD_HEADERS];

/** Statuses whose Location the visitor's browser follows. */
/**
 * The redirects that carry the visitor's query: the permanent ones, which the CMS's redirects are (next-intl's
 * permanentRedirect, 308; the proxy's 308s already keep the query). A page's own temporary redirect (307: the level
 * test sending a made-up or finished attempt back to its start) drops the query on purpose: carried, it would come
 * back with the address it refused, for ever.
 */
const REDIRECTS = new Set([301, 308]);
/** Paths whose redirects are the CMS's or an API's own business (a sign-in's return address, a form's answer). */
const NOT_PAGES = /^\/(?:api|cms-api|admin|_next)(?:\/|$)/;

/**
 * Where a redirect of a page leads, with the query the visitor came with: "/old-offer?utm_source=fb" redirected to
 * "/new" goes to "/new?utm_source=fb", so a campaign's parameters reach the page they were meant for. A parameter
 * the redirect's own address sets keeps its value there ("/schedule?area=it" stays area=it); the visitor's others
 * follow it. Next's redirect from a page (the CMS's redirects, src/content/redirects.ts) is rendered once and cached
 * for every query, so it cannot carry the visitor's: it is added here, as the redirect leaves. Another site's
 * address, a page address without a query and the CMS's and API's own redirects are left as they are.
 */
export function withVisitorQuery(location: string, requestUrl: string, host?: string): string {
  const asked = new URL(requestUrl, "http://site.invalid");
  if (!asked.search || NOT_PAGES.test(asked.pathname)) return location;
  const relative = location.startsWith("/") && !location.startsWith("//");
  let target: URL;
  try {
    target = new URL(location, "http://site.invalid");
  } catch {
    return location;
  }
  if (!relative && (!host || target.host !== host)) return location;
  const own = new Set(target.searchParams.keys());
  for (const [name, value] of asked.searchParams) if (!own.has(name)) target.searchParams.append(name, value);
  return relative ? `${target.pathname}${target.search}${target.hash}` : target.href;
}

/** Next's draft-mode cookie: an editor previewing (src/app/api/preview). */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

/**
 * The response class of the site's HTTP server (Node's documented `ServerResponse` option of
 * `http.createServer`).
 *
 * An HTML document is held until it is complete, then sent with a Content-Security-Policy that admits
 * exactly its own inline scripts. This sees every document as it leaves, whether Next prerendered it at
 * build time, regenerated it after a content change or rendered it for this request, so the policy never
 * lags behind the page; the document's bytes are not changed.
 *
 * Compression happens here too, after the policy is known (next.config.ts turns Next's own off: it wraps
 * the response, so the bytes that reach this class would already be compressed). Compressible responses
 * are held and sent with Brotli or gzip as the client prefers; bodies with an ETag are compressed once.
 * Event streams, partial content and very large bodies pass through as they are.
 */
export class SiteResponse extends ServerResponse<IncomingMessage> {
  #mode: "undecided" | "hold" | "pass" = "undecided";
  #held: Buffer[] = [];
  #heldBytes = 0;
  #ending = false;
  #releasing = false;
  #renderedNotFound = false;

  #holding(): boolean {
    if (this.#mode === "undecided") this.#mode = !this.headersSent && this.#worthHolding() ? "hold" : "pass";
    return this.#mode === "hold";
  }

  #worthHolding(): boolean {
    const type = headerText(this.getHeader("content-type"));
    if (/^text\/event-stream/i.test(type) || this.statusCode === 206 || this.statusCode === 304) return false;
    if (this.statusCode === 204 || this.getHeader("content-encoding")) return false;
    return isHtml(type) || COMPRESSIBLE.test(type);
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

  /** A page's permanent redirect keeps the visitor's query (withVisitorQuery), whichever way its headers leave. */
  #keepVisitorQuery(statusCode: number): void {
    const location = this.getHeader("location");
    const method = this.req.method ?? "GET";
    if (!REDIRECTS.has(statusCode) || typeof location !== "string" || (method !== "GET" && method !== "HEAD")) return;
    const kept = withVisitorQuery(location, this.req.url ?? "/", this.req.headers.host);
    if (kept !== location) this.setHeader("location", kept);
  }

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    if (this.#releasing || this.headersSent) {
      if (!this.headersSent && (reasonOrHeaders === undefined || typeof reasonOrHeaders === "string") && !headers)
        this.#keepVisitorQuery(statusCode);
      return super.writeHead(statusCode, reasonOrHeaders as string, headers);
    }
    // Taken as if set one by one, so that the decision below sees them; sent with the body when held.
    this.statusCode = statusCode;
    if (typeof reasonOrHeaders === "string") this.statusMessage = reasonOrHeaders;
    const given = typeof reasonOrHeaders === "string" ? headers : reasonOrHeaders;
    if (Array.isArray(given)) {
      // As Node's own writeHead: these replace any header of the same name set before (a redirect's Location
      // was sent twice), while repeats within the list stay.
      const flat = given.flat();
      for (let i = 0; i + 1 < flat.length; i += 2) this.removeHeader(String(flat[i]));
      for (let i = 0; i + 1 < flat.length; i += 2) this.appendHeader(String(flat[i]), String(flat[i + 1]));
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    }
    if (this.#holding()) return this;
    this.#keepVisitorQuery(this.statusCode);
    return super.writeHead(this.statusCode);
  }

  override flushHeaders(): void {
    if (!this.#holding()) super.flushHeaders();
  }

  override write(chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback): boolean {
    const done = typeof encoding === "function" ? encoding : callback;
    const charset = typeof encoding === "string" ? encoding : undefined;
    if (!this.#holding()) return super.write(chunk, charset as BufferEncoding, done);
    this.#hold(toBuffer(chunk, charset));
    if (done) process.nextTick(done);
    return true;
  }

  override end(chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback): this {
    if (typeof chunk === "function") return this.end(undefined, undefined, chunk as Callback);
    if (typeof encoding === "function") return this.end(chunk, undefined, encoding);
    if (!this.#holding()) {
      if (!this.headersSent && this.statusCode === 304) {
        // A 304 must not replace the stored document's policy with the locked-down one of next.config.
        this.removeHeader("content-security-policy");
      }
      return super.end(chunk, encoding as BufferEncoding, callback);
    }
    if (this.#ending) return this;
    this.#ending = true;
    if (chunk !== undefined && chunk !== null) this.#hold(toBuffer(chunk, encoding));
    void this.#release(callback);
    return this;
  }

  #hold(chunk: Buffer): void {
    this.#held.push(chunk);
    this.#heldBytes += chunk.length;
    if (this.#heldBytes > MAX_HELD_BYTES && !isHtml(headerText(this.getHeader("content-type")))) {
      // Too large to hold: what was held goes out as it is, the rest follows.
      this.#mode = "pass";
      this.#releasing = true;
      const held = Buffer.concat(this.#held);
      this.#held = [];
      super.write(held);
    }
  }

  async #release(callback?: Callback): Promise<void> {
    const body = Buffer.concat(this.#held);
    this.#held = [];
    const type = headerText(this.getHeader("content-type"));
    if (this.statusCode === 404 && isHtml(type) && notFoundPage && !this.#renderedNotFound && isErrorShell(body)) {
      await this.#renderNotFound(notFoundPage, body, callback);
      return;
    }
    const key = this.#cacheKey(body);
    // Only a body sent with an ETag can be current (a build file's key is its address, sent without one).
    const etag = key !== undefined && this.getHeader("etag") === key ? key : undefined;
    if (etag && this.statusCode === 200 && matchesIfNoneMatch(headerText(this.req.headers["if-none-match"]), etag)) {
      // The client's copy is current: no body, and no policy (a 304 must not replace the stored document's).
      this.statusCode = 304;
      this.#varyOnEncoding();
      for (const name of ["content-type", "content-length", "content-security-policy", ...BUILD_HEADERS]) {
        this.removeHeader(name);
      }
      this.#releasing = true;
      super.end(callback);
      return;
    }
    if (isHtml(type)) {
      this.setHeader("content-security-policy", this.#policy(body, key));
      for (const name of BUILD_HEADERS) this.removeHeader(name);
    }
    let out: Buffer = body;
    if (COMPRESSIBLE.test(type) || isHtml(type)) {
      this.#varyOnEncoding();
      const encoding = negotiateEncoding(headerText(this.req.headers["accept-encoding"]));
      if (encoding && body.length >= MIN_COMPRESS_BYTES && this.req.method !== "HEAD") {
        try {
          out = await compress(body, encoding, key);
          this.setHeader("content-encoding", encoding);
        } catch {
          out = body;
        }
      }
    }
    this.#releasing = true;
    if (this.req.method === "HEAD") {
      super.end(callback);
      return;
    }
    if (out !== body || this.getHeader("content-length") !== undefined) this.setHeader("content-length", out.length);
    super.end(out, callback);
  }

  /**
   * A route's "not found" that Next sent as its error shell (isErrorShell) is answered with the site's 404 page
   * instead, rendered on the server in the visitor's language, status 404 still: this response starts again, with
   * the headers of the request's routing (the security headers) and none of the shell's. Should that render fail,
   * the shell goes out as it came.
   */
  async #renderNotFound(render: NonNullable<typeof notFoundPage>, shell: Buffer, callback?: Callback): Promise<void> {
    this.#renderedNotFound = true;
    const headers = this.getHeaders();
    for (const name of SHELL_HEADERS) this.removeHeader(name);
    this.#mode = "undecided";
    this.#heldBytes = 0;
    this.#ending = false;
    if (callback) this.once("finish", () => callback());
    try {
      await render(this.req, this);
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), path: this.req.url },
        "404 page failed",
      );
      if (this.headersSent) return void this.destroy();
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      this.statusCode = 404;
      this.#mode = "undecided";
      this.#ending = false;
      this.end(shell);
    }
  }

  #varyOnEncoding(): void {
    const vary = headerText(this.getHeader("vary"));
    if (!/accept-encoding/i.test(vary)) this.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }

  /**
   * What identifies the body, for its ETag and the caches above: a file's own ETag (Next's static files), or for
   * a body Next served from its cache (a prerendered or regenerated page and its RSC payload: the
   * `x-nextjs-prerender` header) a SHA-1 of its bytes, sent as its ETag. Next's own ETags are off
   * (`generateEtags` in next.config.ts): they hashed each document in JavaScript on every request, about a third
   * of the server's time on a prerendered page, where this native hash costs a tenth of that. A body rendered for
   * this request has none, as with Next's. Next's build files (`/_next/static/`, which `generateEtags: false` also
   * leaves without an ETag) are named by their content: their address is the key, and they need no ETag (they
   * are sent as immutable).
   */
  #cacheKey(body: Buffer): string | undefined {
    const etag = this.getHeader("etag");
    if (typeof etag === "string") return etag;
    const path = (this.req.url ?? "").split("?")[0]!;
    if (path.startsWith("/_next/static/") && this.statusCode === 200) return path;
    if (body.length === 0 || this.getHeader("x-nextjs-prerender") === undefined) return undefined;
    const tag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    this.setHeader("etag", tag);
    return tag;
  }

  #policy(body: Buffer, key: string | undefined): string {
    if (DRAFT_MODE_COOKIE.test(headerText(this.req.headers.cookie))) {
      this.setHeader("x-frame-options", "SAMEORIGIN");
      return policyOf((this.req.url ?? "/").split("?")[0]!, body.toString("utf8"), true);
    }
    const address = this.req.url ?? "/";
    const cached = this.getHeader("x-nextjs-prerender") !== undefined;
    // A HEAD answer has no body: it gets the policy its GET had.
    if (body.length === 0 && cached) {
      const known = policiesByAddress.get(address);
      if (known) return known;
    }
    const policy =
      (key ? policies.get(key) : undefined) ?? policyOf(address.split("?")[0]!, body.toString("utf8"), false);
    if (key && body.length > 0) {
      remember(policies, key, policy, POLICIES_KEPT);
      // Also when the body's policy was known: a page can come back to an earlier version (an edit undone), and
      // its HEAD must then get that version's policy, not the one in between.
      if (cached) remember(policiesByAddress, address, policy, POLICIES_KEPT);
    }
    return policy;
  }
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}
