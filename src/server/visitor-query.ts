import type { IncomingMessage } from "node:http";

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
 * for every query, so it cannot carry the visitor's: it is added as the redirect leaves (src/server/site-response.ts).
 * Another site's address, a page address without a query and the CMS's and API's own redirects are left as they are.
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

/** The Location a response to this request leaves with: a page's permanent redirect keeps the visitor's query. */
export function redirectLocation(req: IncomingMessage, statusCode: number, location: unknown): unknown {
  const method = req.method ?? "GET";
  if (!REDIRECTS.has(statusCode) || typeof location !== "string" || (method !== "GET" && method !== "HEAD")) {
    return location;
  }
  return withVisitorQuery(location, req.url ?? "/", req.headers.host);
}
