import type { Locale } from "@/i18n/locales";

/**
 * The URL of a route in a language, for code outside React (route handlers, the CMS, e-mails, the advisor):
 * English has no prefix, Arabic lives under /ar, as next-intl's routing says (src/i18n/routing.ts,
 * `localePrefix: "as-needed"`). Components use next-intl's `Link` and `getPathname` (src/i18n/navigation.tsx);
 * src/i18n/navigation.test.ts checks that both give the same URLs.
 */
export function localizedPath(route: string, locale: Locale): string {
  if (locale === "en") return route;
  return route === "/" ? `/${locale}` : `/${locale}${route}`;
}
