import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { getCorporatePage } from "@/content/corporate-page";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/corporate">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getCorporatePage(locale);
  return pageMetadata("/corporate", locale, meta);
}

/** The corporate page: the page `corporate` of the collection `pages`, its blocks in the editor's order. */
export default async function CorporatePage({ params }: PageProps<"/[locale]/corporate">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, hero } = await getCorporatePage(locale);
  if (!page) notFound();
  return (
    <>
      <PageLd locale={locale} page={{ name: hero.title, route: "/corporate" }} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}
