import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "./log";

type NotFoundPage = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Renders the site's 404 page into a response (Next's `render404`, src/server/main.ts); until it is set, none. */
let notFoundPage: NotFoundPage | undefined;
export function renderNotFoundWith(render: NotFoundPage | undefined): void {
  notFoundPage = render;
}

/**
 * Next's document for a render that failed on the server, which only the browser's JavaScript fills in: what Next
 * 16.4.6 sends for every route that calls notFound() (an empty <html id="__next_error__"> with no lang, dir or text;
 * Next issues #98295 and #98954). The path no route takes gets the real 404 page (global-not-found).
 */
const isErrorShell = (body: Buffer) => body.subarray(0, 512).toString("latin1").includes('<html id="__next_error__">');
/** Headers of the shell that do not belong to the 404 page rendered in its place. */
const SHELL_HEADERS = ["cache-control", "content-length", "content-type", "etag", "vary"];

/**
 * A route's "not found" that Next sent as its error shell (the HTML document `body` of a 404 about to leave) is
 * answered with the site's 404 page instead, rendered on the server in the visitor's language, status 404 still:
 * the response starts again (`restart`: it takes a document again), with the headers of the request's routing (the
 * security headers) and none of the shell's. Should that render fail, the shell goes out as it came. False when the
 * body is not the shell (or no 404 page is set): it goes out as it is.
 */
export function answerShellWithNotFound(res: ServerResponse, body: Buffer, restart: () => void): boolean {
  const render = notFoundPage;
  if (res.statusCode !== 404 || !render || !isErrorShell(body)) return false;
  const headers = res.getHeaders();
  for (const name of SHELL_HEADERS) res.removeHeader(name);
  restart();
  render(res.req, res).catch((error: unknown) => {
    logger.error({ err: error instanceof Error ? error.message : String(error), path: res.req.url }, "404 page failed");
    if (res.headersSent) return void res.destroy();
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.statusCode = 404;
    restart();
    res.end(body);
  });
  return true;
}
