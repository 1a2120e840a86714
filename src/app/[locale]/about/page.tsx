import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AboutMission, AboutStory, AboutValues } from "@/components/sections/about/about-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/about", locale, { title: t("aboutTitle"), description: t("aboutDescription") });
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "AboutPage" });
  const home = await getTranslations({ locale, namespace: "HomePage" });

  return (
    <>
      <PageLd locale={locale} page={{ name: t("heroBadge"), route: "/about" }} />
      <PageHero badge={t("heroBadge")} title={t("heroTitle")} description={t("heroDescription")} />
      <AboutStory locale={locale} />
      <AboutMission locale={locale} />
      <AboutValues locale={locale} />
      <CtaBand
        title={home("ctaTitle")}
        description={home("ctaDescription")}
        action={{ href: "/contact", label: home("ctaButton") }}
      />
    </>
  );
}
