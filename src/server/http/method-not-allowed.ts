import "server-only";
import { AppError } from "@/domain/errors";
import { errorResponse } from "./respond";

/** What the API routes allow: they are posted to, and say so when asked. */
const ALLOW = "OPTIONS, POST";

/**
 * The API's answer to GET, PUT, PATCH and DELETE: 405 with `Allow` and the same JSON error shape as every
 * other refusal (Next's own 405 has an empty body). Next derives HEAD from GET.
 */
export function methodNotAllowed(request: Request): Response {
  const response = errorResponse(new AppError("method_not_allowed"), { route: new URL(request.url).pathname });
  response.headers.set("allow", ALLOW);
  return response;
}

/** OPTIONS: the methods the route answers (Next's own would list every method it knows). */
export function allowedMethods(): Response {
  return new Response(null, { status: 204, headers: { allow: ALLOW, "cache-control": "no-store" } });
}

/** The handlers of every method but POST, for a route file to re-export as they are. */
export { allowedMethods as OPTIONS, methodNotAllowed as GET, methodNotAllowed as PUT };
export { methodNotAllowed as PATCH, methodNotAllowed as DELETE };
