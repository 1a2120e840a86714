import type { Locale } from "./locales";

/** The centre's time zone: dates on the site are the days in Alexandria. */
export const SITE_TIME_ZONE = "Africa/Cairo";

const dayKeyFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day in Alexandria of an instant, as "2026-12-06". */
export function dayKey(date: Date | string): string {
  return dayKeyFormat.format(typeof date === "string" ? new Date(date) : date);
}

/** The instant today began in Alexandria (the first moment an intake that starts today still shows). */
export function startOfDayInCairo(now = new Date()): Date {
  const [year, month, day] = dayKey(now).split("-").map(Number) as [number, number, number];
  const wall = new Intl.DateTimeFormat("en-GB", {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  })
    .format(now)
    .split(":")
    .map(Number) as [number, number, number];
  const offset = Date.UTC(year, month - 1, day, wall[0], wall[1], wall[2]) - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(year, month - 1, day) - offset);
}

const intlLocale = (locale: Locale) => (locale === "ar" ? "ar-EG" : "en-GB");

/**
 * A day as the page writes it: "Sunday, 6 December 2026" / "الأحد، 6 ديسمبر 2026" (Arabic month names,
 * Western digits, as the glossary says).
 */
export function formatDay(locale: Locale, date: Date | string, withWeekday = true): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    ...(withWeekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    numberingSystem: "latn",
    timeZone: SITE_TIME_ZONE,
  }).format(typeof date === "string" ? new Date(date) : date);
}

/** A month ("2026-12") as "December 2026" / "ديسمبر 2026". */
export function formatMonth(locale: Locale, month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: "long",
    year: "numeric",
    numberingSystem: "latn",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, index - 1, 15)));
}

/** A month of the year ("01" to "12") by its name: "January" / "يناير". */
export function monthName(locale: Locale, month: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, Number(month) - 1, 15)),
  );
}

/** A whole number as the site writes it: Western digits with thousands separators in both languages. */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { numberingSystem: "latn" }).format(value);
}
