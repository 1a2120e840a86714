import type { CollectionAdminOptions, GlobalAdminOptions } from "payload";
import { localizedPath } from "@/lib/localized-path";
import { isLocale } from "@/i18n/locales";

type GlobalPreview = NonNullable<GlobalAdminOptions["preview"]>;
type CollectionPreview = NonNullable<CollectionAdminOptions["preview"]>;

/** The admin's Preview link for a page of the site, in the language being edited (src/app/api/preview). */
export function previewUrl(route: string, locale: string | undefined): string {
  const path = localizedPath(route, isLocale(locale) ? locale : "en");
  return `/api/preview?path=${encodeURIComponent(path)}`;
}

/** Preview of a global shown on one page (the page's own texts, or the business details on the home page). */
export const previewPage =
  (route: string): GlobalPreview =>
  (_doc, { locale }) =>
    previewUrl(route, locale);

/** Preview of a document whose page follows from the document (a learning path, a legal page, a course). */
export const previewDocument =
  (route: (doc: Record<string, unknown>) => string): CollectionPreview =>
  (doc, { locale }) =>
    previewUrl(route(doc), locale);
