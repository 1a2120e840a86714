import type { ArrayField, Field, Tab, TextField } from "payload";
import { localizedText, localizedTextarea, type Label } from "../fields";

/** Fields shared by the pages' globals (home-page, about-page): section headings, closing call to action, meta. */

export const badgeField = (name = "badge"): TextField =>
  localizedText(name, {
    label: { en: "Badge", ar: "الشارة" },
    description: { en: "The small label above the title.", ar: "العبارة القصيرة فوق العنوان." },
  });

export const titleField = (name = "title", label: Label = { en: "Title", ar: "العنوان" }): TextField =>
  localizedText(name, { label });

export const introField = (name = "description", label: Label = { en: "Introduction", ar: "المقدمة" }) =>
  localizedTextarea(name, { label });

/** The name a screen reader announces for a row of figures (not shown on the page). */
export const statsLabelField = (name = "statsLabel"): TextField =>
  localizedText(name, {
    label: { en: "Name of the figures (for screen readers)", ar: "اسم مجموعة الأرقام (لقارئات الشاشة)" },
    description: {
      en: "Not shown: read aloud before the figures, e.g. “Key figures”.",
      ar: "لا يظهر على الصفحة: تقرؤه قارئات الشاشة قبل الأرقام، مثل «أرقام رئيسية».",
    },
  });

/** A list of paragraphs in both languages: rows shared, text per language (rows of { text }). */
export function paragraphList(name: string, label: Label, { minRows = 1, maxRows = 10 } = {}): ArrayField {
  return {
    name,
    type: "array",
    label,
    minRows,
    maxRows,
    labels: { singular: { en: "Paragraph", ar: "فقرة" }, plural: { en: "Paragraphs", ar: "فقرات" } },
    admin: { initCollapsed: false },
    fields: [localizedTextarea("text", { label: { en: "Text", ar: "النص" } })],
  };
}

/** The closing band of a page: a title, a sentence and a button to the contact page. */
export function ctaTab(): Tab {
  return {
    name: "cta",
    label: { en: "Call to action", ar: "دعوة للتواصل" },
    description: {
      en: "The band at the end of the page. Its button opens the contact page.",
      ar: "الشريط في آخر الصفحة، وزرّه يفتح صفحة التواصل.",
    },
    fields: [
      titleField(),
      localizedTextarea("description", { label: { en: "Text", ar: "النص" } }),
      localizedText("button", { label: { en: "Button", ar: "الزر" } }),
    ],
  };
}

/** What search engines and shared links show: the page's title and description. */
export function metaTab({ titleDescription }: { titleDescription?: Label } = {}): Tab {
  const fields: Field[] = [
    localizedText("title", {
      label: { en: "Page title", ar: "عنوان الصفحة" },
      description: titleDescription ?? {
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
  ];
  return { name: "meta", label: { en: "Search engines", ar: "محركات البحث" }, fields };
}
