import { defineRouting } from "next-intl/routing";
import { locales } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale: "en",
  // English at /..., Arabic at /ar/...
  localePrefix: "as-needed",
  // The URL alone decides the language: no Accept-Language redirects and no locale cookie,
  // so every URL answers the same bytes to everyone (cacheable, crawlable).
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are written into each page's metadata instead of a Link header.
  alternateLinks: false,
});
