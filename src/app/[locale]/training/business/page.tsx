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
import { getTrainingFigures } from "@/content/training";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/training/business">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/training/business", locale, {
    title: t("businessTitle"),
    description: t("businessDescription"),
  });
}

export default async function BusinessTrainingPage({ params }: PageProps<"/[locale]/training/business">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "TrainingBusiness" });
  const common = await getTranslations({ locale, namespace: "Common" });
  const courses = await getBusinessTraining(locale);
  const site = await getSite(locale);
  const figures = getTrainingFigures(locale);

  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: t("title"), route: "/training/business" }}
        courses={courses.map((c) => ({ name: c.title, description: c.description, route: `/paths/${c.pathSlug}` }))}
      />
      <PageHero badge={t("badge")} title={t("title")} description={t("description")}>
        <p className="mt-4 text-sm font-medium text-primary-200">{t("parentLine", { group: site.parentCompany })}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/contact?interest=business" variant="accent">
            {t("contact")}
          </ButtonLink>
        </div>
      </PageHero>

      <Section id="courses" title={t("coursesTitle")} description={t("coursesDescription")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
              <BusinessCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why" tone="muted" title={t("whyTitle")}>
        <WhyChooseGrid
          items={[
            { icon: "users", title: t("whyExperts"), text: t("whyExpertsText") },
            { icon: "briefcase", title: t("whyCurriculum"), text: t("whyCurriculumText") },
            { icon: "clipboard-list", title: t("whyPractical"), text: t("whyPracticalText") },
            { icon: "trending-up", title: t("whyCareer"), text: t("whyCareerText") },
          ]}
        />
        <StatList
          stats={figures.business}
          label={t("statsLabel")}
          className="mt-12 grid-cols-2 rounded-2xl bg-white p-8 shadow-sm md:grid-cols-4"
        />
      </Section>

      <CtaBand
        title={t("ctaTitle")}
        description={t("ctaDescription")}
        action={{ href: "/contact?interest=business", label: t("ctaContact") }}
        secondary={{
          href: `${site.whatsappHref}?${new URLSearchParams({ text: t("brochureWhatsapp") }).toString()}`,
          label: `${t("ctaBrochure")} ${t("ctaBrochureHint")}`,
          newTabLabel: common("newTab"),
        }}
      />
    </>
  );
}
