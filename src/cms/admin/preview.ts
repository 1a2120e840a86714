import type { CollectionAdminOptions, GlobalAdminOptions, PayloadRequest } from "payload";
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
 * The origin the admin is served from, as the browser asked for it. The live preview's address must be absolute:
 * the admin posts its "saved" message to the framed page with that address as the target origin, and a relative
 * one ("/api/preview?…") is no origin at all, so the message never left (the preview followed a save only when
 * something else reloaded it).
 */
function adminOrigin(req: PayloadRequest | undefined): string {
  const headers = req?.headers;
  const host = headers?.get("x-forwarded-host") ?? headers?.get("host");
  if (!host) return "";
  const proto =
    headers?.get("x-forwarded-proto")?.split(",")[0]?.trim() || (req?.url?.startsWith("https:") ? "https" : "http");
  return `${proto}://${host}`;
}

/**
 * Payload's live preview for a collection: the page beside the form, in the language being edited, at the site's
 * two checked widths (src/components/preview/live-preview-listener.tsx renders it again on each save).
 */
export const livePreview = (route: (doc: Record<string, unknown>) => string) => ({
  url: ({ data, locale, req }: { data: Record<string, unknown>; locale?: { code?: string }; req?: PayloadRequest }) =>
    typeof data.slug === "string" && data.slug ? `${adminOrigin(req)}${previewUrl(route(data), locale?.code)}` : null,
  breakpoints: [
    { name: "phone", label: "375 px", width: 375, height: 740 },
    { name: "desktop", label: "1280 px", width: 1280, height: 800 },
  ],
});
