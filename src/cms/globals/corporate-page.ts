import { localizedList, localizedText, localizedTextarea } from "../fields";
import { badgeField, metaTab, pageTitleField, sectionTitleField, type PageSections } from "./page-fields";

/** The sections of /corporate (the page `corporate`). Its clients and partners come from their collections. */
export const CorporatePage: PageSections = {
  slug: "corporate-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        {
          name: "hero",
          label: { en: "Introduction", ar: "المقدمة" },
          fields: [
            badgeField(),
            pageTitleField(),
            localizedTextarea("intro", { label: { en: "Introduction", ar: "المقدمة" } }),
            localizedText("button", {
              label: { en: "Button", ar: "الزر" },
              description: {
                en: "Opens the contact form with “Corporate Training” chosen.",
                ar: "يفتح نموذج التواصل مع اختيار «تدريب الشركات».",
              },
            }),
          ],
        },
        {
          name: "process",
          label: { en: "Process and benefits", ar: "طريقة العمل والمزايا" },
          fields: [
            sectionTitleField(),
            {
              name: "steps",
              type: "array",
              label: { en: "Steps", ar: "الخطوات" },
              minRows: 1,
              maxRows: 8,
              labels: { singular: { en: "Step", ar: "خطوة" }, plural: { en: "Steps", ar: "الخطوات" } },
              admin: { description: { en: "Numbered in this order.", ar: "تُرقَّم بهذا الترتيب." } },
              fields: [
                localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
                localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
              ],
            },
            sectionTitleField("benefitsTitle", { en: "Benefits title", ar: "عنوان المزايا" }),
            localizedList("benefits", { label: { en: "Benefits", ar: "المزايا" }, minRows: 1, maxRows: 12 }),
          ],
        },
        {
          name: "cta",
          label: { en: "Call to action", ar: "دعوة للتواصل" },
          description: {
            en: "The band at the end of the page: its first button opens the contact form, the second the plan builder.",
            ar: "الشريط في آخر الصفحة: زرّه الأول يفتح نموذج التواصل، والثاني أداة إنشاء خطة الدورات.",
          },
          fields: [
            localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
            localizedTextarea("text", { label: { en: "Text", ar: "النص" } }),
            {
              type: "row",
              fields: [
                localizedText("button", { label: { en: "Button", ar: "الزر" } }),
                localizedText("secondary", { label: { en: "Second button", ar: "الزر الثاني" } }),
              ],
            },
          ],
        },
        metaTab(),
      ],
    },
  ],
};
