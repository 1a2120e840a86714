import { MetaImageField, PreviewField } from "@payloadcms/plugin-seo/fields";
import type { ArrayField, Field, GroupField, Tab, TextField } from "payload";
import { iconCardList, localizedText, localizedTextarea, statList, type Label } from "../fields";

/**
 * Building blocks of the pages' globals: each page is a row of tabs, one per section, in the page's order,
 * ending with the closing call to action and what search engines show.
 */

/**
 * The sections of one of the specification's pages, one tab each: the fields the section blocks are made of
 * (src/cms/section-blocks.ts) and the shape of the page's first texts (src/cms/seed/pages). Until 2026-11-27 each
 * was a global of its own (its `slug`); the pages are now documents of the collection `pages`.
 */
export interface PageSections {
  slug: string;
  fields: Field[];
}

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

/** The page's main heading, which also names it in the breadcrumbs and structured data. */
export const pageTitleField = (): TextField =>
  localizedText("title", {
    label: { en: "Title", ar: "العنوان" },
    description: {
      en: "The page's main heading (search engines read the title under “Search and sharing”).",
      ar: "العنوان الرئيسي للصفحة (أما محركات البحث فتقرأ العنوان الموجود في «محركات البحث والمشاركة»).",
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

/** A list of paragraphs in both languages. */
export const paragraphList = (name: string, label: Label, { minRows = 1, maxRows = 10 } = {}): ArrayField =>
  textList(name, { label, row: { en: "Paragraph", ar: "فقرة" }, minRows, maxRows });

const title = (description?: Label) => localizedText("title", { label: { en: "Title", ar: "العنوان" }, description });
const description = (hint?: Label) =>
  localizedTextarea("description", { label: { en: "Description", ar: "الوصف" }, description: hint });

/** The text of a button or link; where it leads is set by the page. */
export function buttonText(name: string, label: Label): TextField {
  return localizedText(name, {
    label,
    description: { en: "The button's text; where it leads is set by the page.", ar: "نص الزر؛ وجهته تحددها الصفحة." },
  });
}

/** A name that screen readers announce for a group of figures or links; it is not shown on the page. */
export function hiddenLabel(name: string, label: Label): TextField {
  return localizedText(name, {
    label,
    description: {
      en: "Read aloud by screen readers for this group; not shown on the page.",
      ar: "تقرؤه برامج قراءة الشاشة لهذه المجموعة، ولا يظهر في الصفحة.",
    },
  });
}

/**
 * A text with placeholders such as {group} that the page fills in from the business details. Saving is
 * refused when a placeholder is missing (in either language), so the filled-in value never disappears.
 */
export function templateText(
  name: string,
  { label, placeholders, explanation }: { label: Label; placeholders: string[]; explanation: Label },
): TextField {
  const names = placeholders.map((p) => `{${p}}`).join(" ");
  return {
    ...localizedText(name, { label, description: explanation }),
    validate: (value: unknown) =>
      typeof value === "string" && placeholders.every((p) => value.includes(`{${p}}`))
        ? true
        : `Keep ${names} in the text (they are replaced by the values from the business details) / أبقِ ${names} في النص`,
  };
}

/** A section's heading and the sentence under it. */
export function sectionIntro(name: string, label: Label): GroupField {
  return { name, type: "group", label, fields: [title(), description()] };
}

/** The hero band: badge, the page's only main heading, the sentence under it, then the page's own extras. */
export function heroTab(extra: Field[] = []): Tab {
  return {
    name: "hero",
    label: { en: "Top of the page", ar: "أعلى الصفحة" },
    fields: [
      localizedText("badge", { label: { en: "Badge", ar: "الشارة" } }),
      title({ en: "The page's main heading.", ar: "العنوان الرئيسي للصفحة." }),
      description(),
      ...extra,
    ],
  };
}

/** The "Why choose ..." section: a title and a fixed number of cards, then the page's own extras. */
export function whyTab(cards: number, extra: Field[] = []): Tab {
  return {
    name: "why",
    label: { en: "Why choose us", ar: "لماذا نحن" },
    fields: [title(), iconCardList("items", { en: "Reasons", ar: "الأسباب" }, cards), ...extra],
  };
}

/** A list of figures with the name screen readers announce for it. */
export function figureFields(labelName: string, listName: string, count: number): Field[] {
  return [
    hiddenLabel(labelName, { en: "Name of the figures", ar: "اسم مجموعة الأرقام" }),
    statList(listName, { en: "Figures", ar: "الأرقام" }, count),
  ];
}

/**
 * The closing band of a page: a title, a sentence and its buttons (by default one, to the contact page;
 * where each button leads is set by the page).
 */
export function ctaTab(buttons: Field[] = [buttonText("button", { en: "Button", ar: "الزر" })]): Tab {
  return {
    name: "cta",
    label: { en: "Closing call to action", ar: "الدعوة الختامية" },
    description: { en: "The band at the end of the page.", ar: "الشريط في آخر الصفحة." },
    fields: [titleField(), localizedTextarea("description", { label: { en: "Text", ar: "النص" } }), ...buttons],
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
