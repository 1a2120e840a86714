import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
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

/** The home page: the page `home` of the collection `pages`, its blocks in the editor's order. */
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page } = await getHomePage(locale);
  if (!page) notFound();

  return (
    <>
      <JsonLd data={organizationLd(locale, siteUrl(), await getSite(locale))} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}
