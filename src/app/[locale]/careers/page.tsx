import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { getCareersPage } from "@/content/careers-page";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/careers">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getCareersPage(locale);
  return pageMetadata("/careers", locale, meta);
}

/** The careers page: the page `careers` of the collection `pages`, its blocks in the editor's order. */
export default async function CareersPage({ params }: PageProps<"/[locale]/careers">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, hero } = await getCareersPage(locale);
  if (!page) notFound();
  return (
    <>
      <PageLd locale={locale} page={{ name: hero.title, route: "/careers" }} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}
