import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { adminPolicy, documentPolicy, previewPolicy } from "../security/csp";

/** Next's draft-mode cookie: an editor previewing (src/app/api/preview). */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

/**
 * Next's headers that say how a page was made (cache hit, prerender, rewrite). Its client router reads them on its
 * own data requests; on an HTML document they only tell the world about the build.
 */
const BUILD_HEADERS = [
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
  "x-nextjs-matched-path",
  "x-nextjs-postponed",
  "x-middleware-rewrite",
];
const withoutBuildHeaders = Object.fromEntries(BUILD_HEADERS.map((name) => [name, undefined]));

/** The policies of the documents sent lately, by ETag (Next's, of the document's bytes): at most POLICIES_KEPT. */
const policies = new Map<string, string>();
/** The ETag each address's document from Next's cache was last sent with (for its HEAD). */
const etagsByAddress = new Map<string, string>();
const POLICIES_KEPT = 500;

/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 section 13.1.2: "*", or one of a list, compared
 * weakly), so the client's copy is current.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The ETag of a document Next served from its cache (a prerendered or regenerated page: its `x-nextjs-prerender`
 * header), a native SHA-1 of its bytes (next.config.ts says why not Next's own); none for a page rendered for this
 * request, as with Next's.
 */
export function documentEtag(req: IncomingMessage, prerendered: boolean, body: Buffer): string | undefined {
  if (!prerendered) return undefined;
  const address = req.url ?? "/";
  // A HEAD has no body to hash: it gets the ETag (and so the policy) its address's GET had last.
  if (body.length === 0) return etagsByAddress.get(address);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  etagsByAddress.delete(address);
  etagsByAddress.set(address, etag);
  if (etagsByAddress.size > POLICIES_KEPT) etagsByAddress.delete(etagsByAddress.keys().next().value!);
  return etag;
}

/**
 * The headers an HTML document leaves with: a Content-Security-Policy that admits exactly its own inline scripts,
 * the admin's (src/security/csp.ts) under /admin, else the public site's, which the admin's live preview may frame
 * when an editor previews (Next's draft-mode cookie); none of Next's build headers (undefined: removed).
 */
export function documentHeaders(req: IncomingMessage, body: Buffer, etag: string | undefined) {
  const path = (req.url ?? "/").split("?")[0]!;
  const admin = path === "/admin" || path.startsWith("/admin/");
  if (DRAFT_MODE_COOKIE.test(req.headers.cookie ?? "")) {
    const html = body.toString("utf8");
    const policy = admin ? adminPolicy(html) : previewPolicy(html);
    return { ...withoutBuildHeaders, "content-security-policy": policy, "x-frame-options": "SAMEORIGIN" };
  }
  const policy = keptPolicy(etag && `${admin ? "admin" : "site"} ${etag}`, body.length > 0, () => {
    const html = body.toString("utf8");
    return admin ? adminPolicy(html) : documentPolicy(html);
  });
  // The same for every visitor while its ETag holds: nginx may keep it compressed, and asks again each time (an
  // expiry in the past: deploy/nginx/site.conf); nginx keeps this header to itself.
  return { ...withoutBuildHeaders, "content-security-policy": policy, "x-accel-expires": etag && "@1" };
}

/**
 * A document with an ETag (one Next served from its cache) is hashed once: its policy is kept by its ETag, and its
 * HEAD, which has no body to hash, gets its GET's policy.
 */
function keptPolicy(key: string | undefined, hasBody: boolean, make: () => string): string {
  const known = key ? policies.get(key) : undefined;
  const policy = known ?? make();
  if (!key || (known === undefined && !hasBody)) return policy;
  // The most recently sent stay.
  policies.delete(key);
  policies.set(key, policy);
  if (policies.size > POLICIES_KEPT) policies.delete(policies.keys().next().value!);
  return policy;
}
