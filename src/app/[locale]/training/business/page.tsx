import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusinessCard } from "@/components/course/business-card";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { getBusinessTraining } from "@/content/catalog";
import { getSite } from "@/content/site";
import { getBusinessTrainingPage } from "@/content/training-pages";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/training/business">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/training/business", locale, (await getBusinessTrainingPage(locale)).meta);
}

export default async function BusinessTrainingPage({ params }: PageProps<"/[locale]/training/business">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { hero, sections, why, cta } = await getBusinessTrainingPage(locale);
  const common = await getTranslations({ locale, namespace: "Common" });
  const courses = await getBusinessTraining(locale);
  const site = await getSite(locale);

  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: hero.title, route: "/training/business" }}
        courses={courses.map((c) => ({ name: c.title, description: c.description, route: `/paths/${c.pathSlug}` }))}
      />
      <PageHero badge={hero.badge} title={hero.title} description={hero.description}>
        <p className="mt-4 text-sm font-medium text-primary-200">{hero.parentLine}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/contact?interest=business" variant="accent">
            {hero.button}
          </ButtonLink>
        </div>
      </PageHero>

      <Section id="courses" title={sections.courses.title} description={sections.courses.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
              <BusinessCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why" tone="muted" title={why.title}>
        <WhyChooseGrid items={why.reasons} />
        <StatList
          stats={why.figures}
          label={why.figuresLabel}
          className="mt-12 grid-cols-2 rounded-2xl bg-white p-8 shadow-sm md:grid-cols-4"
        />
      </Section>

      <CtaBand
        title={cta.title}
        description={cta.description}
        action={{ href: "/contact?interest=business", label: cta.primaryButton }}
        secondary={{
          href: `${site.whatsappHref}?${new URLSearchParams({ text: cta.brochureMessage }).toString()}`,
          label: `${cta.brochureButton} ${cta.brochureHint}`,
          newTabLabel: common("newTab"),
        }}
      />
    </>
  );
}
