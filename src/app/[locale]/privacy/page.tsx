import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { DocumentPageView } from "@/components/layout/document-page";
import { getLegalPage } from "@/content/legal-pages";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const doc = await getLegalPage("privacy", locale);
  return doc ? pageMetadata("/privacy", locale, doc.meta) : {};
}

export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <DocumentPageView page="privacy" locale={locale} />;
}
