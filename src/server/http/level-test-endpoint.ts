import "server-only";
import { AppError } from "@/domain/errors";
import { answerBand, levelTestHref, progress } from "@/lib/level-test";
import { getQuestionBank } from "@/content/level-test";
import { localizedPath } from "@/lib/localized-path";
import { isLocale, type Locale } from "@/i18n/locales";
import { container } from "@/server/container";
import { signAnswers, verifiedAnswers } from "@/content/level-test-state";
import { readBody } from "./body";
import { assertSameOrigin, pageLocale } from "./origin";
import { errorResponse, json, logFailure } from "./respond";
import { classify } from "./errors";

/** Largest page of answers: a band's few fields, with room to spare. */
const MAX_BODY_BYTES = 16 * 1024;

/** The test's next address for these answers, in the visitor's language. */
function levelTestAddress(state: string, finished: boolean, locale: Locale): string {
  return localizedPath(levelTestHref(state, finished), locale);
}

/**
 * POST /api/level-test/answer: one page (band) of the English level test. Scored here, never in the browser; the
 * answers so far travel in the test's address (`state`), signed here (src/content/level-test-state.ts). A plain
 * form post (no JavaScript) is answered with a redirect to the next page; the page's script gets `{ next }` as JSON
 * and goes there without a reload. Nothing is stored: the test becomes a lead only when the visitor asks to be
 * called (/api/level-test).
 */
export async function handleLevelTestAnswer(request: Request): Promise<Response> {
  const c = container();
  let bodyKind: "json" | "form" = (request.headers.get("content-type") ?? "").includes("form") ? "form" : "json";
  // The page's language until the body says its own: a refusal before the body still answers in it.
  let locale: Locale = pageLocale(request, c.env.SITE_URL);
  let state = "";
  try {
    assertSameOrigin(request, c.env.SITE_URL);
    const body = await readBody(request, MAX_BODY_BYTES, c.env.BODY_TIMEOUT_MS);
    bodyKind = body.kind;
    if (isLocale(body.data.locale)) locale = body.data.locale;
    state = typeof body.data.state === "string" ? body.data.state : "";
    // Only a state this server signed (or the start): a made-up one is no attempt.
    const answers = verifiedAnswers(state);
    if (!answers) throw new AppError("validation", "bad test state", { fields: { answers: "answers.invalid" } });
    const bank = await getQuestionBank(locale);
    const step = answerBand(bank, answers, body.data);
    if ("error" in step) throw new AppError("validation", step.error, { fields: { answers: step.error } });
    const next = signAnswers(step.answers);
    const href = levelTestHref(next, !progress(bank, step.answers).next);
    if (bodyKind === "form") {
      const location = localizedPath(href, locale);
      return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
    }
    // The page's script goes there with the site's router, which adds the language's prefix itself.
    return json({ next: href });
  } catch (error) {
    const failure = classify(error);
    const context = { route: "/api/level-test/answer", body: bodyKind };
    if (bodyKind === "json") return errorResponse(failure, context);
    logFailure(failure, context);
    // Back to the same page, which says what is wrong in the visitor's language.
    const problem =
      failure.code === "validation" ? String(failure.details.fields?.answers ?? "answers.invalid") : "request";
    const back = `${levelTestAddress(state, false, locale)}&e=${encodeURIComponent(problem)}`;
    return new Response(null, { status: 303, headers: { location: back, "cache-control": "no-store" } });
  }
}
