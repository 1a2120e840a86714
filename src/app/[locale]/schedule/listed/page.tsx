import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ScheduleAnswer, scheduleAnswerMetadata } from "@/components/schedule/schedule-answer";
import { asLocale } from "@/i18n/locale";

// Where an interest-list sign-up posted from the schedule lands once it is stored (no call promised: a date is not set).
export async function generateMetadata({ params }: PageProps<"/[locale]/schedule/listed">): Promise<Metadata> {
  return scheduleAnswerMetadata("listed", asLocale((await params).locale));
}

export default async function ScheduleListedPage({ params }: PageProps<"/[locale]/schedule/listed">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <ScheduleAnswer answer="listed" locale={locale} />;
}
