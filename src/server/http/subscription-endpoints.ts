import "server-only";
import type { Locale } from "@/domain/leads/types";
import { LINK_TOKEN } from "@/lib/link-token";
import { clientAddress } from "@/lib/client-address";
import { localizedPath } from "@/lib/localized-path";
import { container } from "@/server/container";
import { isShuttingDown } from "@/lib/lifecycle";
import { logger } from "@/server/log";
import { AppError } from "@/domain/errors";
import { readBody } from "./body";
import { classify } from "./errors";
import { formAnswer } from "./form-answer";
import { assertSameOrigin, pageLocale } from "./origin";
import { consume } from "./rate-limit";
import { logFailure } from "./respond";

/** A confirmation or unsubscribe page's form: its token and language, a few hundred bytes. */
const MAX_BODY_BYTES = 2 * 1024;

const redirect = (route: string, locale: Locale) =>
  new Response(null, {
    status: 303,
    headers: { location: localizedPath(route, locale), "cache-control": "no-store" },
  });

/** The page's form: same origin, limited per client, its token and language read from the body. */
async function readPageForm(request: Request): Promise<{ token: string; locale: Locale }> {
  const c = container();
  if (isShuttingDown()) throw new AppError("store_unavailable", "shutting down");
  assertSameOrigin(request, c.env.SITE_URL);
  await consume(c.limiters.subscription, clientAddress(request, c.env.TRUST_PROXY));
  const body = await readBody(request, MAX_BODY_BYTES, c.env.BODY_TIMEOUT_MS);
  return {
    token: typeof body.data.t === "string" ? body.data.t : "",
    locale: body.data.locale === "ar" ? "ar" : "en",
  };
}

function failurePage(error: unknown, route: string, locale: Locale): Response {
  const failure = classify(error);
  logFailure(failure, { route, body: "form" });
  return formAnswer.failure("newsletter", locale, failure);
}

/**
 * POST /api/newsletter/confirm, from the confirmation page's button (a plain form: no JavaScript needed). The
 * link in the mail opens that page, and only this post confirms: a mail scanner that opens every link confirms
 * nothing. Answers with the confirmed page, or the confirmation page saying the link expired or is unknown.
 */
export async function handleConfirm(request: Request): Promise<Response> {
  let locale: Locale = pageLocale(request, container().env.SITE_URL);
  try {
    const form = await readPageForm(request);
    locale = form.locale;
    await container().ready();
    const outcome = await container().leads.confirm(form.token);
    logger.info({ outcome }, "newsletter confirmation");
    if (outcome === "confirmed" || outcome === "already") return redirect("/newsletter/confirmed", locale);
    return redirect(`/newsletter/confirm?state=${outcome}`, locale);
  } catch (error) {
    return failurePage(error, "/api/newsletter/confirm", locale);
  }
}

/**
 * POST /api/newsletter/unsubscribe.
 * - `?t=<token>` in the address: the one-click unsubscribe of RFC 8058, posted by the subscriber's mail program
 *   (List-Unsubscribe-Post: List-Unsubscribe=One-Click) from anywhere, so no same-origin check; the token is the
 *   authority. Answered with 200 and a line of text.
 * - Else the unsubscribe page's button (a plain form with the token): answered with the page saying it is done.
 */
export async function handleUnsubscribe(request: Request): Promise<Response> {
  const c = container();
  const oneClick = new URL(request.url).searchParams.get("t");
  if (oneClick !== null) {
    try {
      await consume(c.limiters.subscription, clientAddress(request, c.env.TRUST_PROXY));
      if (!LINK_TOKEN.test(oneClick)) return text("Unknown unsubscribe link.", 404);
      await c.ready();
      const outcome = await c.leads.unsubscribe(oneClick);
      logger.info({ outcome, oneClick: true }, "newsletter unsubscribe");
      return outcome === "unknown" ? text("Unknown unsubscribe link.", 404) : text("Unsubscribed.", 200);
    } catch (error) {
      const failure = classify(error);
      logFailure(failure, { route: "/api/newsletter/unsubscribe", oneClick: true });
      return text("Not unsubscribed, please try again later.", failure.code === "rate_limited" ? 429 : 503);
    }
  }
  let locale: Locale = pageLocale(request, container().env.SITE_URL);
  try {
    const form = await readPageForm(request);
    locale = form.locale;
    await c.ready();
    const outcome = await c.leads.unsubscribe(form.token);
    logger.info({ outcome }, "newsletter unsubscribe");
    return redirect(`/newsletter/unsubscribe?state=${outcome === "unknown" ? "unknown" : "done"}`, locale);
  } catch (error) {
    return failurePage(error, "/api/newsletter/unsubscribe", locale);
  }
}

function text(body: string, status: number): Response {
  return new Response(`${body}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
