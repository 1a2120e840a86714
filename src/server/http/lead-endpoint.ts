import "server-only";
import { createHash } from "node:crypto";
import type { ZodMiniType } from "zod/mini";
import { AppError } from "@/domain/errors";
import type { LeadKind, Locale } from "@/domain/leads/types";
import { isLocale } from "@/i18n/locales";
import { fieldErrors } from "@/schemas/fields";
import { parseLeadSource, sourceField, sourceFromReferer } from "@/schemas/lead-source";
import { HONEYPOT_FIELD, spamSignal } from "@/schemas/submission";
import { container } from "@/server/container";
import { isShuttingDown } from "@/lib/lifecycle";
import { logger } from "@/server/log";
import { readBody } from "./body";
import { classify } from "./errors";
import { formAnswer } from "./form-answer";
import { clientAddress } from "@/lib/client-address";
import { assertSameOrigin, pageLocale } from "./origin";
import { consume } from "./rate-limit";
import { errorResponse, json, logFailure } from "./respond";

/** Largest accepted body: the longest message (5,000 characters of up to 4 bytes) with room to spare. */
export const MAX_BODY_BYTES = 32 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * POST handler shared by /api/contact, /api/plan and /api/newsletter. JSON callers get JSON;
 * plain HTML form posts (no JavaScript) get a page: a redirect to the success page, or an error page.
 */
export async function handleLeadPost(request: Request, kind: LeadKind, schema: ZodMiniType): Promise<Response> {
  const started = Date.now();
  const c = container();
  // Known before the body is read, so a plain form post refused while reading (413, 408) still gets a page.
  let bodyKind: "json" | "form" =
    (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() ===
    "application/x-www-form-urlencoded"
      ? "form"
      : "json";
  // The page's language until the body says its own: a refusal before the body still answers in it.
  let locale: Locale = pageLocale(request, c.env.SITE_URL);
  try {
    // This instance is stopping: a clean 503 before anything is stored (the balancer tries another one).
    if (isShuttingDown()) throw new AppError("store_unavailable", "shutting down");
    assertSameOrigin(request, c.env.SITE_URL);
    await consume(c.limiters[kind], clientAddress(request, c.env.TRUST_PROXY));
    const body = await readBody(request, MAX_BODY_BYTES, c.env.BODY_TIMEOUT_MS);
    bodyKind = body.kind;
    if (isLocale(body.data.locale)) locale = body.data.locale;

    const key = request.headers.get("idempotency-key") ?? undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError("validation", "bad idempotency key", { fields: { form: "idempotencyKey.invalid" } });
    }
    const parsed = schema.safeParse({ ...body.data, [HONEYPOT_FIELD]: undefined, locale });
    if (!parsed.success) {
      throw new AppError("validation", "invalid input", { fields: fieldErrors(parsed.error.issues) });
    }
    // From the page's script (JSON, or a hidden field it filled); else, for a plain form post, the page it was
    // sent from and that page's UTM tags (the Referer of this site's own page).
    const source =
      parseLeadSource(sourceField(body.data.source)) ??
      sourceFromReferer(request.headers.get("referer"), [
        new URL(c.env.SITE_URL).origin,
        // The Origin of this post, which assertSameOrigin accepted as this site's.
        ...(request.headers.get("origin") ? [request.headers.get("origin")!] : []),
      ]);
    const input = { ...(parsed.data as { email: string; locale: Locale } & Record<string, unknown>), source };
    // A suspected bot (honeypot filled, no or an impossible form timer) is stored for review, not mailed.
    const spam = spamSignal(body.data, started, body.kind);
    await c.ready();
    const result = await c.leads.submit(kind, input, {
      spam,
      idempotency: key ? { key, fingerprint: fingerprint(input) } : undefined,
    });
    if (!spam) c.worker.poke();
    logger.info(
      { kind, ref: result.ref, duplicate: result.duplicate, spam, ms: Date.now() - started },
      spam ? "lead stored as suspected spam" : "lead stored",
    );
    if (bodyKind === "form") return formAnswer.success(kind, locale);
    return json(
      { ref: result.ref },
      { status: 201, headers: result.duplicate ? { "idempotent-replayed": "true" } : {} },
    );
  } catch (error) {
    const failure = classify(error);
    const context = { kind, route: new URL(request.url).pathname, body: bodyKind };
    if (bodyKind === "json") return errorResponse(failure, context);
    logFailure(failure, context);
    return formAnswer.failure(kind, locale, failure);
  }
}

/** The validated body as the key's fingerprint: a retry must send the same fields (their order aside). */
function fingerprint(input: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(input)
      .sort()
      .map((k) => [k, input[k]]),
  );
  return createHash("sha256").update(canonical).digest("hex");
}
