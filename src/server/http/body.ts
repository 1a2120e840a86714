import "server-only";
import { AppError } from "@/domain/errors";

export type BodyKind = "json" | "form";

/**
 * Reads a request body of at most maxBytes, refusing more as soon as it is seen (413), then parses it
 * as JSON or as a URL-encoded form (anything else: 415). Returns a plain object without a prototype.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<{ kind: BodyKind; data: Record<string, unknown> }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const kind: BodyKind | undefined =
    type === "application/json" ? "json" : type === "application/x-www-form-urlencoded" ? "form" : undefined;
  if (!kind) throw new AppError("unsupported_media_type");

  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("too_large");

  const text = await readCapped(request, maxBytes);
  if (kind === "form") {
    const data: Record<string, unknown> = Object.create(null);
    for (const [key, value] of new URLSearchParams(text)) {
      if (key === "courses")
        ((data.courses as string[] | undefined) ?? ((data.courses = [] as string[]) as string[])).push(value);
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

async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("too_large");
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}
