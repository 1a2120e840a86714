/** Typed failures; src/server/http/errors.ts maps each code to an HTTP status and decides what is logged. */
export type ErrorCode =
  | "validation"
  | "bad_json"
  | "too_large"
  | "request_timeout"
  | "unsupported_media_type"
  | "method_not_allowed"
  | "cross_site"
  | "rate_limited"
  | "store_unavailable"
  | "upstream_unavailable"
  | "internal";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}
