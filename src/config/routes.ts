/**
 * Every page of the site, without the locale prefix. The browser suite visits each one in both
 * languages and at two widths; the sitemap and link checks read it too. Add a route here when you add a page.
 */
export const pageRoutes = ["/", "/about"] as const;

export type PageRoute = (typeof pageRoutes)[number];

/** The URL of a route in a language: English has no prefix, Arabic lives under /ar. */
export function localizedPath(route: string, locale: "en" | "ar"): string {
  if (locale === "en") return route;
  return route === "/" ? "/ar" : `/ar${route}`;
}
