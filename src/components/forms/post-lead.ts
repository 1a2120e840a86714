"use client";
import { leadSource } from "./lead-source";

/** What the browser learns from posting a lead. `code` is a FormErrors.request key; `fields` are field error codes. */
export type PostResult =
  | { ok: true; ref: string }
  | {
      ok: false;
      code: "validation" | "rate_limited" | "store_unavailable" | "too_large" | "network" | "generic";
      fields?: Record<string, string>;
    };

function newKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Posts a lead as JSON with one Idempotency-Key per attempt; a network failure is retried once with the
 * same key, so a request that reached the server but lost its answer never stores the lead twice.
 */
export async function postLead(url: string, body: Record<string, unknown>): Promise<PostResult> {
  const key = newKey();
  // Where the lead came from (landing page, referrer, UTM tags, device): the same on the retry.
  const payload = JSON.stringify({ ...body, source: leadSource() });
  for (let attempt = 0; attempt < 2; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: payload,
      });
    } catch {
      if (attempt === 0) {
        await new Promise((resolve) => setTimeout(resolve, 800));
        continue;
      }
      return { ok: false, code: "network" };
    }
    const data = (await response.json().catch(() => ({}))) as {
      ref?: string;
      error?: string;
      fields?: Record<string, string>;
    };
    if (response.status === 201 && data.ref) return { ok: true, ref: data.ref };
    if (response.status === 400 && data.error === "validation")
      return { ok: false, code: "validation", fields: data.fields };
    if (response.status === 429) return { ok: false, code: "rate_limited" };
    if (response.status === 503) return { ok: false, code: "store_unavailable" };
    if (response.status === 413) return { ok: false, code: "too_large" };
    return { ok: false, code: "generic" };
  }
  return { ok: false, code: "network" };
}
