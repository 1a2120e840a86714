import { localizedText, localizedTextarea } from "../fields";
import { badgeField, ctaTab, introField, metaTab, titleField, type PageSections } from "./page-fields";

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
        ctaTab(),
        metaTab(),
      ],
    },
  ],
};
