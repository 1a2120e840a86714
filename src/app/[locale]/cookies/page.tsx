import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { DocumentPageView } from "@/components/layout/document-page";
import { getLegalPage } from "@/content/legal-pages";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/cookies">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const doc = await getLegalPage("cookies", locale);
  return doc ? pageMetadata("/cookies", locale, doc.meta) : {};
}

export default async function CookiesPage({ params }: PageProps<"/[locale]/cookies">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <DocumentPageView page="cookies" locale={locale} />;
}
