import { CalendarDays } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { nextIntakeOfCourse, type IntakeView } from "@/content/intakes";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";

/** "Next intake: Sunday, 6 December 2026" with a link to the schedule (path pages and training cards). */
export async function NextIntake({
  locale,
  intake,
  tone = "light",
}: {
  locale: Locale;
  intake: IntakeView | undefined;
  tone?: "light" | "dark";
}) {
  if (!intake?.startDate) return null;
  const t = await getTranslations({ locale, namespace: "Schedule" });
  const colour = tone === "dark" ? "text-primary-50" : "text-slate-700";
  const link = tone === "dark" ? "text-white" : "text-primary-700";
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${colour}`} data-testid="next-intake">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
      <time dateTime={intake.day} className="font-semibold">
        {t("nextIntake", { date: formatDay(locale, intake.startDate) })}
      </time>
      <Link
        href={{ pathname: "/schedule", query: { area: intake.area } }}
        className={`inline-flex min-h-11 items-center font-semibold underline ${link}`}
      >
        {t("nextIntakeLink")}
      </Link>
    </p>
  );
}

/** The next intake line of a training card: of the course, or of its learning path. */
export async function CardNextIntake({
  locale,
  course,
}: {
  locale: Locale;
  course: { id: string; pathSlug?: string };
}) {
  const intake = await nextIntakeOfCourse(course, locale);
  return intake ? (
    <div className="mt-4">
      <NextIntake locale={locale} intake={intake} />
    </div>
  ) : null;
}
