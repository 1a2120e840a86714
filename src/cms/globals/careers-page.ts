import { localizedList, localizedText, localizedTextarea } from "../fields";
import { badgeField, metaTab, pageTitleField, sectionTitleField, type PageSections } from "./page-fields";

/** The sections of /careers (the page `careers`): the openings, why join, how to apply. */
export const CareersPage: PageSections = {
  slug: "careers-page",
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
          ],
        },
        {
          name: "openings",
          label: { en: "Open positions", ar: "الوظائف المتاحة" },
          fields: [
            sectionTitleField(),
            {
              name: "jobs",
              type: "array",
              label: { en: "Positions", ar: "الوظائف" },
              minRows: 1,
              maxRows: 20,
              labels: { singular: { en: "Position", ar: "وظيفة" }, plural: { en: "Positions", ar: "الوظائف" } },
              admin: {
                description: {
                  en: "Each card has a button that writes an e-mail with the position's title as its subject.",
                  ar: "في كل بطاقة زر يكتب رسالة بريد إلكتروني عنوانها المسمى الوظيفي.",
                },
              },
              fields: [
                {
                  type: "row",
                  fields: [
                    {
                      name: "area",
                      type: "select",
                      required: true,
                      label: { en: "Team", ar: "الفريق" },
                      options: [
                        { label: { en: "IT", ar: "تكنولوجيا المعلومات" }, value: "it" },
                        { label: { en: "English", ar: "اللغة الإنجليزية" }, value: "english" },
                        { label: { en: "Business", ar: "الإدارة والأعمال" }, value: "business" },
                        { label: { en: "Staff", ar: "فريق العمل" }, value: "staff" },
                      ],
                    },
                    localizedText("type", {
                      label: { en: "Type of work", ar: "نوع العمل" },
                      description: { en: "e.g. Full-time, Freelance", ar: "مثل: دوام كامل، عمل حر" },
                    }),
                  ],
                },
                localizedText("title", { label: { en: "Position title", ar: "المسمى الوظيفي" } }),
                localizedTextarea("summary", { label: { en: "Summary", ar: "الملخص" } }),
                {
                  ...localizedList("requirements", {
                    label: { en: "What we look for", ar: "ما نبحث عنه" },
                    minRows: 1,
                    maxRows: 10,
                  }),
                  // PostgreSQL names are at most 63 characters; the versions' table name would be longer.
                  dbName: "careers_job_requirements",
                },
              ],
            },
          ],
        },
        {
          name: "apply",
          label: { en: "How to apply", ar: "طريقة التقديم" },
          description: {
            en: "The contact details beside the steps come from the business details.",
            ar: "بيانات التواصل بجانب الخطوات مأخوذة من بيانات المركز.",
          },
          fields: [
            sectionTitleField(),
            localizedList("steps", {
              label: { en: "Steps", ar: "الخطوات" },
              minRows: 1,
              maxRows: 8,
              description: { en: "Numbered in this order.", ar: "تُرقَّم بهذا الترتيب." },
            }),
          ],
        },
        metaTab(),
      ],
    },
  ],
};
