import "server-only";
import { AppError, isAppError, type ErrorCode } from "@/domain/errors";

/** The one mapping from an error code to its HTTP status (JSON answers and no-JavaScript pages alike). */
export const httpStatus: Record<ErrorCode, number> = {
  validation: 400,
  bad_json: 400,
  too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  cross_site: 403,
  idempotency_conflict: 422,
  rate_limited: 429,
  store_unavailable: 503,
  upstream_unavailable: 503,
  internal: 500,
};

/** Seconds a client is asked to wait before trying again after a 503 of the store. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * Any failure as an AppError: AppErrors as they are, faults of the database driver as `store_unavailable`,
 * anything else as `internal` (logged with its cause, never shown).
 */
export function classify(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (isStoreFault(error)) return new AppError("store_unavailable", "store unavailable", {}, { cause: error });
  return new AppError("internal", "unexpected", {}, { cause: error });
}

/** Headers an error answer carries: when to retry, and whether the connection closes after it. */
export function errorHeaders(error: AppError): Record<string, string> {
  const headers: Record<string, string> = {};
  const retryAfter =
    error.details.retryAfterSeconds ?? (error.code === "store_unavailable" ? STORE_RETRY_AFTER_SECONDS : undefined);
  if (retryAfter) headers["retry-after"] = String(retryAfter);
  // A stalled body will not end: the connection closes after the answer. The rest of an oversized body is read
  // and dropped for a bounded time instead (src/server/main.ts, LINGER_MS): closing a socket with unread data
  // sends a reset, which can take the 413 away from a client still sending.
  if (error.code === "request_timeout") headers.connection = "close";
  return headers;
}

/** Whether a failure is the server's (logged as an error with its cause) rather than the client's. */
export function isServerFault(error: AppError): boolean {
  return httpStatus[error.code] >= 500;
}

/** The cause of a failure, for the log: its name, code and message, never a stack or the visitor's data. */
export function describeCause(error: AppError): Record<string, unknown> {
  const cause = error.cause ?? error;
  if (!(cause instanceof Error)) return { message: String(cause) };
  return { name: cause.name, code: (cause as { code?: unknown }).code, message: cause.message };
}

/** Faults from the database driver or the migrator: the store cannot be reached or written. */
function isStoreFault(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  if (!e || typeof e !== "object") return false;
  const code = typeof e.code === "string" ? e.code : "";
  const message = typeof e.message === "string" ? e.message : "";
  return (
    STORE_FAULT_CODES.has(code) || code.startsWith("SQLITE_BUSY") || /connect|terminat|timeout|database/i.test(message)
  );
}

const STORE_FAULT_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01", // admin shutdown
  "57P03", // cannot connect now
  "57014", // statement timeout
  "53300", // too many connections
  "53000", // insufficient resources
  "08000",
  "08003",
  "08006",
  "08001",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_IOERR",
  "SQLITE_FULL",
  "SQLITE_CANTOPEN",
  "SQLITE_READONLY",
]);
