import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { scheduleFiltersOfSegment } from "@/content/listing-addresses";
import { asLocale } from "@/i18n/locale";
import { getScheduleMeta } from "@/content/schedule-page";
import { pageMetadata } from "@/i18n/metadata";

/**
 * A filtered view of the schedule. Visitors ask for /schedule?area=it&month=2026-12; the proxy rewrites that to
 * this page (/schedule/filter/it_all_2026-12), which Next renders on its first request and then serves from its
 * cache like /schedule itself, until the intakes change or an hour passes.
 */
export const dynamicParams = true;
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/schedule/filter/[filters]">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: "Schedule" }), getScheduleMeta(locale)]);
  // The filtered views share the schedule's address as their canonical one.
  return pageMetadata("/schedule", locale, {
    title: meta.title ?? t("metaTitle"),
    description: meta.description ?? t("metaDescription"),
    image: meta.image,
  });
}

export default async function FilteredSchedulePage({ params }: PageProps<"/[locale]/schedule/filter/[filters]">) {
  const { locale: raw, filters: segment } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const filters = scheduleFiltersOfSegment(segment);
  if (!filters) notFound();
  return <ScheduleView locale={locale} filters={filters} />;
}
