import type { Metadata } from "next";
import { localizedPath } from "@/lib/localized-path";
import type { Locale } from "./locales";

/**
 * Canonical URL and hreflang alternates of a page (resolved against metadataBase, i.e. SITE_URL):
 * the same route in English (also x-default) and Arabic, reciprocal in both directions.
 */
export function alternates(route: string, locale: Locale): Metadata["alternates"] {
  const en = localizedPath(route, "en");
  return {
    canonical: localizedPath(route, locale),
    languages: { en, ar: localizedPath(route, "ar"), "x-default": en },
  };
}
