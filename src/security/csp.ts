/**
 * Content-Security-Policy and the other security headers.
 *
 * Pages are prerendered, so they carry no nonce: the build step (scripts/postbuild.mts) hashes every
 * executable inline script of every prerendered page into `.next/csp-manifest.json`, and the proxy sends each
 * page a policy that admits exactly its own inline scripts ('sha256-…') plus same-origin script files. Pages
 * rendered on request (the 404) get a fresh nonce instead, which Next applies to its own scripts.
 * No 'unsafe-inline' and no 'unsafe-eval' for scripts in production.
 *
 * Framework-free (only node:crypto), so the build script, the proxy and the tests share it.
 */
import { createHash } from "node:crypto";

/** Third-party frames the site embeds behind click-to-load facades: YouTube (no-cookie) and Google Maps. */
export const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.google.com"] as const;

/** Script sources for one response: hashes of a prerendered page, or a per-request nonce. */
export type ScriptSources = { hashes: readonly string[] } | { nonce: string } | { development: true };

export function contentSecurityPolicy(scripts: ScriptSources): string {
  let scriptSrc: string;
  if ("hashes" in scripts) scriptSrc = ["'self'", ...scripts.hashes.map((h) => `'${h}'`)].join(" ");
  else if ("nonce" in scripts) scriptSrc = `'self' 'nonce-${scripts.nonce}'`;
  // `next dev` evaluates modules and injects inline scripts without nonces.
  else scriptSrc = "'self' 'unsafe-inline' 'unsafe-eval'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React and Next write style attributes; styles cannot run code, and Observatory grades this as a pass.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy for responses that are not pages (API answers, static files): nothing may run or be framed. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

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

/** The manifest the build writes: the build it belongs to, and the hashes of each prerendered page. */
export interface CspManifest {
  buildId: string;
  /** Keyed by the internal route: "/en", "/en/about", "/ar", "/ar/paths/ielts". */
  pages: Record<string, string[]>;
}

/**
 * The internal route a public page path is prerendered under: English lives at "/" publicly and under
 * "/en" internally; Arabic keeps its "/ar" prefix.
 */
export function internalRoute(pathname: string, defaultLocale: string, locales: readonly string[]): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const first = path.split("/")[1] ?? "";
  if (locales.includes(first)) return path;
  return path === "/" ? `/${defaultLocale}` : `/${defaultLocale}${path}`;
}
