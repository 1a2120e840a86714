import { getTranslations } from "next-intl/server";
import { IntakeCard } from "@/components/schedule/intake-card";
import { PageHero } from "@/components/ui/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { PageLd } from "@/components/seo/page-ld";
import { intakeListLd } from "@/components/seo/structured-data";
import { Section } from "@/components/ui/section";
import { getIntakes, type IntakeView } from "@/content/intakes";
import { intakeFormats, type ScheduleFilters } from "@/content/listing-addresses";
import { areas } from "@/content/schema";
import { getSite, siteUrl } from "@/content/site";
import { formatMonth } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";

const matches = (intake: IntakeView, f: ScheduleFilters) =>
  (!f.area || intake.area === f.area) &&
  (!f.format || intake.format === f.format) &&
  (!f.month || intake.month === f.month);

/** A row of filter links: "All" and each value; the current one is marked. Plain links, no JavaScript. */
async function FilterRow<K extends keyof ScheduleFilters>({
  locale,
  name,
  filters,
  options,
}: {
  locale: Locale;
  name: K;
  filters: ScheduleFilters;
  options: { value: NonNullable<ScheduleFilters[K]>; label: string }[];
}) {
  const t = await getTranslations({ locale, namespace: "Schedule" });
  const href = (value: ScheduleFilters[K] | undefined) => {
    const query = Object.fromEntries(
      Object.entries({ ...filters, [name]: value }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return { pathname: "/schedule" as const, query };
  };
  const chip = (current: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset ${
      current
        ? "bg-primary-700 text-white ring-primary-700"
        : "bg-white text-primary-800 ring-slate-300 hover:bg-primary-50"
    }`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <h3 id={`filter-${name}`} className="w-24 shrink-0 text-sm font-semibold text-slate-700">
        {t(name as "area" | "format" | "month")}
      </h3>
      <ul aria-labelledby={`filter-${name}`} className="flex flex-wrap gap-2">
        {[{ value: undefined, label: t("all") }, ...options].map((option) => {
          const current = filters[name] === option.value;
          return (
            <li key={option.value ?? "all"}>
              <Link href={href(option.value)} className={chip(current)} aria-current={current ? "true" : undefined}>
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The schedule: filter links (plain links, no JavaScript), the dated intakes that match, and those without a date.
 * One component for /schedule and for each of its filtered views (src/content/listing-addresses.ts).
 */
export async function ScheduleView({ locale, filters }: { locale: Locale; filters: ScheduleFilters }) {
  const t = await getTranslations({ locale, namespace: "Schedule" });
  const intakes = await getIntakes(locale);
  const dated = intakes.filter((intake) => intake.startDate);
  const undated = intakes.filter((intake) => !intake.startDate);
  const shown = dated.filter((intake) => matches(intake, filters));
  const months = [...new Set(dated.map((intake) => intake.month!))].sort();
  const site = await getSite(locale);

  return (
    <>
      <PageLd locale={locale} page={{ name: t("title"), route: "/schedule" }} />
      {dated.length ? <JsonLd data={intakeListLd(locale, siteUrl(), dated, site)} /> : null}
      <PageHero badge={t("badge")} title={t("title")} description={t("description")} />

      <section aria-labelledby="filters-title" className="border-b border-slate-200 bg-slate-50">
        <div className="container-page space-y-3 py-6">
          <h2 id="filters-title" className="sr-only">
            {t("filters")}
          </h2>
          <FilterRow
            locale={locale}
            name="area"
            filters={filters}
            options={areas.map((value) => ({ value, label: t(`areas.${value}`) }))}
          />
          <FilterRow
            locale={locale}
            name="format"
            filters={filters}
            options={intakeFormats.map((value) => ({ value, label: t(`formatsShort.${value}`) }))}
          />
          {months.length ? (
            <FilterRow
              locale={locale}
              name="month"
              filters={filters}
              options={months.map((value) => ({ value, label: formatMonth(locale, value) }))}
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="intakes-title" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <h2 id="intakes-title" className="text-2xl font-bold text-primary-900" aria-live="polite">
            {t("count", { count: shown.length })}
          </h2>
          {shown.length ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="intakes">
              {shown.map((intake) => (
                <li key={intake.id}>
                  <IntakeCard locale={locale} intake={intake} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-2xl bg-slate-50 p-6 text-slate-700">
              <p>{t("none")}</p>
              <Link
                href="/schedule"
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
              >
                {t("clear")}
              </Link>
            </div>
          )}
        </div>
      </section>

      {undated.length ? (
        <Section id="undated" tone="muted" title={t("undatedTitle")} description={t("undatedDescription")}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="undated-intakes">
            {undated.map((intake) => (
              <li key={intake.id}>
                <IntakeCard locale={locale} intake={intake} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
