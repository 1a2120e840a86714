import { APIError, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook } from "payload";
import { isSpecPage, pagePath, siteRoutes, specPageSlugs } from "@/content/site-routes";
import { layoutField } from "../blocks";
import { contentCollection } from "../content-collection";
import { keepOldAddress } from "../redirects";
import { freeSlug, slugField } from "../fields";
import { metaTab, pageTitleField } from "../globals/page-fields";
import { livePreview, previewUrl } from "../preview";

/** The home and about pages are the site's own: they can be edited, not deleted. */
const keepSpecPage: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({ collection: "pages", id, depth: 0, req, overrideAccess: true });
  if (!isSpecPage(page?.slug)) return;
  throw new APIError(
    req.i18n?.language === "ar"
      ? `لا يمكن حذف هذه الصفحة («⁦${page.slug}⁩») لأنها من الصفحات الأساسية للموقع؛ عدّل أقسامها بدلًا من ذلك.`
      : `This page ("${page.slug}") is one of the site's own pages and cannot be deleted; edit its sections instead.`,
    403,
    null,
    true,
  );
};

/**
 * The site's own pages stay published: unpublishing one would take its address (/, /contact…) off the site. A
 * draft can be saved, and a draft version restored (src/cms/safe-restore.ts keeps the published one live).
 */
const keepSpecPagePublished: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { id, data, draft } = args as { id?: number | string; data?: { _status?: unknown }; draft?: unknown };
  if (operation !== "update" || id === undefined || data?._status !== "draft" || draft === true || draft === "true")
    return args;
  const page = await req.payload.findByID({ collection: "pages", id, depth: 0, req, overrideAccess: true });
  if (!isSpecPage(page?.slug)) return args;
  throw new APIError(
    req.i18n?.language === "ar"
      ? `لا يمكن إلغاء نشر هذه الصفحة («⁦${page.slug}⁩») لأنها من الصفحات الأساسية للموقع؛ استخدم «حفظ المسودّة» بدلًا من ذلك.`
      : `This page ("${page.slug}") is one of the site's own pages and cannot be unpublished; save your changes as a draft instead.`,
    403,
    null,
    true,
  );
};

/**
 * Pages built from blocks (src/cms/blocks.ts): a landing page for a campaign, an open day, an offer. Each is
 * served at /<slug> and /ar/<slug> as soon as it is published (src/app/[locale]/[slug]), listed in the
 * sitemap, and leaves both when unpublished or deleted.
 */
export const Pages = contentCollection(
  {
    slug: "pages",
    labels: { singular: { en: "Page", ar: "صفحة" }, plural: { en: "Pages", ar: "الصفحات" } },
    admin: {
      useAsTitle: "title",
      defaultColumns: ["title", "slug", "_status", "updatedAt"],
      listSearchableFields: ["title", "slug"],
      preview: (doc, { locale }) => previewUrl(pagePath(String(doc.slug)), locale),
      livePreview: livePreview((doc) => pagePath(String(doc.slug))),
      description: {
        en: "Landing pages made of sections. Publish in both languages; the page is live at its address at once.",
        ar: "صفحات هبوط مكوّنة من أقسام. انشرها باللغتين، فتظهر على عنوانها فورًا.",
      },
    },
    hooks: {
      beforeValidate: [freeSlug],
      afterChange: [keepOldAddress],
      beforeDelete: [keepSpecPage],
      beforeOperation: [keepSpecPagePublished],
    },
    fields: [
      pageTitleField(),
      slugField({ en: "Address (slug)", ar: "العنوان المختصر (slug)" }, siteRoutes, specPageSlugs),
      {
        type: "tabs",
        tabs: [
          { label: { en: "Sections", ar: "الأقسام" }, fields: [layoutField()] },
          metaTab({
            required: false,
            titleDescription: {
              en: "Shown in the browser tab, in search results and on shared links, with the centre's name after it. Empty: the page's title.",
              ar: "يظهر في تبويب المتصفح ونتائج البحث والروابط المشاركة، ويُضاف اسم المركز بعده. إذا تُرك فارغًا: عنوان الصفحة.",
            },
          }),
        ],
      },
    ],
  },
  { scheduled: true },
);
