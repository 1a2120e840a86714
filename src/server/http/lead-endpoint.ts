import "server-only";
import type { ZodMiniType } from "zod/mini";
import { AppError } from "@/domain/errors";
import type { LeadKind } from "@/domain/leads/types";
import { botSignals, HONEYPOT_FIELD, MIN_FILL_MS } from "@/schemas/submission";
import { fieldErrors } from "@/schemas/fields";
import { container } from "@/server/container";
import { logger } from "@/server/log";
import { readBody } from "./body";
import { formAnswer } from "./form-answer";
import { assertSameOrigin, clientAddress } from "./origin";
import { consume } from "./rate-limit";
import { errorResponse, json } from "./respond";
import { isShuttingDown } from "../shutdown";

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
  const address = clientAddress(request, c.env.TRUST_PROXY);
  // Known before the body is read, so a plain form post refused while reading (413, 408) still gets a page.
  let bodyKind: "json" | "form" =
    (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() ===
    "application/x-www-form-urlencoded"
      ? "form"
      : "json";
  let locale: "en" | "ar" = "en";
  try {
    // This instance is stopping: a clean 503 before anything is stored (the balancer tries another one).
    if (isShuttingDown()) throw new AppError("store_unavailable", "shutting down");
    assertSameOrigin(request, c.env.SITE_URL);
    await consume(c.limiters[kind], address);
    const body = await readBody(request, MAX_BODY_BYTES, c.env.BODY_TIMEOUT_MS);
    bodyKind = body.kind;
    if (body.data.locale === "ar") locale = "ar";

    const key = request.headers.get("idempotency-key") ?? undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError("validation", "bad idempotency key", { fields: { form: "idempotencyKey.invalid" } });
    }

    // Bots: a filled honeypot, or a form sent faster than a person can type. They are told "sent".
    const signals = botSignals.safeParse(body.data);
    const honeypot = signals.success ? (signals.data.website ?? "") : "";
    const startedAt = signals.success ? signals.data.startedAt : undefined;
    const tooFast = startedAt !== undefined && started - startedAt < MIN_FILL_MS;
    const missingTimer = body.kind === "json" && startedAt === undefined;
    if (honeypot !== "" || tooFast || missingTimer) {
      logger.info(
        { kind, reason: honeypot ? "honeypot" : tooFast ? "too_fast" : "no_timer" },
        "bot submission ignored",
      );
      const ref = `${kind[0]!.toUpperCase()}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
      return bodyKind === "form" ? formAnswer.success(kind, locale) : json({ ref }, { status: 201 });
    }
    delete body.data[HONEYPOT_FIELD];

    const parsed = schema.safeParse({ ...body.data, locale });
    if (!parsed.success) {
      throw new AppError("validation", "invalid input", { fields: fieldErrors(parsed.error.issues) });
    }
    await c.ready();
    const result = await c.leads.submit(kind, parsed.data as never, key);
    c.worker.poke();
    logger.info({ kind, ref: result.ref, duplicate: result.duplicate, ms: Date.now() - started }, "lead stored");
    if (bodyKind === "form") return formAnswer.success(kind, locale);
    return json(
      { ref: result.ref },
      { status: 201, headers: result.duplicate ? { "idempotent-replayed": "true" } : {} },
    );
  } catch (error) {
    if (!(error instanceof AppError) && isStoreFault(error)) {
      error = new AppError("store_unavailable", "store unavailable", {}, { cause: error });
    }
    if (bodyKind === "form" && error instanceof AppError) {
      logger.info({ kind, code: error.code }, "form post refused");
      return formAnswer.failure(kind, locale, error);
    }
    return errorResponse(error, { kind, route: new URL(request.url).pathname });
  }
}

/** Faults from the database driver or the migrator: the store cannot be reached or written. */
function isStoreFault(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string } | undefined;
  if (!e) return false;
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "57P01",
      "57P03",
      "57014", // statement timeout
      "53300", // too many connections
      "53000", // insufficient resources
      "08000",
      "08003",
      "08006",
      "08001",
      "SQLITE_BUSY",
      "SQLITE_IOERR",
      "SQLITE_FULL",
      "SQLITE_CANTOPEN",
    ].includes(e.code ?? "") || /connect|terminat|timeout|database/i.test(e.message ?? "")
  );
}
