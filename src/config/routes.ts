import { catalog } from "@/cms/seed/catalog";

/**
 * The pages that do not come from CMS records, without the locale prefix. Add a route here when you add a page.
 */
export const fixedRoutes: readonly string[] = [
  "/",
  "/about",
  "/training/it",
  "/training/english",
  "/training/business",
  "/schedule",
  "/schedule/sent",
  "/schedule/listed",
  "/blog",
  "/contact",
  "/contact/sent",
  "/start-learning",
  "/english-test",
  "/english-test/take",
  "/english-test/sent",
  "/newsletter/subscribed",
  "/newsletter/confirm",
  "/newsletter/confirmed",
  "/newsletter/unsubscribe",
  "/corporate",
  "/corporate/sent",
  "/careers",
  "/privacy",
  "/terms",
  "/cookies",
];

/**
 * Every page of a freshly seeded site (the fixed ones and the learning paths the CMS starts with). The browser
 * suite visits each one in both languages and at two widths; the HTML and link checks read it too. The
 * sitemap lists what the CMS holds now (src/app/sitemap.ts).
 */
export const pageRoutes: readonly string[] = [...fixedRoutes, ...catalog.paths.map((path) => `/paths/${path.slug}`)];

export { localizedPath } from "../lib/localized-path";
