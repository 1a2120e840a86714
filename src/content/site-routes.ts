/**
 * The first segments of the site's own addresses (src/app and src/app/[locale]): a page made in the CMS cannot
 * take one of them as its slug, since the site's page would answer there instead.
 * (src/content/site-routes.test.ts keeps this list in step with the folders.)
 */
export const siteRoutes = [
  "about",
  "admin",
  "api",
  "ar",
  "blog",
  "careers",
  "cms-api",
  "contact",
  "cookies",
  "corporate",
  "en",
  "english-test",
  "home",
  "newsletter",
  "opengraph-image",
  "paths",
  "privacy",
  "robots.txt",
  "schedule",
  "sitemap.xml",
  "start-learning",
  "terms",
  "training",
] as const;
