import { preload } from "react-dom";
import type { Locale } from "@/i18n/locales";

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
 * Preloads the fonts the page's language is set in: Inter (one variable file) on English pages, IBM Plex Sans
 * Arabic 400 and 700 on Arabic pages. The faces use font-display: optional, so a font that is not there at
 * the first layout is not swapped in later (no second layout, no shift). Both Arabic weights are preloaded:
 * when the bold face was left out, a first visit showed every Arabic heading in a system fallback font, and
 * setting them through the fallbacks cost the first frame about 100 ms of layout at 4x CPU (Chromium trace
 * of /ar/paths/data-analyst: 210-285 ms against 126-153 ms).
 * The other language's font is fetched only when text needs it.
 */
export function preloadFonts(locale: Locale) {
  const files = locale === "ar" ? [fontFiles.arabic400, fontFiles.arabic700] : [fontFiles.latin];
  for (const href of files) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
