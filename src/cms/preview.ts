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

/**
 * Payload's live preview for a collection: the page beside the form, in the language being edited, at the site's
 * two checked widths (src/components/preview/live-preview-listener.tsx renders it again on each save).
 */
export const livePreview = (route: (doc: Record<string, unknown>) => string) => ({
  url: ({ data, locale }: { data: Record<string, unknown>; locale?: { code?: string } }) =>
    typeof data.slug === "string" && data.slug ? previewUrl(route(data), locale?.code) : null,
  breakpoints: [
    { name: "phone", label: "375 px", width: 375, height: 740 },
    { name: "desktop", label: "1280 px", width: 1280, height: 800 },
  ],
});
