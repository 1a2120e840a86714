import type { MetadataRoute } from "next";
import { localizedPath, pageRoutes } from "@/config/routes";
import { env } from "@/server/env";

// Pages that only answer a form post are not for search engines.
const notIndexed = new Set(["/contact/sent", "/newsletter/subscribed"]);

/** Every page in both languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().SITE_URL.replace(/\/$/, "");
  return pageRoutes
    .filter((route) => !notIndexed.has(route))
    .flatMap((route) =>
      (["en", "ar"] as const).map((locale) => ({
        url: `${base}${localizedPath(route, locale)}`,
        changeFrequency: "monthly" as const,
        priority: route === "/" ? 1 : route.startsWith("/paths/") || route.startsWith("/training/") ? 0.8 : 0.5,
        alternates: {
          languages: { en: `${base}${localizedPath(route, "en")}`, ar: `${base}${localizedPath(route, "ar")}` },
        },
      })),
    );
}
