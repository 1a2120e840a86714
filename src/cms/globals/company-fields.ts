import type { ArrayField, Tab } from "payload";
import { localizedText, localizedTextarea, type Label } from "../fields";

/** Fields shared by the company pages (corporate, careers) and the legal pages. */

/** The small label above a page's title. */
export const badgeField = () =>
  localizedText("badge", {
    label: { en: "Badge", ar: "الشارة" },
    description: { en: "The small label above the title.", ar: "العبارة القصيرة فوق العنوان." },
  });

/** The page's main heading, which also names it in the breadcrumbs and structured data. */
export const pageTitleField = () =>
  localizedText("title", {
    label: { en: "Title", ar: "العنوان" },
    description: {
      en: "The page's main heading (search engines read the title under “Search engines”).",
      ar: "العنوان الرئيسي للصفحة (أما محركات البحث فتقرأ العنوان الموجود في «محركات البحث»).",
    },
  });

/** A heading of a section of the page. */
export const sectionTitleField = (name = "title", label: Label = { en: "Section title", ar: "عنوان القسم" }) =>
  localizedText(name, { label });

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
export function metaTab(): Tab {
  return {
    name: "meta",
    label: { en: "Search engines", ar: "محركات البحث" },
    fields: [
      localizedText("title", {
        label: { en: "Page title", ar: "عنوان الصفحة" },
        description: {
          en: "Shown in the browser tab and in search results, followed by the centre's name.",
          ar: "يظهر في تبويب المتصفح وفي نتائج البحث، ويليه اسم المركز.",
        },
      }),
      localizedTextarea("description", {
        label: { en: "Description", ar: "الوصف" },
        description: {
          en: "The summary under the title in search results: about 150 characters.",
          ar: "الملخص تحت العنوان في نتائج البحث: نحو 150 حرفًا.",
        },
      }),
    ],
  };
}
