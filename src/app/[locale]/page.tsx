import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { HomeClients } from "@/components/sections/home/clients";
import { HomeHero } from "@/components/sections/home/hero";
import { HomeServices } from "@/components/sections/home/services";
import { HomeSuccessFactors } from "@/components/sections/home/success-factors";
import { HomeTestimonials } from "@/components/sections/home/testimonials";
import { getSite, siteUrl } from "@/content/site";
import { pageMetadata } from "@/i18n/metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationLd } from "@/components/seo/structured-data";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/", locale, {
    title: t("homeTitle", { brand: (await getSite(locale)).brand }),
    absoluteTitle: true,
    description: t("homeDescription"),
  });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "HomePage" });

  return (
    <>
      <JsonLd data={organizationLd(locale, siteUrl(), await getSite(locale))} />
      <HomeHero locale={locale} />
      <HomeServices locale={locale} />
      <HomeClients locale={locale} />
      <HomeTestimonials locale={locale} />
      <HomeSuccessFactors locale={locale} />
      <CtaBand
        title={t("ctaTitle")}
        description={t("ctaDescription")}
        action={{ href: "/contact", label: t("ctaButton") }}
      />
    </>
  );
}
