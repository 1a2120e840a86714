import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { routing } from "./i18n/routing";
import { contentSecurityPolicy, LOCKED_DOWN_POLICY, SECURITY_HEADERS } from "./security/csp";

const intl = createMiddleware(routing);

/** Header that carries the requested path to the 404 page, which logs it. */
export const REQUEST_PATH_HEADER = "x-request-path";

/** Pages are read, not written: the forms post to /api/*. */
const PAGE_METHODS = "GET, HEAD, OPTIONS";

/**
 * The proxy of the public pages: the language of the URL (next-intl), trailing slashes, and methods.
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
  const response = intl(new NextRequest(request, { headers }));
  if (process.env.NODE_ENV === "development") {
    response.headers.set("Content-Security-Policy", contentSecurityPolicy({ development: true }));
  }
  return response;
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
