/**
 * Content-Security-Policy and the other security headers.
 *
 * Every HTML document gets, as it is sent, a policy that admits exactly its own inline scripts
 * ('sha256-…' of each) plus same-origin script files: the HTTP server (src/server/site-response.ts) hashes
 * the document it is about to send, whether it was prerendered at build time, regenerated after a content
 * change or rendered for this request. No 'unsafe-inline' and no 'unsafe-eval' for scripts in production.
 *
 * Framework-free (only node:crypto), so the HTTP server, the proxy and the tests share it.
 */
import { createHash } from "node:crypto";

/** Third-party frames the site embeds behind click-to-load facades: YouTube (no-cookie) and Google Maps. */
export const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.google.com"] as const;

/** Script sources for one document: the hashes of its inline scripts, or the development server's needs. */
export type ScriptSources = { hashes: readonly string[] } | { development: true };

export function contentSecurityPolicy(scripts: ScriptSources, overrides: Record<string, string> = {}): string {
  // `next dev` evaluates modules and injects inline scripts of its own.
  const scriptSrc =
    "hashes" in scripts
      ? ["'self'", ...scripts.hashes.map((h) => `'${h}'`)].join(" ")
      : "'self' 'unsafe-inline' 'unsafe-eval'";
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": scriptSrc,
    // React and Next write style attributes; styles cannot run code, and Observatory grades this as a pass.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "media-src": "'none'",
    "frame-src": FRAME_SOURCES.join(" "),
    "worker-src": "'none'",
    "manifest-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
    ...overrides,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** The policy for responses that are not pages (API answers, static files): nothing may run or be framed. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy for uploaded files (images, PDF outlines under /cms-api/media/file/): sandboxed, so a file opened on
 * its own is never a page of this origin that could run a script; an image may still show, with inline styles.
 */
export const MEDIA_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Headers every response carries (pages, static files, API answers, the 404). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), " +
    "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * 'sha256-…' sources for the executable inline scripts of an HTML document, in document order, without
 * repeats. Scripts with a src and data blocks (JSON-LD) are not executed, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[2] ?? type?.[3] ?? type?.[4] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/** The policy of an HTML document of the public site: its own inline scripts and nothing else inline. */
export function documentPolicy(html: string): string {
  return contentSecurityPolicy({ hashes: inlineScriptHashes(html) });
}

/**
 * The policy of a page an editor previews (Next's draft mode): the same, but the admin's live preview on this
 * origin may frame it. Visitors never have draft mode (only a signed-in editor turns it on: /api/preview).
 */
export function previewPolicy(html: string): string {
  return contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, { "frame-ancestors": "'self'" });
}

/**
 * The policy of the admin (Payload's panel at /admin): its own inline scripts by hash, as on the public
 * site, plus what the panel's editors need: images and files previewed from blobs before upload.
 */
export function adminPolicy(html: string): string {
  return contentSecurityPolicy(
    { hashes: inlineScriptHashes(html) },
    {
      "img-src": "'self' data: blob:",
      "font-src": "'self' data:",
      "media-src": "'self' blob:",
      "frame-src": "'self'",
      "worker-src": "'self' blob:",
    },
  );
}
