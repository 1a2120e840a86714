import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LimitedList } from "@/components/course/course-bits";
import { AddToPlanButton } from "@/components/plan-builder/add-to-plan-button";
import { ProgrammeCard } from "@/components/course/programme-card";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
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
  const courses = await getTranslations({ locale, namespace: "Courses" });
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
            <li
              key={course.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid="end-user-card"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-it-50 text-it-700">
                <Icon name={course.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-bold text-primary-900">{course.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{course.description}</p>
              <div className="mt-4 flex-1">
                <LimitedList items={course.skills} limit={3} more="" label={courses("skills")} />
              </div>
              <div className="mt-6 flex flex-col gap-2">
                <AddToPlanButton courseId={course.id} course={course.title} />
                <ButtonLink href="/contact?interest=it" variant="secondary">
                  {courses("askAboutCourse")}
                  <span className="sr-only">: {course.title}</span>
                </ButtonLink>
              </div>
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
