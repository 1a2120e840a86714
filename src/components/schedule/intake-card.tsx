import { CalendarDays, CalendarPlus, Clock, Languages, MapPin, Users, Wallet } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { areaStyle } from "@/components/ui/area-style";
import type { IntakeView } from "@/content/intakes";
import { formatDay, formatNumber } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { InterestForm, SeatForm } from "./intake-forms";

const statusClass: Record<IntakeView["status"], string> = {
  confirmed: "bg-english-700 text-white",
  forming: "bg-accent-100 text-accent-900",
  "no-date": "bg-slate-100 text-slate-700",
};

/** The price of an intake as the page writes it: "7,500 EGP", or a range. */
export async function intakePrice(locale: Locale, price: NonNullable<IntakeView["price"]>): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Schedule" });
  return price.to && price.to !== price.from
    ? t("priceRange", { from: formatNumber(locale, price.from), to: formatNumber(locale, price.to) })
    : t("price", { price: formatNumber(locale, price.from) });
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2 text-sm text-slate-700">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-slate-500">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

const iconClass = "size-4";

/** One intake on the schedule: what, when, where, in which language, seats and price; a seat request form. */
export async function IntakeCard({ locale, intake }: { locale: Locale; intake: IntakeView }) {
  const t = await getTranslations({ locale, namespace: "Schedule" });
  const style = areaStyle[intake.area];
  const formId = `intake-${intake.id}`;
  const dated = Boolean(intake.startDate);
  const full = intake.seatsLeft === 0;
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm ${style.border}`}
      data-testid="intake-card"
      aria-labelledby={`${formId}-title`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${style.badge}`}>
          {t(`areas.${intake.area}`)}
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusClass[intake.status]}`}>
          {t(`status.${intake.status}`)}
        </span>
      </div>
      <h3 id={`${formId}-title`} className="mt-4 text-lg font-bold text-primary-900">
        <Link href={intake.of.route} className="hover:underline">
          {intake.of.title}
        </Link>
      </h3>
      <ul className="mt-4 flex-1 space-y-2">
        {intake.startDate ? (
          <Fact icon={<CalendarDays className={iconClass} />}>
            <time dateTime={intake.day} className="font-semibold text-primary-900">
              {t("starts", { date: formatDay(locale, intake.startDate) })}
            </time>
          </Fact>
        ) : null}
        {intake.schedule ? <Fact icon={<Clock className={iconClass} />}>{intake.schedule}</Fact> : null}
        <Fact icon={<MapPin className={iconClass} />}>{t(`formats.${intake.format}`)}</Fact>
        <Fact icon={<Languages className={iconClass} />}>{t(`languages.${intake.language}`)}</Fact>
        {intake.seatsTotal !== undefined && dated ? (
          <Fact icon={<Users className={iconClass} />}>
            {t("seats", { taken: intake.seatsTaken, total: intake.seatsTotal })}
            {" · "}
            <strong className={full ? "text-red-700" : "text-primary-900"}>
              {t("seatsLeft", { count: intake.seatsLeft ?? 0 })}
            </strong>
          </Fact>
        ) : null}
        {intake.price ? (
          <Fact icon={<Wallet className={iconClass} />}>
            <bdi>{await intakePrice(locale, intake.price)}</bdi>
            {intake.price.instalments ? ` · ${intake.price.instalments}` : null}
          </Fact>
        ) : null}
      </ul>
      <div className="mt-5 flex flex-wrap gap-2">
        {dated ? (
          <a
            href={`/api/calendar/${intake.id}?locale=${locale}`}
            download={`intake-${intake.id}.ics`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary-700 ring-1 ring-inset ring-primary-200 hover:bg-primary-50"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t("addToCalendar")} <bdi dir="ltr">(.ics)</bdi>
          </a>
        ) : null}
      </div>
      {dated || intake.of.kind === "course" ? (
        <details className="group mt-4 rounded-xl bg-slate-50 p-4">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary-800">
            {dated ? t("reserve") : t("joinInterest")}
            <span className="sr-only">: {intake.of.title}</span>
          </summary>
          {dated ? (
            <SeatForm locale={locale} formId={formId} intakeId={intake.id} />
          ) : (
            <InterestForm locale={locale} formId={formId} course={intake.of.slug} />
          )}
        </details>
      ) : null}
    </article>
  );
}
