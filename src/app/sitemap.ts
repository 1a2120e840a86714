import type { MetadataRoute } from "next";
import { fixedRoutes, localizedPath } from "@/config/routes";
import { getPathSlugs } from "@/content/catalog";
import { siteUrl } from "@/content/site";

// Pages that only answer a form post are not for search engines.
const notIndexed = new Set(["/contact/sent", "/newsletter/subscribed", "/schedule/sent"]);

/** Every page in both languages, each with its hreflang alternates; the learning paths as the CMS has them. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const paths = (await getPathSlugs()).map((slug) => `/paths/${slug}`);
  return [...fixedRoutes, ...paths]
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
}
