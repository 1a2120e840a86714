import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AboutMission, AboutStory, AboutValues } from "@/components/sections/about/about-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { getAboutPage } from "@/content/about-page";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getAboutPage(locale);
  return pageMetadata("/about", locale, meta);
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { hero, cta, meta } = await getAboutPage(locale);

  return (
    <>
      <PageLd locale={locale} page={{ name: meta.title, route: "/about" }} />
      <PageHero badge={hero.badge} title={hero.title} description={hero.description} />
      <AboutStory locale={locale} />
      <AboutMission locale={locale} />
      <AboutValues locale={locale} />
      <CtaBand title={cta.title} description={cta.description} action={{ href: "/contact", label: cta.button }} />
    </>
  );
}
