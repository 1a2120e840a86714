import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { NewsList, newsListMetadata } from "@/components/blog/news-list";
import { asLocale } from "@/i18n/locale";

/**
 * A further page of the news list. Visitors ask for /blog?page=2; the proxy rewrites that to this page
 * (/blog/page/2), which Next renders on its first request and then serves from its cache until the posts change.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

/** 2..999 (src/content/listing-addresses.ts); the first page is /blog itself, and anything else is not found. */
const pageNumber = (value: string) => (/^[1-9][0-9]{0,2}$/.test(value) && value !== "1" ? Number(value) : undefined);

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/page/[page]">): Promise<Metadata> {
  const { locale, page } = await params;
  return newsListMetadata(asLocale(locale), pageNumber(page) ?? 1);
}

export default async function NewsPage({ params }: PageProps<"/[locale]/blog/page/[page]">) {
  const { locale: raw, page: segment } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const page = pageNumber(segment);
  if (!page) notFound();
  return <NewsList locale={locale} page={page} />;
}
