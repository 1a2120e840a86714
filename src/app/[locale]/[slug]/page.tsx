import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { RenderBlocks } from "@/components/blocks/render-blocks";
import { PageLd } from "@/components/seo/page-ld";
import { getPage, getPageSlugs } from "@/content/pages";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";

// Rendered again at least hourly (an intakes block drops an intake once its day has come) and whenever a page,
// or anything its blocks show, is published (src/content/read.ts tags each read).
export const revalidate = 3600;

/** The pages published at build time are rendered then; a page published later is rendered on its first visit. */
export async function generateStaticParams() {
  return (await getPageSlugs()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[slug]">): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const page = await getPage(slug, locale);
  if (!page) return {};
  return pageMetadata(`/${slug}`, locale, {
    title: page.meta?.title || page.title,
    description: page.meta?.description || undefined,
  });
}

/** A page an editor built from blocks (the collection `pages`): /<slug> and /ar/<slug>. */
export default async function BuiltPage({ params }: PageProps<"/[locale]/[slug]">) {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const page = await getPage(slug, locale);
  if (!page) notFound();
  return (
    <>
      <PageLd locale={locale} page={{ name: page.title, route: `/${slug}` }} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}
