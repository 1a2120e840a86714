/** The two site languages (no zod here: the browser bundle imports it). English is the default. */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
