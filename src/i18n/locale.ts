import { hasLocale } from "next-intl";
import type { Locale } from "./locales";
import { routing } from "./routing";

/** Narrows a route's locale segment; the layout has already rejected anything else. */
export function asLocale(value: string): Locale {
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}
