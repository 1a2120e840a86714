import { MetaImageField, PreviewField } from "@payloadcms/plugin-seo/fields";
import type { ArrayField, Field, Tab, TextField } from "payload";
import { localizedText, localizedTextarea, type Label } from "./index";

/** Fields that every page-like document has: its title, its long texts, what search engines and shared links show. */

/** The page's main heading, which also names it in the breadcrumbs and structured data. */
export const pageTitleField = (): TextField =>
  localizedText("title", {
    label: { en: "Title", ar: "العنوان" },
    description: {
      en: "The page's main heading (search engines read the title under “Search and sharing”).",
      ar: "العنوان الرئيسي للصفحة (أما محركات البحث فتقرأ العنوان الموجود في «محركات البحث والمشاركة»).",
    },
  });

/** Long texts in both languages (paragraphs, bullets): rows shared, text per language, stored as rows of { text }. */
export function textList(
  name: string,
  {
    label,
    row,
    minRows,
    maxRows,
    description,
  }: { label: Label; row: Label; minRows?: number; maxRows?: number; description?: Label },
): ArrayField {
  return {
    name,
    type: "array",
    label,
    minRows,
    maxRows,
    labels: { singular: row, plural: label },
    admin: { initCollapsed: false, ...(description ? { description } : {}) },
    fields: [localizedTextarea("text", { label: { en: "Text", ar: "النص" } })],
  };
}

/** What search engines and shared links show: the page's title and description. */
export function metaTab({
  titleDescription,
  required = true,
}: { titleDescription?: Label; required?: boolean } = {}): Tab {
  return {
    name: "meta",
    label: { en: "Search and sharing", ar: "محركات البحث والمشاركة" },
    fields: [
      localizedText("title", {
        required,
        label: { en: "Page title", ar: "عنوان الصفحة" },
        description: titleDescription ?? {
          en: "Shown in the browser tab, in search results and on shared links; the centre's name is added after it.",
          ar: "يظهر في تبويب المتصفح ونتائج البحث والروابط المشاركة، ويُضاف اسم المركز بعده.",
        },
      }),
      localizedTextarea("description", {
        required,
        label: { en: "Page description", ar: "وصف الصفحة" },
        description: {
          en: "One or two sentences for search results and shared links (about 160 characters).",
          ar: "جملة أو جملتان لنتائج البحث والروابط المشاركة (نحو 160 حرفًا).",
        },
      }),
      // The SEO plugin's sharing image and its preview of the search result (@payloadcms/plugin-seo).
      MetaImageField({
        relationTo: "media",
        overrides: {
          label: { en: "Sharing image", ar: "صورة المشاركة" },
          filterOptions: { mimeType: { not_equals: "application/pdf" } },
          admin: {
            components: { Field: { path: "@payloadcms/plugin-seo/client#MetaImageComponent" } },
            description: {
              en: "Shown when the page is shared (1200 × 630 px is best), one per language. Empty: the page's own card with its title.",
              ar: "تظهر عند مشاركة الصفحة (الأفضل 1200 × 630 بكسل)، صورة لكل لغة. إذا تُركت فارغة: بطاقة الصفحة بعنوانها.",
            },
          },
        },
      }),
      PreviewField({ titlePath: "meta.title", descriptionPath: "meta.description", hasGenerateFn: true }),
    ],
  };
}

/**
 * A document's fields in a "Content" tab beside "Search and sharing" (optional search title, description and
 * sharing image: the page's own title and card otherwise). Fields of the sidebar stay in the sidebar.
 */
export function withSearchTab(fields: Field[], content: Label): Field[] {
  const sidebar = (field: Field) => "admin" in field && field.admin?.position === "sidebar";
  return [
    ...fields.filter(sidebar),
    {
      type: "tabs",
      tabs: [
        { label: content, fields: fields.filter((field) => !sidebar(field)) },
        metaTab({
          required: false,
          titleDescription: {
            en: "Shown in the browser tab, in search results and on shared links, with the centre's name after it. Empty: the title.",
            ar: "يظهر في تبويب المتصفح ونتائج البحث والروابط المشاركة، ويُضاف اسم المركز بعده. إذا تُرك فارغًا: العنوان.",
          },
        }),
      ],
    },
  ];
}
