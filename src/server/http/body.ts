import "server-only";
import { AppError } from "@/domain/errors";

export type BodyKind = "json" | "form";

/** Time a client has to send the whole body once its headers arrived (BODY_TIMEOUT_MS overrides it). */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
/** Form fields sent once per ticked box: the plan's courses, a corporate request's areas, courses and months. */
const LIST_FIELDS = new Set(["courses", "areas", "months"]);

/**
 * Reads a request body of at most maxBytes, refusing more as soon as it is seen (413) and a body still
 * incomplete after timeoutMs (408, so a slow client cannot hold a handler), then parses it as JSON or as
 * a URL-encoded form (anything else: 415). The bytes must be UTF-8 (else 400). Returns a plain object.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
  timeoutMs: number = DEFAULT_BODY_TIMEOUT_MS,
): Promise<{ kind: BodyKind; data: Record<string, unknown> }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const kind: BodyKind | undefined =
    type === "application/json" ? "json" : type === "application/x-www-form-urlencoded" ? "form" : undefined;
  if (!kind) throw new AppError("unsupported_media_type");

  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("too_large");

  const text = await readCapped(request, maxBytes, timeoutMs);
  if (kind === "form") {
    const data: Record<string, unknown> = Object.create(null);
    for (const [key, value] of new URLSearchParams(text)) {
      // The fields a form repeats (checkboxes): every value, in order.
      if (LIST_FIELDS.has(key))
        ((data[key] as string[] | undefined) ?? ((data[key] = [] as string[]) as string[])).push(value);
      else data[key] = value;
    }
    return { kind, data };
  }
  let parsed: unknown;
  try {
    // A reviver that drops prototype keys, so "__proto__" never becomes anything but data.
    parsed = JSON.parse(text, (key, value) => (key === "__proto__" || key === "constructor" ? undefined : value));
  } catch {
    throw new AppError("bad_json");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new AppError("bad_json");
  return { kind, data: parsed as Record<string, unknown> };
}

async function readCapped(request: Request, maxBytes: number, timeoutMs: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "timeout") {
        reader.cancel().catch(() => undefined);
        throw new AppError("request_timeout");
      }
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(() => undefined);
        throw new AppError("too_large");
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  try {
    // Decoded once, strictly: invalid UTF-8 is refused rather than turned into U+FFFD.
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_json");
  }
}
