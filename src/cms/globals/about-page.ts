import { iconCardList, localizedText, localizedTextarea, statList } from "../fields";
import {
  badgeField,
  ctaTab,
  introField,
  metaTab,
  paragraphList,
  statsLabelField,
  titleField,
  type PageSections,
} from "./page-fields";

/** The about page's sections (the page `about`; src/components/sections/about): the blocks' fields, the seed's shape. */
export const AboutPage: PageSections = {
  slug: "about-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        {
          name: "hero",
          label: { en: "Hero", ar: "الواجهة" },
          fields: [
            badgeField(),
            titleField("title", { en: "Title (the page's main heading)", ar: "العنوان (العنوان الرئيسي للصفحة)" }),
            introField(),
          ],
        },
        {
          name: "story",
          label: { en: "Our story", ar: "قصتنا" },
          fields: [
            titleField(),
            paragraphList("paragraphs", { en: "Paragraphs", ar: "الفقرات" }),
            statsLabelField(),
            statList("stats", { en: "Figures", ar: "الأرقام" }, 4),
          ],
        },
        {
          name: "milestones",
          label: { en: "Milestones", ar: "المحطات" },
          fields: [
            titleField(),
            {
              name: "items",
              type: "array",
              label: { en: "Milestones", ar: "المحطات" },
              minRows: 1,
              maxRows: 20,
              labels: { singular: { en: "Milestone", ar: "محطة" }, plural: { en: "Milestones", ar: "المحطات" } },
              admin: { description: { en: "In the order shown.", ar: "بترتيب ظهورها." } },
              fields: [
                {
                  type: "row",
                  fields: [
                    {
                      name: "year",
                      type: "number",
                      required: true,
                      min: 1900,
                      max: 2100,
                      label: { en: "Year", ar: "السنة" },
                    },
                    localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
                  ],
                },
                localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
              ],
            },
          ],
        },
        {
          name: "mission",
          label: { en: "Mission", ar: "الرسالة" },
          fields: [titleField(), iconCardList("cards", { en: "Cards", ar: "البطاقات" }, 3)],
        },
        {
          name: "approach",
          label: { en: "Approach", ar: "المنهج" },
          fields: [
            titleField(),
            introField(),
            iconCardList("steps", { en: "Steps (numbered in this order)", ar: "الخطوات (مرقّمة بهذا الترتيب)" }, 4),
            {
              name: "award",
              type: "group",
              label: { en: "Award", ar: "التقدير" },
              admin: {
                description: {
                  en: "The highlighted box under the steps.",
                  ar: "الإطار المميز أسفل الخطوات.",
                },
              },
              fields: [titleField(), localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } })],
            },
          ],
        },
        {
          name: "vision",
          label: { en: "Vision", ar: "الرؤية" },
          fields: [titleField(), localizedTextarea("text", { label: { en: "Vision", ar: "الرؤية" } })],
        },
        {
          name: "values",
          label: { en: "Values", ar: "القيم" },
          fields: [titleField(), { ...iconCardList("items", { en: "Values", ar: "القيم" }), minRows: 1, maxRows: 18 }],
        },
        {
          name: "achievements",
          label: { en: "Achievements", ar: "الإنجازات" },
          fields: [titleField(), introField(), statList("stats", { en: "Figures", ar: "الأرقام" }, 4)],
        },
        ctaTab(),
        metaTab(),
      ],
    },
  ],
};
