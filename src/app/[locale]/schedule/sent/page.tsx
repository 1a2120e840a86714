import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ScheduleAnswer, scheduleAnswerMetadata } from "@/components/schedule/schedule-answer";
import { asLocale } from "@/i18n/locale";

// Where a seat request posted from the schedule lands once it is stored.
export async function generateMetadata({ params }: PageProps<"/[locale]/schedule/sent">): Promise<Metadata> {
  return scheduleAnswerMetadata("sent", asLocale((await params).locale));
}

export default async function ScheduleSentPage({ params }: PageProps<"/[locale]/schedule/sent">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <ScheduleAnswer answer="sent" locale={locale} />;
}
