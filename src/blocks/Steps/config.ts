import { localizedList, localizedText, localizedTextarea } from "@/cms/fields";
import { block, intro, title } from "../fields";

type Sibling = { aside?: string };
const asideIs =
  (...kinds: string[]) =>
  (_data: unknown, sibling: Sibling) =>
    kinds.includes(sibling?.aside ?? "");

export const StepsBlock = block({
  slug: "steps",
  interfaceName: "StepsBlock",
  labels: {
    singular: { en: "Steps or timeline", ar: "خطوات أو خط زمني" },
    plural: { en: "Steps or timelines", ar: "خطوات أو خطوط زمنية" },
  },
  description: {
    en: "Numbered steps (how to apply, how we work) or a timeline of dates, with a box beside or under them if you like.",
    ar: "خطوات مرقّمة (طريقة التقديم أو طريقة عملنا) أو خط زمني بالتواريخ، ويمكن إضافة مربع بجانبها أو أسفلها.",
  },
  group: "lists",
  fields: [
    title(),
    intro(),
    {
      name: "look",
      type: "select",
      required: true,
      defaultValue: "numbered",
      label: { en: "Look", ar: "الشكل" },
      options: [
        { value: "numbered", label: { en: "Numbered cards side by side", ar: "بطاقات مرقّمة متجاورة" } },
        { value: "list", label: { en: "Numbered list", ar: "قائمة مرقّمة" } },
        { value: "timeline", label: { en: "Timeline (with a year or date)", ar: "خط زمني (بسنة أو تاريخ)" } },
      ],
    },
    {
      name: "steps",
      type: "array",
      label: { en: "Steps", ar: "الخطوات" },
      minRows: 1,
      maxRows: 20,
      labels: { singular: { en: "Step", ar: "خطوة" }, plural: { en: "Steps", ar: "الخطوات" } },
      admin: { initCollapsed: false, description: { en: "In the order shown.", ar: "بترتيب ظهورها." } },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "label",
              type: "text",
              maxLength: 20,
              label: { en: "Year or date (timeline only)", ar: "السنة أو التاريخ (للخط الزمني فقط)" },
              admin: {
                description: {
                  en: "Shown above the step in the timeline look, the same in both languages (e.g. 2003).",
                  ar: "يظهر فوق الخطوة في شكل الخط الزمني، وهو واحد في اللغتين (مثل 2003).",
                },
              },
            },
            localizedText("title", { label: { en: "Step", ar: "الخطوة" } }),
          ],
        },
        localizedTextarea("description", {
          label: { en: "Description (optional)", ar: "الوصف (اختياري)" },
          required: false,
        }),
      ],
    },
    {
      name: "aside",
      type: "select",
      required: true,
      defaultValue: "none",
      label: { en: "Box with the steps", ar: "مربع مع الخطوات" },
      options: [
        { value: "none", label: { en: "None", ar: "بدون" } },
        { value: "highlight", label: { en: "Highlight under the steps", ar: "إطار مميز أسفل الخطوات" } },
        { value: "checklist", label: { en: "Checklist under the steps", ar: "قائمة مزايا أسفل الخطوات" } },
        {
          value: "contact",
          label: { en: "The centre's contact details beside the steps", ar: "بيانات التواصل مع المركز بجانب الخطوات" },
        },
      ],
      admin: {
        description: {
          en: "The contact details are the centre's, from Business details.",
          ar: "بيانات التواصل هي الخاصة بالمركز من «بيانات المركز».",
        },
      },
    },
    {
      ...localizedText("asideTitle", { label: { en: "Box title", ar: "عنوان المربع" }, required: false }),
      admin: { condition: asideIs("highlight", "checklist") },
    },
    {
      ...localizedTextarea("asideText", { label: { en: "Box text", ar: "نص المربع" }, required: false }),
      admin: { rows: 3, condition: asideIs("highlight") },
    },
    {
      ...localizedList("asideItems", { label: { en: "Checklist", ar: "القائمة" }, maxRows: 12 }),
      admin: { initCollapsed: false, condition: asideIs("checklist") },
    },
  ],
});
