import type { Locale } from "./locales";

/**
 * The URL of a page of this site in a language: English paths have no prefix, Arabic ones start with
 * /ar (routing.ts: localePrefix "as-needed"). Fragments and queries on the current page stay as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/")) return href;
  if (href === "/") return "/ar";
  return /^\/[?#]/.test(href) ? `/ar${href.slice(1)}` : `/ar${href}`;
}

/**
 * The path of a page without its language prefix ("/ar/about" -> "/about", "/ar" -> "/"). The English
 * prefix is dropped too: prerendered English pages see their internal path ("/en/about").
 */
export function unlocalizedPath(pathname: string): string {
  const match = /^\/(?:ar|en)(\/.*)?$/.exec(pathname);
  return match ? (match[1] ?? "/") : pathname;
}
