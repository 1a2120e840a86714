import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { getAboutPage } from "@/content/about-page";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getAboutPage(locale);
  return pageMetadata("/about", locale, meta);
}

/** The about page: the page `about` of the collection `pages`, its blocks in the editor's order. */
export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, meta } = await getAboutPage(locale);
  if (!page) notFound();

  return (
    <>
      <PageLd locale={locale} page={{ name: meta.title, route: "/about" }} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}
