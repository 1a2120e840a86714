import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
} from "payload";
import { isSpecPage, pagePath, siteRoutes, specPageSlugs } from "@/content/site-routes";
import { layoutField } from "@/blocks/layout";
import { heroField } from "@/heros/config";
import { RichTextBlock } from "@/blocks/RichText/config";
import { ImageBlock } from "@/blocks/Image/config";
import { GalleryBlock } from "@/blocks/Gallery/config";
import { ImageTextBlock } from "@/blocks/ImageText/config";
import { StatsBlock } from "@/blocks/Stats/config";
import { StepsBlock } from "@/blocks/Steps/config";
import { DetailCardsBlock } from "@/blocks/DetailCards/config";
import { CardsBlock } from "@/blocks/Cards/config";
import { FaqBlock } from "@/blocks/Faq/config";
import { LogosBlock } from "@/blocks/Logos/config";
import { TestimonialsBlock } from "@/blocks/Testimonials/config";
import { CollectionListBlock } from "@/blocks/CollectionList/config";
import { VideoBlock } from "@/blocks/Video/config";
import { MapBlock } from "@/blocks/Map/config";
import { LeadFormBlock } from "@/blocks/LeadForm/config";
import { CallToActionBlock } from "@/blocks/CallToAction/config";
import { contentCollection } from "./content-collection";
import { keepOldAddress } from "../plugins/redirects";
import { freeSlug, slugField } from "../fields";
import { metaTab, pageTitleField } from "../fields/page";
import { livePreview, previewUrl } from "../admin/preview";

type Req = Parameters<CollectionBeforeDeleteHook>[0]["req"];

/**
 * Refuses `what` (deleting or unpublishing) when the page is one of the site's own (home, about, contact…),
 * with a sentence in the admin's language that says what to do instead.
 */
async function refuseForSpecPage(req: Req, id: number | string, what: "delete" | "unpublish"): Promise<void> {
  // In the trash too: a page deleted for good is deleted from there.
  const page = await req.payload.findByID({
    collection: "pages",
    id,
    depth: 0,
    req,
    overrideAccess: true,
    trash: true,
  });
  if (!isSpecPage(page?.slug)) return;
  const slug = page.slug;
  const message =
    req.i18n?.language === "ar"
      ? what === "delete"
        ? `لا يمكن حذف هذه الصفحة («⁦${slug}⁩») لأنها من الصفحات الأساسية للموقع؛ عدّل أقسامها بدلًا من ذلك.`
        : `لا يمكن إلغاء نشر هذه الصفحة («⁦${slug}⁩») لأنها من الصفحات الأساسية للموقع؛ استخدم «حفظ المسودّة» بدلًا من ذلك.`
      : what === "delete"
        ? `This page ("${slug}") is one of the site's own pages and cannot be deleted; edit its sections instead.`
        : `This page ("${slug}") is one of the site's own pages and cannot be unpublished; save your changes as a draft instead.`;
  throw new APIError(message, 403, null, true);
}

/** The site's own pages can be edited, not deleted. */
const keepSpecPage: CollectionBeforeDeleteHook = ({ id, req }) => refuseForSpecPage(req, id, "delete");

/** Nor moved to the trash (an update that sets `deletedAt`, one by one or several at once from the list). */
const keepSpecPageOutOfTrash: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === "update" && data?.deletedAt && originalDoc && isSpecPage(originalDoc.slug))
    await refuseForSpecPage(req, originalDoc.id, "delete");
  return data;
};

/**
 * The site's own pages stay published: unpublishing one would take its address (/, /contact…) off the site. A
 * draft can be saved, and a draft version restored (src/patches/payload-safe-restore.ts keeps the published one live).
 */
const keepSpecPagePublished: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { id, data, draft } = args as { id?: number | string; data?: { _status?: unknown }; draft?: unknown };
  if (operation !== "update" || id === undefined || data?._status !== "draft" || draft === true || draft === "true")
    return args;
  await refuseForSpecPage(req, id, "unpublish");
  return args;
};

/**
 * The blocks a page is built from, in the order of the admin's "Add Section" drawer: one folder each in src/blocks
 * (config.ts, Component.tsx). A new block is its folder and one line here (and its component's line in
 * src/blocks/RenderBlocks.tsx, which the type checker asks for).
 */
const blocks = [
  RichTextBlock,
  ImageBlock,
  GalleryBlock,
  ImageTextBlock,
  VideoBlock,
  MapBlock,
  CardsBlock,
  StatsBlock,
  StepsBlock,
  DetailCardsBlock,
  FaqBlock,
  LogosBlock,
  TestimonialsBlock,
  CollectionListBlock,
  LeadFormBlock,
  CallToActionBlock,
];

/**
 * Pages built from blocks (src/blocks): a landing page for a campaign, an open day, an offer. Each is
 * served at /<slug> and /ar/<slug> as soon as it is published (src/app/[locale]/[slug]), listed in the
 * sitemap, and leaves both when unpublished or deleted.
 */
export const Pages = contentCollection(
  {
    slug: "pages",
    trash: true,
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
      beforeChange: [keepSpecPageOutOfTrash],
      beforeDelete: [keepSpecPage],
      beforeOperation: [keepSpecPagePublished],
    },
    fields: [
      pageTitleField(),
      slugField({ en: "Address (slug)", ar: "العنوان المختصر (slug)" }, siteRoutes, specPageSlugs),
      {
        type: "tabs",
        tabs: [
          { label: { en: "Hero", ar: "الواجهة" }, fields: [heroField] },
          { label: { en: "Sections", ar: "الأقسام" }, fields: [layoutField(blocks)] },
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
