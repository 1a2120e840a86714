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
 * Preloads only the font the page's language is set in: Inter on English pages, IBM Plex Sans Arabic
 * (both weights) on Arabic pages. The other font is fetched when text needs it (the "العربية" toggle
 * on English pages, Latin names and figures on Arabic pages), after the first paint.
 */
export function preloadFonts(locale: Locale) {
  const files = locale === "ar" ? [fontFiles.arabic400, fontFiles.arabic700] : [fontFiles.latin];
  for (const href of files) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
