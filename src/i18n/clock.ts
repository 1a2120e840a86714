import type { Locale } from "./locales";

/**
 * A time of day ("18:00") as the site writes it: "06 PM" in English, "6 مساءً" in Arabic, with the minutes
 * only when they are not :00, and Western digits in both (glossary).
 */
export function formatClockTime(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const options: Intl.DateTimeFormatOptions =
    locale === "ar"
      ? { hour: "numeric", dayPeriod: "long", numberingSystem: "latn" }
      : { hour: "2-digit", hour12: true };
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-US", {
    ...options,
    ...(minutes ? { minute: "2-digit" } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}
