import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { newsPageOf, scheduleFiltersOf, scheduleFiltersOfSegment, scheduleSegment } from "./content/listing-addresses";
import { routing } from "./i18n/routing";
import { contentSecurityPolicy, LOCKED_DOWN_POLICY, SECURITY_HEADERS } from "./security/csp";

const intl = createMiddleware(routing);

/** Header that carries the requested path to the 404 page, which logs it. */
export const REQUEST_PATH_HEADER = "x-request-path";

/** Pages are read, not written: the forms post to /api/*. */
const PAGE_METHODS = "GET, HEAD, OPTIONS";

/**
 * The proxy of the public pages: the language of the URL (next-intl), trailing slashes, methods, and the listings'
 * query addresses (/schedule?area=it, /blog?page=2), each served by a cached page of its own (listingPath).
 * Content-Security-Policy: the HTTP server sets each document's own (src/server/site-response.ts); only the
 * development server, which has no such server, gets a permissive one here.
 */
export default function proxy(request: NextRequest): NextResponse {
  const redirect = withoutTrailingSlash(request);
  if (redirect) return redirect;
  if (!isPage(request.nextUrl.pathname)) return NextResponse.next();
  if (request.method !== "GET" && request.method !== "HEAD") return otherMethod(request.method);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  const outside = listingViewAddress(request.nextUrl);
  if (outside) return withSecurityHeaders(NextResponse.redirect(outside, 308));
  let response = intl(new NextRequest(request, { headers }));
  const listing = listingPath(request.nextUrl);
  if (listing && !response.headers.has("location")) {
    // next-intl resolved the language (a rewrite to /en/..., or "go on" for /ar/...); the page is the listing's own.
    response = NextResponse.rewrite(new URL(listing, request.url), { request: { headers } });
  }
  if (process.env.NODE_ENV === "development") {
    response.headers.set("Content-Security-Policy", contentSecurityPolicy({ development: true }));
  }
  return response;
}

const LISTING = new RegExp(
  `^(?:/(${routing.locales.filter((locale) => locale !== routing.defaultLocale).join("|")}))?/(schedule|blog)$`,
);

/**
 * The page that serves a listing's query address, with its language: "/schedule?area=it" -> "/en/schedule/filter/
 * it_all_all", "/ar/blog?page=2" -> "/ar/blog/page/2". Undefined when the plain page answers (no query, or only
 * values that are ignored). The values are checked in src/content/listing-addresses.ts.
 */
function listingPath(url: URL): string | undefined {
  const match = LISTING.exec(url.pathname);
  if (!match || !url.search) return undefined;
  const locale = match[1] ?? routing.defaultLocale;
  if (match[2] === "schedule") {
    const segment = scheduleSegment(scheduleFiltersOf(url.searchParams));
    return segment ? `/${locale}/schedule/filter/${segment}` : undefined;
  }
  const page = newsPageOf(url.searchParams);
  return page === 1 ? undefined : `/${locale}/blog/page/${page}`;
}

const LISTING_VIEW = new RegExp(
  `^(/(?:${routing.locales.filter((locale) => locale !== routing.defaultLocale).join("|")}))?/(?:schedule/filter|blog/page)/([^/]*)$`,
);

/**
 * A listing's view asked for by its own path (/schedule/filter/it_all_all, /blog/page/2): sent to its address
 * (/schedule?area=it, /blog?page=2), so that it has one address and only the checked values reach the cache.
 */
function listingViewAddress(url: URL): URL | undefined {
  const match = LISTING_VIEW.exec(url.pathname);
  if (!match) return undefined;
  const [, prefix = "", segment = ""] = match;
  const address = new URL(url);
  address.search = "";
  if (url.pathname.includes("/blog/page/")) {
    address.pathname = `${prefix}/blog`;
    address.searchParams.set("page", segment);
  } else {
    address.pathname = `${prefix}/schedule`;
    for (const [name, value] of Object.entries(scheduleFiltersOfSegment(segment) ?? {})) {
      if (value) address.searchParams.set(name, value);
    }
  }
  return address;
}

/** OPTIONS says what a page allows; anything but GET and HEAD is refused with 405. */
function otherMethod(method: string): NextResponse {
  const response = new NextResponse(method === "OPTIONS" ? null : '{"error":"method_not_allowed"}', {
    status: method === "OPTIONS" ? 204 : 405,
    headers: {
      allow: PAGE_METHODS,
      "cache-control": "no-store",
      ...(method === "OPTIONS" ? {} : { "content-type": "application/json; charset=utf-8" }),
    },
  });
  return withSecurityHeaders(response);
}

/**
 * "/about/" -> 308 "/about" (the query kept), for every path: Next's built-in redirect is off
 * (skipTrailingSlashRedirect) because it answered before any security header was set. The HTTP server
 * answers only for this site's host names (src/server/http-edge.ts), so the Location never names another.
 */
function withoutTrailingSlash(request: NextRequest): NextResponse | undefined {
  // A plain URL: NextURL keeps a trailing slash it was given when Next's redirect is off.
  const url = new URL(request.url);
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return undefined;
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return withSecurityHeaders(NextResponse.redirect(url, 308));
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", LOCKED_DOWN_POLICY);
  return response;
}

/** Public pages only: never API routes, the CMS (admin, REST API), Next internals or files with an extension. */
function isPage(pathname: string): boolean {
  return !/^\/(?:api|cms-api|admin|_next|_vercel)(?:\/|$)/.test(pathname) && !/\.[^/]*$/.test(pathname);
}

export const config = {
  // Public pages, and any path with a trailing slash (redirected above) outside the CMS. (A prefix match: no
  // page of the site may start with "api", "cms-api" or "admin".)
  matcher: ["/((?!api|cms-api|admin|_next|_vercel|.*\\..*).*)", "/((?!cms-api|admin).*/)"],
};
