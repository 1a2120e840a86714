import "server-only";
import { createTranslator } from "next-intl";
import { z } from "zod";
import { AppError } from "@/domain/errors";
import { isArabic } from "@/domain/advisor/normalize";
import { isLocale, locales, type Locale } from "@/i18n/locales";
import { container } from "@/server/container";
import { logger } from "@/server/log";
import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import { readBody } from "./body";
import { clientAddress } from "@/lib/client-address";
import { assertSameOrigin, pageLocale } from "./origin";
import { consume } from "./rate-limit";
import { classify, describeCause, errorHeaders, httpStatus, isServerFault } from "./errors";
import { json } from "./respond";

export const MAX_ADVISOR_BODY = 64 * 1024;

/** The spec's contract: { messages, model, temperature }. Model and temperature are the server's to decide. */
const advisorRequest = z.object({
  messages: z
    .array(z.object({ role: z.string().max(20), content: z.string().max(20_000) }))
    .min(1)
    .max(1000),
  model: z.string().max(100).optional(),
  temperature: z.number().optional(),
  locale: z.enum(locales).optional(),
});

function localeOf(data: Record<string, unknown>): Locale {
  if (isLocale(data.locale)) return data.locale;
  const messages = Array.isArray(data.messages) ? data.messages : [];
  const last = messages.at(-1) as { content?: unknown } | undefined;
  return typeof last?.content === "string" && isArabic(last.content) ? "ar" : "en";
}

/** POST /api/ai-advisor: JSON { message } or { error }, or a text/event-stream when the client asks for one. */
export async function handleAdvisorPost(request: Request): Promise<Response> {
  const c = container();
  let locale: Locale = pageLocale(request, c.env.SITE_URL);
  const t = () => createTranslator({ locale, messages: locale === "ar" ? ar : en, namespace: "Advisor" });
  try {
    assertSameOrigin(request, c.env.SITE_URL);
    await consume(c.limiters.advisor, clientAddress(request, c.env.TRUST_PROXY));
    const body = await readBody(request, MAX_ADVISOR_BODY, c.env.BODY_TIMEOUT_MS);
    if (body.kind !== "json") throw new AppError("unsupported_media_type");
    locale = localeOf(body.data);
    const parsed = advisorRequest.safeParse(body.data);
    if (!parsed.success) throw new AppError("validation");
    const input = { messages: parsed.data.messages, temperature: parsed.data.temperature, locale: parsed.data.locale };

    if ((request.headers.get("accept") ?? "").includes("text/event-stream")) {
      const encoder = new TextEncoder();
      const events = c.advisor.replyStream(input);
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await events.next();
            if (next.done) return controller.close();
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
          } catch (error) {
            logger.error({ err: error instanceof Error ? error.message : String(error) }, "advisor stream broke");
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ error: t()("fallback") })}\n\n`));
            controller.close();
          }
        },
        async cancel() {
          await events.return(undefined);
        },
      });
      return new Response(stream, {
        headers: {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          "x-accel-buffering": "no",
        },
      });
    }
    const { message, source } = await c.advisor.reply(input);
    return json({ message }, { headers: { "x-advisor-source": source } });
  } catch (error) {
    const appError = classify(error);
    const status = httpStatus[appError.code];
    if (isServerFault(appError))
      logger.error({ code: appError.code, err: describeCause(appError) }, "advisor request failed");
    const text =
      appError.code === "rate_limited"
        ? t()("rateLimited")
        : appError.code === "too_large"
          ? t()("tooLarge")
          : status >= 500
            ? t()("fallback")
            : t()("invalid");
    return json({ error: text, code: appError.code }, { status, headers: errorHeaders(appError) });
  }
}
