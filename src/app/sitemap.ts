import type { MetadataRoute } from "next";
import { fixedRoutes, localizedPath } from "@/config/routes";
import { getPathSlugs } from "@/content/catalog";
import { getPageSlugs } from "@/content/pages";
import { isSpecPage } from "@/content/site-routes";
import { getAllPosts } from "@/content/posts";
import { siteUrl } from "@/content/site";

// Made on each request (the CMS's paths and posts, read in-process): the addresses are the running server's
// SITE_URL, like robots.txt's, not the one the build happened to see.
export const dynamic = "force-dynamic";

// Pages that only answer a form post or a link mailed to one person are not for search engines.
const notIndexed = new Set([
  "/contact/sent",
  "/newsletter/subscribed",
  "/newsletter/confirm",
  "/newsletter/confirmed",
  "/newsletter/unsubscribe",
  "/schedule/sent",
  "/schedule/listed",
  "/english-test/take",
  "/english-test/sent",
  "/corporate/sent",
]);

/** News posts in the languages each is published in, alternates only between those. */
async function postEntries(base: string): Promise<MetadataRoute.Sitemap> {
  const byLocale = { en: await getAllPosts("en"), ar: await getAllPosts("ar") };
  const languages = new Map<string, ("en" | "ar")[]>();
  for (const locale of ["en", "ar"] as const) {
    for (const post of byLocale[locale]) languages.set(post.slug, [...(languages.get(post.slug) ?? []), locale]);
  }
  return (["en", "ar"] as const).flatMap((locale) =>
    byLocale[locale].map((post) => {
      const route = `/blog/${post.slug}`;
      return {
        url: `${base}${localizedPath(route, locale)}`,
        lastModified: post.updatedAt,
        changeFrequency: "yearly" as const,
        priority: 0.4,
        alternates: {
          languages: Object.fromEntries(languages.get(post.slug)!.map((l) => [l, `${base}${localizedPath(route, l)}`])),
        },
      };
    }),
  );
}

/**
 * Every page in both languages, each with its hreflang alternates; the learning paths, the pages built from blocks
 * and the posts as the CMS has them.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const paths = (await getPathSlugs()).map((slug) => `/paths/${slug}`);
  // home and about are among the site's own pages above.
  const built = (await getPageSlugs()).filter(({ slug }) => !isSpecPage(slug)).map(({ slug }) => `/${slug}`);
  const pages: MetadataRoute.Sitemap = [...fixedRoutes, ...paths, ...built]
    .filter((route) => !notIndexed.has(route))
    .flatMap((route) =>
      (["en", "ar"] as const).map((locale) => ({
        url: `${base}${localizedPath(route, locale)}`,
        changeFrequency: route === "/schedule" ? ("weekly" as const) : ("monthly" as const),
        priority: route === "/" ? 1 : route.startsWith("/paths/") || route.startsWith("/training/") ? 0.8 : 0.5,
        alternates: {
          languages: { en: `${base}${localizedPath(route, "en")}`, ar: `${base}${localizedPath(route, "ar")}` },
        },
      })),
    );
  return [...pages, ...(await postEntries(base))];
}
