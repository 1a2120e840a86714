import type { Locale } from "./locales";

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Numbers with Western digits in both languages (glossary convention). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === "ar" ? "ar-EG" : "en-US", { numberingSystem: "latn" }).format(value);
}
