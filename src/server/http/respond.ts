import "server-only";
import type { AppError } from "@/domain/errors";
import { logger } from "@/server/log";
import { classify, describeCause, errorHeaders, httpStatus, isServerFault } from "./errors";

const noStore = { "cache-control": "no-store", "content-type": "application/json; charset=utf-8" };

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { ...noStore, ...init.headers } });
}

/**
 * Turns any failure into a JSON error `{ error: code, fields? }` that the browser translates. Faults of the
 * server are logged with their cause, never shown; refusals of the client are logged as such.
 */
export function errorResponse(error: unknown, context: Record<string, unknown>): Response {
  const appError = classify(error);
  const code = appError.code;
  logFailure(appError, context);
  return json(
    { error: code, ...(appError.details.fields ? { fields: appError.details.fields } : {}) },
    { status: httpStatus[code], headers: errorHeaders(appError) },
  );
}

/** Faults of the server are logged as errors with their cause; refusals of the client as information. */
export function logFailure(error: AppError, context: Record<string, unknown>): void {
  if (isServerFault(error)) logger.error({ ...context, code: error.code, err: describeCause(error) }, "request failed");
  else logger.info({ ...context, code: error.code }, "request refused");
}
