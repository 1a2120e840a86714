import { CalendarCheck, ExternalLink } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConversationCard, ExamCard, GeneralEnglishCard } from "@/components/course/english-cards";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ExternalButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { getEnglishTraining } from "@/content/catalog";
import { getSite } from "@/content/site";
import { getTrainingFigures } from "@/content/training";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/training/english">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/training/english", locale, { title: t("englishTitle"), description: t("englishDescription") });
}

export default async function EnglishTrainingPage({ params }: PageProps<"/[locale]/training/english">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "TrainingEnglish" });
  const common = await getTranslations({ locale, namespace: "Common" });
  const { general, conversation, exams } = await getEnglishTraining(locale);
  const site = await getSite(locale);
  const figures = getTrainingFigures(locale);

  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: t("title"), route: "/training/english" }}
        courses={[...general, ...conversation, ...exams].map((c) => ({
          name: c.title,
          description: c.description,
          route: c.pathSlug ? `/paths/${c.pathSlug}` : undefined,
        }))}
      />
      <PageHero badge={t("badge")} title={t("title")} description={t("description")}>
        {site.placementTestUrl ? (
          <div className="mt-8 flex justify-center">
            <ExternalButtonLink href={site.placementTestUrl} variant="accent" newTabLabel={common("newTab")}>
              {t("assessment")}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ExternalButtonLink>
          </div>
        ) : null}
      </PageHero>

      <section aria-label={t("statsLabel")} className="border-b border-slate-200 bg-white">
        <div className="container-page py-10">
          <StatList label={t("statsLabel")} className="grid-cols-2 md:grid-cols-4" stats={figures.english} />
        </div>
      </section>

      <Section id="general" title={t("generalTitle")} description={t("generalDescription")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {general.map((course) => (
            <li key={course.id}>
              <GeneralEnglishCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="conversation" tone="muted" title={t("conversationTitle")} description={t("conversationDescription")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {conversation.map((course) => (
            <li key={course.id}>
              <ConversationCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="exams" title={t("examTitle")} description={t("examDescription")}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {exams.map((course) => (
            <li key={course.id}>
              <ExamCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-5 rounded-2xl bg-english-700 p-8 text-center text-white sm:flex-row sm:text-start">
          <CalendarCheck aria-hidden="true" className="size-12 shrink-0" />
          <div className="flex-1">
            <h3 className="text-xl font-bold">{t("testCenterTitle")}</h3>
            <p className="mt-1 text-english-50">{t("testCenterText")}</p>
          </div>
          {site.examBookingUrl ? (
            <ExternalButtonLink href={site.examBookingUrl} variant="secondary" newTabLabel={common("newTab")}>
              {t("bookToefl")}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ExternalButtonLink>
          ) : null}
        </div>
      </Section>

      <Section id="why" tone="muted" title={t("whyTitle")}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <WhyChooseGrid
            items={[
              { icon: "award", title: t("whyCertified"), text: t("whyCertifiedText") },
              { icon: "target", title: t("whyPersonal"), text: t("whyPersonalText") },
              { icon: "trending-up", title: t("whyResults"), text: t("whyResultsText") },
            ]}
          />
          <StatList
            label={t("figuresLabel")}
            className="content-center gap-8 rounded-2xl bg-white p-8 shadow-sm"
            stats={figures.englishSide}
          />
        </div>
      </Section>

      <CtaBand
        title={t("ctaTitle")}
        description={t("ctaDescription")}
        action={{ href: "/contact?interest=english", label: t("ctaTrial") }}
        secondary={{ href: "/contact", label: t("ctaContact") }}
      />
    </>
  );
}
