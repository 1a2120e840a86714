/**
 * Typed failures. A failure is recognised by its brand (a registered symbol), not by `instanceof`: the
 * server bundles this module into several chunks, and a class from one chunk is not the class of another.
 * src/server/http/errors.ts maps each code to an HTTP status; the visitor's message comes from the
 * FormErrors.request namespace of messages/, keyed by the same code.
 */
export type ErrorCode =
  | "validation"
  | "bad_json"
  | "too_large"
  | "request_timeout"
  | "unsupported_media_type"
  | "method_not_allowed"
  | "cross_site"
  | "idempotency_conflict"
  | "rate_limited"
  | "store_unavailable"
  | "upstream_unavailable"
  | "internal";

const BRAND = Symbol.for("training-site.app-error");

export interface ErrorDetails {
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details: ErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

/** True for an AppError from any copy of this module. */
export function isAppError(error: unknown): error is AppError {
  return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}
