/** The two site languages (no zod here: the browser bundle imports it). English is the default. */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];

/** Whether a route segment or header names one of the site languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
