import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { HomeClients } from "@/components/sections/home/clients";
import { HomeHero } from "@/components/sections/home/hero";
import { HomeServices } from "@/components/sections/home/services";
import { HomeSuccessFactors } from "@/components/sections/home/success-factors";
import { HomeTestimonials } from "@/components/sections/home/testimonials";
import { getHomePage } from "@/content/home-page";
import { getSite, siteUrl } from "@/content/site";
import { pageMetadata } from "@/i18n/metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationLd } from "@/components/seo/structured-data";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getHomePage(locale);
  return pageMetadata("/", locale, { ...meta, absoluteTitle: true });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { cta } = await getHomePage(locale);

  return (
    <>
      <JsonLd data={organizationLd(locale, siteUrl(), await getSite(locale))} />
      <HomeHero locale={locale} />
      <HomeServices locale={locale} />
      <HomeClients locale={locale} />
      <HomeTestimonials locale={locale} />
      <HomeSuccessFactors locale={locale} />
      <CtaBand title={cta.title} description={cta.description} action={{ href: "/contact", label: cta.button }} />
    </>
  );
}
