import { pathSlugs } from "@/content/catalog";

/**
 * Every page of the site, without the locale prefix. The browser suite visits each one in both
 * languages and at two widths; the sitemap and link checks read it too. Add a route here when you add a page.
 */
export const pageRoutes: readonly string[] = [
  "/",
  "/about",
  "/training/it",
  "/training/english",
  "/training/business",
  "/contact",
  "/contact/sent",
  "/start-learning",
  "/newsletter/subscribed",
  "/corporate",
  "/careers",
  "/privacy",
  "/terms",
  "/cookies",
  ...pathSlugs.map((slug) => `/paths/${slug}`),
];

export { localizedPath } from "./routes-paths";
