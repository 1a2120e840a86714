import "server-only";
import { AppError, type ErrorCode } from "@/domain/errors";
import { logger } from "@/server/log";

const status: Record<ErrorCode, number> = {
  validation: 400,
  bad_json: 400,
  too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  cross_site: 403,
  rate_limited: 429,
  store_unavailable: 503,
  upstream_unavailable: 503,
  internal: 500,
};

const noStore = { "cache-control": "no-store", "content-type": "application/json; charset=utf-8" };

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { ...noStore, ...init.headers } });
}

/** Turns any failure into a JSON error the browser translates; unexpected faults are logged, never shown. */
export function errorResponse(error: unknown, context: Record<string, unknown>): Response {
  const appError = error instanceof AppError ? error : new AppError("internal", "unexpected", {}, { cause: error });
  const code = appError.code;
  const headers: Record<string, string> = {};
  if (appError.details.retryAfterSeconds) headers["retry-after"] = String(appError.details.retryAfterSeconds);
  if (code === "store_unavailable") headers["retry-after"] = "30";
  // The rest of an oversized or stalled body is not worth reading: the connection closes after the answer.
  if (code === "too_large" || code === "request_timeout") headers.connection = "close";
  if (code === "internal" || code === "store_unavailable") {
    const cause = appError.cause ?? appError;
    logger.error(
      { ...context, code, err: cause instanceof Error ? { message: cause.message, name: cause.name } : String(cause) },
      "request failed",
    );
  } else {
    logger.info({ ...context, code }, "request refused");
  }
  return json(
    { error: code, ...(appError.details.fields ? { fields: appError.details.fields } : {}) },
    { status: status[code], headers },
  );
}
