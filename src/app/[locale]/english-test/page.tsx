import { CheckCircle2, Clock, ListChecks } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHero } from "@/components/ui/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { getQuestionBank } from "@/content/level-test";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";

// The test's front page, rendered once and renewed when the question bank is published again (its read is tagged).
export async function generateMetadata({ params }: PageProps<"/[locale]/english-test">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  return pageMetadata("/english-test", locale, { title: t("metaTitle"), description: t("metaDescription") });
}

export default async function EnglishTestPage({ params }: PageProps<"/[locale]/english-test">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  const questions = (await getQuestionBank(locale)).length;
  const steps = [t("how1"), t("how2"), t("how3"), t("how4")];
  return (
    <>
      <PageHero badge={t("badge")} title={t("title")} description={t("intro")}>
        <ul className="mt-6 flex flex-wrap justify-center gap-3 text-sm font-semibold text-primary-50">
          <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {t("duration")}
          </li>
          <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5">
            <ListChecks aria-hidden="true" className="size-4" />
            {t("questionsCount", { count: questions })}
          </li>
        </ul>
        <ButtonLink href="/english-test/take" variant="accent" className="mt-8 px-8 text-base" data-testid="start-test">
          {t("start")}
        </ButtonLink>
      </PageHero>
      <section aria-labelledby="how-title" className="bg-white py-16">
        <div className="container-page max-w-3xl">
          <h2 id="how-title" className="text-2xl font-bold text-primary-900">
            {t("howTitle")}
          </h2>
          <ul className="mt-6 grid gap-4">
            {steps.map((step) => (
              <li key={step} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-english-700" />
                <span>{step}</span>
              </li>
            ))}
          </ul>
          <ButtonLink href="/english-test/take" className="mt-10">
            {t("start")}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
