import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { DocumentPageView } from "@/components/layout/document-page";
import { getLegalPage } from "@/content/legal-pages";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const doc = await getLegalPage("terms", locale);
  return doc ? pageMetadata("/terms", locale, doc.meta) : {};
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <DocumentPageView page="terms" locale={locale} />;
}
