import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

/** Header that carries the requested path to the 404 page, which logs it. */
export const REQUEST_PATH_HEADER = "x-request-path";

export default function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return intl(new NextRequest(request, { headers }));
}

export const config = {
  // Pages only: never API routes, Next internals or files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
