import type { Access, ArrayField, TextFieldSingleValidation } from "payload";
import { contentCollection } from "./content-collection";
import { previewDocument } from "../admin/preview";
import { localizedText, localizedTextarea } from "../fields";
import { metaTab, pageTitleField, textList } from "../fields/page";

/** The legal pages: each document is the page of the same address (/privacy, /terms, /cookies). */
export const legalPageSlugs = ["privacy", "terms", "cookies"] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];

/** The seed makes the three pages; nobody makes or deletes one in the admin, since only these have a page. */
const nobody: Access = () => false;

const anchorPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A section's anchor: the address of the section (…/privacy#retention), one per section of the page. */
const validateAnchor: TextFieldSingleValidation = (value, { data }) => {
  if (typeof value !== "string" || !anchorPattern.test(value)) {
    return "Lower-case letters, digits and hyphens only (e.g. your-rights)";
  }
  const sections = (data as { sections?: { anchor?: unknown }[] }).sections ?? [];
  return sections.filter((section) => section.anchor === value).length > 1 ? "Another section has this anchor" : true;
};

const sections: ArrayField = {
  name: "sections",
  type: "array",
  label: { en: "Sections", ar: "الأقسام" },
  minRows: 1,
  maxRows: 30,
  labels: { singular: { en: "Section", ar: "قسم" }, plural: { en: "Sections", ar: "الأقسام" } },
  admin: {
    description: {
      en: "Listed in this order in the page's table of contents.",
      ar: "تظهر بهذا الترتيب في فهرس محتويات الصفحة.",
    },
  },
  fields: [
    {
      type: "row",
      fields: [
        localizedText("heading", { label: { en: "Heading", ar: "العنوان" } }),
        {
          name: "anchor",
          type: "text",
          required: true,
          label: { en: "Anchor", ar: "المعرّف في الرابط" },
          validate: validateAnchor,
          admin: {
            description: {
              en: "The link to this section ends with #anchor: lower-case letters, digits and hyphens. Changing it breaks links to the section.",
              ar: "ينتهي رابط هذا القسم بـ ‎#المعرّف: حروف إنجليزية صغيرة وأرقام وشرطات. تغييره يعطّل الروابط المؤدية إلى القسم.",
            },
          },
        },
      ],
    },
    textList("paragraphs", {
      label: { en: "Paragraphs", ar: "الفقرات" },
      row: { en: "Paragraph", ar: "فقرة" },
      minRows: 1,
      maxRows: 12,
    }),
    textList("bullets", {
      label: { en: "Bullet points (optional)", ar: "النقاط (اختياري)" },
      row: { en: "Point", ar: "نقطة" },
      maxRows: 20,
      description: { en: "Shown after the paragraphs.", ar: "تظهر بعد الفقرات." },
    }),
  ],
};

/** Privacy, terms and cookies: a title, an introduction, the date of the last change and headed sections. */
export const LegalPages = contentCollection({
  slug: "legal-pages",
  trash: true,
  labels: {
    singular: { en: "Legal page", ar: "صفحة قانونية" },
    plural: { en: "Legal pages", ar: "الصفحات القانونية" },
  },
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "slug", "updated", "_status"],
    preview: previewDocument((doc) => `/${String(doc.slug)}`),
    description: {
      en: "The privacy policy, the terms of service and the cookie policy. Change “Last updated” with the text.",
      ar: "سياسة الخصوصية وشروط الخدمة وسياسة ملفات تعريف الارتباط. حدّث «آخر تحديث» مع كل تغيير في النص.",
    },
  },
  access: { create: nobody, delete: nobody },
  disableDuplicate: true,
  defaultSort: "slug",
  fields: [
    {
      name: "slug",
      type: "select",
      required: true,
      unique: true,
      index: true,
      options: legalPageSlugs.map((value) => ({ label: `/${value}`, value })),
      label: { en: "Page", ar: "الصفحة" },
      access: { update: () => false },
      admin: { position: "sidebar", readOnly: true },
    },
    {
      type: "tabs",
      tabs: [
        {
          label: { en: "Page", ar: "الصفحة" },
          fields: [
            pageTitleField(),
            localizedTextarea("intro", { label: { en: "Introduction", ar: "المقدمة" } }),
            {
              name: "updated",
              type: "date",
              required: true,
              label: { en: "Last updated", ar: "آخر تحديث" },
              admin: {
                date: { pickerAppearance: "dayOnly", displayFormat: "d MMMM yyyy" },
                description: {
                  en: "Shown under the title. Set it to the day the text last changed.",
                  ar: "يظهر تحت العنوان. اجعله تاريخ آخر تغيير في النص.",
                },
              },
            },
          ],
        },
        { label: { en: "Sections", ar: "الأقسام" }, fields: [sections] },
        metaTab(),
      ],
    },
  ],
});
