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

/**
 * The specification's pages: documents of the collection `pages`, built from blocks and served by the one route
 * of every page (src/app/[locale]/[[...slug]]) like any other, home at /, the training pages at /training/<area>.
 * Their slugs are fixed: the page cannot be renamed or deleted, and /home is not a second address of the home
 * page.
 */
export const specPageSlugs = [
  "home",
  "about",
  "it-training",
  "english-training",
  "business-training",
  "careers",
  "corporate",
  "contact",
] as const;
export type SpecPageSlug = (typeof specPageSlugs)[number];

export const isSpecPage = (slug: unknown): slug is SpecPageSlug =>
  typeof slug === "string" && (specPageSlugs as readonly string[]).includes(slug);

/** Where the specification's pages whose address is not /<slug> are served. */
const specPagePaths: Record<string, string> = {
  home: "/",
  "it-training": "/training/it",
  "english-training": "/training/english",
  "business-training": "/training/business",
};

/** The address of a page of the collection `pages`, without the language: / for home, /<slug> for most. */
export const pagePath = (slug: string): string => specPagePaths[slug] ?? `/${slug}`;

/** The slug of the page served at an address (its segments without the language), or undefined. */
export function pageSlugAt(segments: readonly string[]): string | undefined {
  const path = `/${segments.join("/")}`;
  const spec = specPageSlugs.find((slug) => pagePath(slug) === path);
  if (spec) return spec;
  // A built page's address is one segment (/open-day), never one of the site's own; longer ones are only ever
  // old ones (redirects).
  const [slug] = segments;
  return segments.length === 1 && !isSpecPage(slug) && !(siteRoutes as readonly string[]).includes(slug!)
    ? slug
    : undefined;
}
