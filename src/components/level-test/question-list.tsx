import { getTranslations } from "next-intl/server";
import type { TestQuestionView } from "@/content/level-test";
import type { Locale } from "@/i18n/locales";
import { latinRuns } from "@/lib/latin-runs";

/** A question's text with its gap ("___") drawn as a blank that a screen reader names. */
export function QuestionText({ text }: { text: string }) {
  const parts = text.split(/_{3,}/);
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          <span aria-hidden="true" className="mx-1 inline-block w-14 border-b-2 border-slate-500 align-baseline" />
          <span className="sr-only">(blank)</span>
        </>
      ) : null}
    </span>
  ));
}

/** An Arabic explanation with each English word or sentence quoted in it isolated left to right (src/lib/latin-runs.ts). */
export function ArabicWithEnglish({ text }: { text: string }) {
  return latinRuns(text).map((run, index) =>
    run.latin ? (
      <bdi key={index} dir="ltr" lang="en">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}

/**
 * One part's questions as radio groups: the number and skill in the visitor's language, the question, its text
 * to read and its options in English (left to right on the Arabic page too). Every group is required.
 */
export async function QuestionList({
  locale,
  questions,
  firstNumber,
}: {
  locale: Locale;
  questions: TestQuestionView[];
  firstNumber: number;
}) {
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  return (
    <ol className="grid gap-6">
      {questions.map((q, index) => (
        <li key={q.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {q.passage ? (
            <figure className="mb-4">
              <figcaption className="mb-2 text-sm font-semibold text-slate-600">{t("readText")}</figcaption>
              <blockquote
                lang="en"
                dir="ltr"
                className="rounded-xl bg-slate-50 p-4 text-start leading-relaxed text-slate-800"
              >
                {q.passage}
              </blockquote>
            </figure>
          ) : null}
          <fieldset>
            <legend className="w-full">
              <span className="block text-sm font-semibold text-english-700">
                {t("questionNumber", { number: firstNumber + index })} · {t(`skills.${q.skill}`)}
              </span>
              <span lang="en" dir="ltr" className="mt-2 block text-start text-lg font-semibold text-slate-900">
                <QuestionText text={q.question} />
              </span>
            </legend>
            <div lang="en" dir="ltr" className="mt-4 grid gap-2 sm:grid-cols-2">
              {q.options.map((option, choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2.5 text-slate-900 hover:border-primary-400 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
                >
                  <input
                    type="radio"
                    name={`q${q.id}`}
                    value={choice}
                    required
                    className="size-5 shrink-0 accent-primary-700"
                  />
                  <span>{option}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
