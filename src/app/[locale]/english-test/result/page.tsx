import { CheckCircle2, XCircle } from "lucide-react";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GeneralEnglishCard } from "@/components/course/english-cards";
import { Field, inputClass } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { LeadSourceField } from "@/components/forms/lead-source-field";
import { ArabicWithEnglish, QuestionText } from "@/components/level-test/question-list";
import { IntakeCard } from "@/components/schedule/intake-card";
import { PageHero } from "@/components/ui/page-hero";
import { ButtonLink, buttonClass } from "@/components/ui/button-link";
import { getCourses } from "@/content/catalog";
import { getIntakes } from "@/content/intakes";
import { getQuestionBank } from "@/content/level-test";
import { progress, stageFor, levelTestHref } from "@/lib/level-test";
import { verifiedAnswers } from "@/content/level-test-state";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";
import { redirect } from "@/i18n/navigation";
import { limits } from "@/schemas/limits";

export async function generateMetadata({ params }: PageProps<"/[locale]/english-test/result">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  return pageMetadata("/english-test/result", locale, {
    title: t("resultMeta"),
    description: t("intro"),
    index: false,
  });
}

const contactInputs = [
  { name: "fullName", type: "text", maxLength: limits.fullName, autoComplete: "name", required: true },
  { name: "email", type: "email", maxLength: limits.email, autoComplete: "email", dir: "ltr", required: true },
  { name: "phone", type: "tel", maxLength: limits.phone, autoComplete: "tel", dir: "ltr", required: false },
] as const;

