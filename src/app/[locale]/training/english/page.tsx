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
import { getEnglishTrainingPage } from "@/content/training-pages";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/training/english">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/training/english", locale, (await getEnglishTrainingPage(locale)).meta);
}

export default async function EnglishTrainingPage({ params }: PageProps<"/[locale]/training/english">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { hero, figures, sections, why, cta } = await getEnglishTrainingPage(locale);
  const common = await getTranslations({ locale, namespace: "Common" });
  const { general, conversation, exams } = await getEnglishTraining(locale);
  const site = await getSite(locale);

  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: hero.title, route: "/training/english" }}
        courses={[...general, ...conversation, ...exams].map((c) => ({
          name: c.title,
          description: c.description,
          route: c.pathSlug ? `/paths/${c.pathSlug}` : undefined,
        }))}
      />
      <PageHero badge={hero.badge} title={hero.title} description={hero.description}>
        {site.placementTestUrl ? (
          <div className="mt-8 flex justify-center">
            <ExternalButtonLink href={site.placementTestUrl} variant="accent" newTabLabel={common("newTab")}>
              {hero.assessmentButton}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ExternalButtonLink>
          </div>
        ) : null}
      </PageHero>

      <section aria-label={figures.label} className="border-b border-slate-200 bg-white">
        <div className="container-page py-10">
          <StatList label={figures.label} className="grid-cols-2 md:grid-cols-4" stats={figures.stats} />
        </div>
      </section>

      <Section id="general" title={sections.general.title} description={sections.general.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {general.map((course) => (
            <li key={course.id}>
              <GeneralEnglishCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="conversation"
        tone="muted"
        title={sections.conversation.title}
        description={sections.conversation.description}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {conversation.map((course) => (
            <li key={course.id}>
              <ConversationCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="exams" title={sections.exams.title} description={sections.exams.description}>
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
            <h3 className="text-xl font-bold">{sections.testCentre.title}</h3>
            <p className="mt-1 text-english-50">{sections.testCentre.text}</p>
          </div>
          {site.examBookingUrl ? (
            <ExternalButtonLink href={site.examBookingUrl} variant="secondary" newTabLabel={common("newTab")}>
              {sections.testCentre.bookingButton}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ExternalButtonLink>
          ) : null}
        </div>
      </Section>

      <Section id="why" tone="muted" title={why.title}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <WhyChooseGrid items={why.reasons} />
          <StatList
            label={why.figuresLabel}
            className="content-center gap-8 rounded-2xl bg-white p-8 shadow-sm"
            stats={why.figures}
          />
        </div>
      </Section>

      <CtaBand
        title={cta.title}
        description={cta.description}
        action={{ href: "/contact?interest=english", label: cta.primaryButton }}
        secondary={{ href: "/contact", label: cta.secondaryButton }}
      />
    </>
  );
}
