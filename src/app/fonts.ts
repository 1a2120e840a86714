import { preload } from "react-dom";
import type { Locale } from "@/content/schema";

// Self-hosted web fonts, declared in globals.css (@font-face with unicode-range, font-display: swap and
// metric-matched fallbacks, so the swap moves nothing). Copied from @fontsource-variable/inter and
// @fontsource/ibm-plex-sans-arabic 5.3.0; the version is in the file name because /fonts/* is cached
// as immutable.
export const fontFiles = {
  latin: "/fonts/inter-latin-wght-5.3.0.woff2",
  arabic400: "/fonts/ibm-plex-sans-arabic-400-5.3.0.woff2",
  arabic700: "/fonts/ibm-plex-sans-arabic-700-5.3.0.woff2",
} as const;

/**
 * Preloads only the font the page's language is set in: Inter (one variable file) on English pages, IBM Plex
 * Sans Arabic 400 on Arabic pages. The faces use font-display: optional, so a font that is not there at the
 * first layout is not swapped in later (no second layout, no shift): the bold Arabic face is left to be
 * fetched when headings need it and is in the cache for the next page (preloading it too cost the Arabic
 * pages 3-5 Lighthouse points on slow 4G). The other language's font is fetched only when text needs it.
 */
export function preloadFonts(locale: Locale) {
  const files = locale === "ar" ? [fontFiles.arabic400] : [fontFiles.latin];
  for (const href of files) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
