import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { getContactPage } from "@/content/contact-page";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/contact", locale, (await getContactPage(locale)).meta);
}

/**
 * The contact page: the page `contact` of the collection `pages`, its blocks in the editor's order; its map keeps
 * the anchor the advisor links to (/contact#location).
 */
export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, hero } = await getContactPage(locale);
  if (!page) notFound();
  return (
    <>
      <PageLd locale={locale} page={{ name: hero.title, route: "/contact" }} organization />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} anchors={{ map: "location" }} />
    </>
  );
}
