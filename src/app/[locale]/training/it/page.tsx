import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { EndUserCard } from "@/components/course/end-user-card";
import { ProgrammeCard } from "@/components/course/programme-card";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { getItTraining } from "@/content/catalog";
import { getItTrainingPage } from "@/content/training-pages";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/training/it">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/training/it", locale, (await getItTrainingPage(locale)).meta);
}

export default async function ItTrainingPage({ params }: PageProps<"/[locale]/training/it">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { hero, sections, why, cta } = await getItTrainingPage(locale);
  const { programmes, endUserCourses } = await getItTraining(locale);

  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: hero.title, route: "/training/it" }}
        courses={[...programmes, ...endUserCourses].map((c) => ({
          name: c.title,
          description: c.description,
          route: "pathSlug" in c && c.pathSlug ? `/paths/${c.pathSlug}` : undefined,
        }))}
      />
      <PageHero badge={hero.badge} title={hero.title} description={hero.description}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/start-learning" variant="accent">
            {hero.primaryButton}
          </ButtonLink>
          <ButtonLink href="/contact" variant="inverse">
            {hero.secondaryButton}
          </ButtonLink>
        </div>
      </PageHero>

      <Section id="programmes" title={sections.programmes.title} description={sections.programmes.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {programmes.map((programme) => (
            <li key={programme.id}>
              <ProgrammeCard locale={locale} programme={programme} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="end-user" tone="muted" title={sections.endUser.title} description={sections.endUser.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {endUserCourses.map((course) => (
            <li key={course.id}>
              <EndUserCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why" title={why.title}>
        <WhyChooseGrid items={why.reasons} />
      </Section>

      <CtaBand
        title={cta.title}
        description={cta.description}
        action={{ href: "/start-learning", label: cta.primaryButton }}
        secondary={{ href: "/contact", label: cta.secondaryButton }}
      />
    </>
  );
}
