import { seoPlugin } from "@payloadcms/plugin-seo";
import type { Endpoint, Plugin } from "payload";
import { env } from "@/config/env";
import { isLocale } from "@/i18n/locales";
import { localizedPath } from "@/lib/localized-path";
import { addressOf, type AddressedCollection } from "./redirects";

/** The globals that are one page's: where that page is. */
const globalAddress: Record<string, string> = { "schedule-page": "/schedule" };

/**
 * The page address a document of the admin is shown at, in a language (another global: the home page, as the
 * business details and the menus are on every page).
 */
export function documentUrl({
  collection,
  global,
  slug,
  locale,
}: {
  collection?: string;
  global?: string;
  slug?: unknown;
  locale?: unknown;
}): string {
  const language = isLocale(locale) ? locale : "en";
  const route =
    collection && typeof slug === "string"
      ? collection in addressOf
        ? addressOf[collection as AddressedCollection](slug)
        : collection === "legal-pages"
          ? `/${slug}`
          : "/"
      : (global && globalAddress[global]) || "/";
  return `${env().SITE_URL.replace(/\/$/, "")}${localizedPath(route, language)}`;
}

/**
 * The SEO plugin (@payloadcms/plugin-seo): its translations and field components. Its fields (sharing image,
 * search-result preview) are placed by hand in each "Search and sharing" tab (metaTab in
 * src/cms/fields/page.ts), beside the title and description the site already had; the plugin is given no
 * collection, so it adds no second `meta` group.
 */
export const seo: Plugin = seoPlugin({ uploadsCollection: "media" });

/**
 * The address the preview shows (the plugin's own endpoint answers only for collections it adds its group to):
 * registered before the plugin's, for signed-in staff, from the document the admin sends.
 */
export const previewUrlEndpoint: Endpoint = {
  path: "/plugin-seo/generate-url",
  method: "post",
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: req.t("error:unauthorized") }] }, { status: 401 });
    const body = (await req.json?.()) as
      { collectionSlug?: string; globalSlug?: string; doc?: { slug?: unknown }; locale?: unknown } | undefined;
    return Response.json({
      result: documentUrl({
        collection: body?.collectionSlug,
        global: body?.globalSlug,
        slug: body?.doc?.slug,
        locale: body?.locale,
      }),
    });
  },
};
