import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BandForm } from "@/components/level-test/band-form";
import { QuestionList } from "@/components/level-test/question-list";
import { getQuestionBank, questionView } from "@/content/level-test";
import { bandsOf, progress, levelTestHref } from "@/lib/level-test";
import { verifiedAnswers } from "@/content/level-test-state";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";
import { redirect } from "@/i18n/navigation";

export async function generateMetadata({ params }: PageProps<"/[locale]/english-test/take">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  return pageMetadata("/english-test/take", locale, { title: t("title"), description: t("intro"), index: false });
}

const param = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * One part (CEFR band) of the level test, for the answers so far in the address (`?s=`). Rendered on request: the
 * answers are the visitor's own, signed by the server (src/content/level-test-state.ts). The right options never
 * reach this page; an unreadable or made-up address starts over.
 */
export default async function LevelTestPartPage({ params, searchParams }: PageProps<"/[locale]/english-test/take">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const state = param(query.s);
  const answers = verifiedAnswers(state);
  if (!answers) return redirect({ href: "/english-test/take", locale });
  const bank = await getQuestionBank(locale);
  const bands = bandsOf(bank);
  if (!bands.length) notFound();
  const { next } = progress(bank, answers);
  if (!next) return redirect({ href: levelTestHref(state, true), locale });

  const t = await getTranslations({ locale, namespace: "LevelTest" });
  const errors = await getTranslations({ locale, namespace: "FormErrors" });
  const part = bands.indexOf(next) + 1;
  const questions = bank.filter((q) => q.level === next).map(questionView);
  const firstNumber = bank.filter((q) => bands.indexOf(q.level) < part - 1).length + 1;
  const problem = param(query.e);
  const errorText =
    problem === "answers.missing" || problem === "answers.invalid"
      ? errors(problem)
      : problem
        ? errors("request.generic")
        : undefined;
  return (
    <section aria-labelledby="level-test-heading" className="bg-slate-50 py-10 sm:py-14">
      <div className="container-page max-w-3xl">
        <p className="text-sm font-semibold text-english-700">{t("title")}</p>
        <h1
          id="level-test-heading"
          tabIndex={-1}
          className="mt-2 text-2xl font-bold text-primary-900 outline-none sm:text-3xl"
        >
          {t("part", { part, parts: bands.length })} · {t("levelOfPart", { level: next })}
        </h1>
        <progress
          className="mt-4 block h-2 w-full overflow-hidden rounded-full bg-slate-200 accent-english-600 [&::-moz-progress-bar]:bg-english-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-english-600"
          aria-label={t("part", { part, parts: bands.length })}
          max={bands.length}
          value={part}
        />
        <p className="mt-4 text-slate-700">{t("partHint")}</p>
        <div className="mt-8">
          <BandForm
            key={state}
            hidden={{ state, band: next, locale }}
            error={errorText}
            labels={{
              submit: part === bands.length ? t("finish") : t("next"),
              sending: t("sending"),
              errorTitle: t("errorTitle"),
              errors: {
                "answers.missing": errors("answers.missing"),
                "answers.invalid": errors("answers.invalid"),
                rate_limited: errors("request.rate_limited"),
                network: errors("request.network"),
                generic: errors("request.generic"),
              },
            }}
          >
            <QuestionList locale={locale} questions={questions} firstNumber={firstNumber} />
          </BandForm>
        </div>
      </div>
    </section>
  );
}
