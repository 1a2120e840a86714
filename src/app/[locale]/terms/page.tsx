import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { DocumentPageView } from "@/components/sections/company/document-page";
import { getDocumentPage } from "@/content/company";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const doc = getDocumentPage("terms", locale);
  return pageMetadata("/terms", locale, { title: doc.title, description: doc.description });
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <DocumentPageView page="terms" locale={locale} />;
}
