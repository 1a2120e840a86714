import "server-only";
import { AppError } from "@/domain/errors";
import { errorResponse } from "./respond";

/**
 * The API's answer to any method but POST: 405 with `Allow: POST` and the same JSON error shape as every
 * other refusal (Next's own 405 has an empty body). Route files export it as GET, PUT, PATCH and DELETE;
 * Next derives HEAD from GET and answers OPTIONS itself.
 */
export function methodNotAllowed(request: Request): Response {
  const response = errorResponse(new AppError("method_not_allowed"), { route: new URL(request.url).pathname });
  response.headers.set("allow", "POST");
  return response;
}
