import { randomBytes } from "node:crypto";

const KEY = Symbol.for("training-site.revalidate-token");

/**
 * The token this process's own /api/revalidate accepts (random per process, kept on globalThis: the HTTP server,
 * the content broadcast's subscriber and the route handler are separate bundles of one process). Nobody outside
 * knows it.
 */
export function revalidateToken(): string {
  const holder = globalThis as { [KEY]?: string };
  holder[KEY] ??= randomBytes(24).toString("base64url");
  return holder[KEY];
}
