import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { NewsList, newsListMetadata } from "@/components/blog/news-list";
import { asLocale } from "@/i18n/locale";

// Rendered once and kept until a post is published, changed or withdrawn. Its further pages (?page=2) are pages
// of their own: ./page/[page].

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  return newsListMetadata(asLocale((await params).locale), 1);
}

export default async function BlogPage({ params }: PageProps<"/[locale]/blog">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <NewsList locale={locale} page={1} />;
}
