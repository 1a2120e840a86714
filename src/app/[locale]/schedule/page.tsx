import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { asLocale } from "@/i18n/locale";
import { getScheduleMeta } from "@/content/schedule-page";
import { pageMetadata } from "@/i18n/metadata";

// Rendered once and kept until the intakes change (their publish revalidates it) or an hour passes (an intake
// whose day has come leaves the list). A filtered view (?area=it) is a page of its own: ./filter/[filters].
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/schedule">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: "Schedule" }), getScheduleMeta(locale)]);
  return pageMetadata("/schedule", locale, {
    title: meta.title ?? t("metaTitle"),
    description: meta.description ?? t("metaDescription"),
    image: meta.image,
  });
}

export default async function SchedulePage({ params }: PageProps<"/[locale]/schedule">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <ScheduleView locale={locale} filters={{}} />;
}
