import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { routing } from "./i18n/routing";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  internalRoute,
  LOCKED_DOWN_POLICY,
  SECURITY_HEADERS,
  type CspManifest,
  type ScriptSources,
} from "./security/csp";

const intl = createMiddleware(routing);

/** Header that carries the requested path to the 404 page, which logs it. */
export const REQUEST_PATH_HEADER = "x-request-path";

const distDir = join(process.cwd(), ".next");
const development = process.env.NODE_ENV === "development";

/**
 * The inline-script hashes of the prerendered pages, from the manifest the build wrote. A missing or stale
 * manifest (a build run without npm's postbuild step) is rebuilt from the served HTML files, page by page.
 */
let manifest: CspManifest | undefined;
function pageHashes(route: string): string[] | undefined {
  if (!manifest) {
    const buildId = readText(join(distDir, "BUILD_ID"))?.trim() ?? "";
    const text = readText(join(distDir, "csp-manifest.json"));
    const parsed = text ? (JSON.parse(text) as CspManifest) : undefined;
    if (parsed && parsed.buildId === buildId) manifest = parsed;
    else {
      console.error(
        JSON.stringify({
          level: "warn",
          msg: "csp manifest missing or stale: hashing prerendered pages on first request",
          buildId,
        }),
      );
      manifest = { buildId, pages: {} };
    }
  }
  const known = manifest.pages[route];
  if (known) return known;
  if (!/^\/[a-z0-9/-]*$/.test(route)) return undefined;
  const html = readText(join(distDir, "server", "app", `${route}.html`));
  if (html === undefined) return undefined;
  const hashes = inlineScriptHashes(html);
  manifest.pages[route] = hashes;
  return hashes;
}

function readText(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

function scriptSources(pathname: string): ScriptSources {
  if (development) return { development: true };
  const hashes = pageHashes(internalRoute(pathname, routing.defaultLocale, routing.locales));
  // Pages rendered on request (the 404) carry a nonce: Next reads it from the request's policy.
  return hashes ? { hashes } : { nonce: randomBytes(16).toString("base64") };
}

/**
 * "/about/" -> 308 "/about" (the query kept), for every path: Next's built-in redirect is off
 * (skipTrailingSlashRedirect) because it answered before any security header was set.
 */
function withoutTrailingSlash(request: NextRequest): NextResponse | undefined {
  // A plain URL: NextURL keeps a trailing slash it was given when Next's redirect is off.
  const url = new URL(request.url);
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return undefined;
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  const response = NextResponse.redirect(url, 308);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", LOCKED_DOWN_POLICY);
  return response;
}

export default function proxy(request: NextRequest): NextResponse {
  const redirect = withoutTrailingSlash(request);
  if (redirect) return redirect;
  if (!isPage(request.nextUrl.pathname)) return NextResponse.next();
  const policy = contentSecurityPolicy(scriptSources(request.nextUrl.pathname));
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  headers.set("Content-Security-Policy", policy);
  const response = intl(new NextRequest(request, { headers }));
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** Pages only: never API routes, Next internals or files with an extension. */
function isPage(pathname: string): boolean {
  return !/^\/(?:api|_next|_vercel)(?:\/|$)/.test(pathname) && !/\.[^/]*$/.test(pathname);
}

export const config = {
  // Pages, and any path with a trailing slash (redirected above).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/(.*/)"],
};