/** One part of the result page: a titled band, white or muted. */
function Part({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone: "white" | "muted";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${tone === "white" ? "bg-white" : "bg-slate-50"} py-12`}>
      <div className="container-page max-w-3xl">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-primary-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The level test's result, scored on the server from the answers in the address (which it signed): the CEFR level
 * and what it means, each part's score, the General English stage to start at with its next classes, the free
 * placement interview (the one step that stores anything: a lead of kind `level-test`), and the questions missed.
 */
export default async function LevelTestResultPage({
  params,
  searchParams,
}: PageProps<"/[locale]/english-test/result">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const s = (await searchParams).s;
  const state = typeof s === "string" ? s : "";
  // Only the visitor's own attempt, as the server scored and signed it: a made-up address would show the right
  // answer to every question it claims was missed.
  const answers = state === "" ? undefined : verifiedAnswers(state);
  if (!answers) return redirect({ href: "/english-test/take", locale });
  const bank = await getQuestionBank(locale);
  const result = progress(bank, answers);
  if (result.next || !result.scores.length) return redirect({ href: levelTestHref(state, false), locale });

  const t = await getTranslations({ locale, namespace: "LevelTest" });
  const forms = await getTranslations({ locale, namespace: "Forms" });
  const stageSlug = stageFor(result);
  const stage = (await getCourses(locale)).find((c) => c.id === stageSlug && c.type === "english-general");
  const intakes = stage
    ? (await getIntakes(locale))
        .filter(
          (intake) =>
            intake.startDate &&
            ((intake.of.kind === "course" && intake.of.slug === stage.id) ||
              (intake.of.kind === "path" && stage.pathSlug !== undefined && intake.of.slug === stage.pathSlug)),
        )
        .slice(0, 3)
    : [];
  const done = new Set(result.scores.map((score) => score.band));
  const missed = bank.filter((q) => done.has(q.level) && answers.chosen.get(q.id) !== q.answer);
  const title = result.level === "pre-A1" ? t("resultTitlePreA1") : t("resultTitle", { level: result.level });

  return (
    <>
      <PageHero badge={t("resultBadge")} title={title} description={t(`levelMeaning.${result.level}`)}>
        <div data-testid="level-result" data-level={result.level} />
      </PageHero>

      <Part id="scores" title={t("scoresTitle")} tone="white">
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {result.scores.map((score) => (
            <li
              key={score.band}
              className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3"
            >
              <span className="font-semibold text-slate-900">
                <bdi dir="ltr">{score.band}</bdi>
              </span>
              <span className="text-slate-700">{t("scoreLine", { right: score.right, total: score.total })}</span>
              <span
                className={`inline-flex items-center gap-1 text-sm font-semibold ${score.passed ? "text-english-700" : "text-slate-600"}`}
              >
                {score.passed ? (
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                ) : (
                  <XCircle aria-hidden="true" className="size-4" />
                )}
                {score.passed ? t("passed") : t("notPassed")}
              </span>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="stage" title={t("stageTitle")} tone="muted">
        {stage ? (
          <>
            <p className="mt-3 text-slate-700">{t("stageIntro")}</p>
            <div className="mt-6" data-testid="recommended-stage" data-stage={stage.id}>
              <GeneralEnglishCard locale={locale} course={stage} />
            </div>
            <h3 className="mt-10 text-xl font-bold text-primary-900">{t("intakesTitle")}</h3>
            {intakes.length ? (
              <ul className="mt-4 grid gap-4">
                {intakes.map((intake) => (
                  <li key={intake.id}>
                    <IntakeCard locale={locale} intake={intake} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">{t("noIntakes")}</p>
            )}
            <ButtonLink
              href={{ pathname: "/schedule", query: { area: "english" } }}
              variant="secondary"
              className="mt-6"
            >
              {t("seeSchedule")}
            </ButtonLink>
          </>
        ) : (
          <p className="mt-3 text-slate-700">{t("stageMissing")}</p>
        )}
      </Part>

      <Part id="interview" title={t("interviewTitle")} tone="white">
        <p className="mt-3 text-slate-700">{t("interviewText")}</p>
        <form
          method="post"
          action="/api/level-test"
          className="mt-6 grid gap-1 rounded-2xl border border-slate-200 p-5 sm:p-6"
          data-testid="level-test-lead-form"
        >
          <input type="hidden" name="answers" value={state} />
          <input type="hidden" name="locale" value={locale} />
          <LeadSourceField />
          {contactInputs.map(({ name, required, ...input }) => (
            <Field key={name} id={`level-test-${name}`} label={t(name)} hint={required ? undefined : forms("optional")}>
              <input id={`level-test-${name}`} name={name} required={required} className={inputClass} {...input} />
            </Field>
          ))}
          <Honeypot form="level-test" />
          <p className="text-sm text-slate-600">{t("privacy")}</p>
          <button type="submit" className={buttonClass("primary", "mt-3 w-full sm:w-auto")}>
            {t("send")}
          </button>
        </form>
      </Part>

      <Part id="review" title={t("reviewTitle")} tone="muted">
        {missed.length ? (
          <details className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
            <summary className="min-h-11 cursor-pointer font-semibold text-primary-800">
              {t("reviewSummary", { count: missed.length })}
            </summary>
            <ol className="mt-4 grid gap-5">
              {missed.map((q) => {
                const chosen = answers.chosen.get(q.id);
                return (
                  <li key={q.id} className="border-t border-slate-200 pt-4">
                    <p lang="en" dir="ltr" className="text-start font-semibold text-slate-900">
                      <QuestionText text={q.question} />
                    </p>
                    <dl className="mt-2 grid gap-1 text-sm">
                      <div className="flex flex-wrap gap-2">
                        <dt className="text-slate-600">{t("yourAnswer")}:</dt>
                        <dd lang="en" dir="ltr" className="text-red-700">
                          {chosen === undefined ? "—" : q.options[chosen]}
                        </dd>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <dt className="text-slate-600">{t("rightAnswer")}:</dt>
                        <dd lang="en" dir="ltr" className="font-semibold text-english-700">
                          {q.options[q.answer]}
                        </dd>
                      </div>
                    </dl>
                    {q.explanation ? (
                      <p className="mt-2 text-slate-700">
                        {locale === "ar" ? <ArabicWithEnglish text={q.explanation} /> : q.explanation}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </details>
        ) : (
          <p className="mt-3 text-slate-700">{t("reviewNone")}</p>
        )}
        <ButtonLink href="/english-test/take" variant="secondary" className="mt-8">
          {t("again")}
        </ButtonLink>
      </Part>
    </>
  );
}
