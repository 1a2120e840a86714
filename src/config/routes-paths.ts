import type { Locale } from "@/i18n/locales";

/** The URL of a route in a language: English has no prefix, Arabic lives under /ar. */
export function localizedPath(route: string, locale: Locale): string {
  if (locale === "en") return route;
  return route === "/" ? "/ar" : `/ar${route}`;
}
