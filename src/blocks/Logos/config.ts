import { localizedText, localizedTextarea } from "@/cms/fields";
import { badge, block, intro, title } from "../fields";

export const LogosBlock = block({
  slug: "logos",
  interfaceName: "LogosBlock",
  labels: { singular: { en: "Logos", ar: "شعارات" }, plural: { en: "Logos", ar: "شعارات" } },
  description: {
    en: "The logos of the clients and training partners, and the industries, moving or still (edited in their lists).",
    ar: "شعارات العملاء وشركاء التدريب والقطاعات، متحركة أو ثابتة (تُحرَّر في قوائمها).",
  },
  group: "lists",
  fields: [
    badge(),
    title(),
    intro(),
    {
      name: "motion",
      type: "select",
      required: true,
      defaultValue: "moving",
      label: { en: "Display", ar: "طريقة العرض" },
      options: [
        {
          value: "moving",
          label: { en: "Moving rows, with a pause button", ar: "صفوف متحركة مع زر إيقاف" },
        },
        { value: "still", label: { en: "Still lists", ar: "قوائم ثابتة" } },
      ],
    },
    {
      name: "parts",
      type: "array",
      required: true,
      minRows: 1,
      maxRows: 3,
      // A new block shows the clients' logos until the editor changes or adds parts.
      defaultValue: [{ show: "clients" }],
      label: { en: "Parts, in this order", ar: "الأجزاء بهذا الترتيب" },
      labels: { singular: { en: "Part", ar: "جزء" }, plural: { en: "Parts", ar: "أجزاء" } },
      admin: {
        description: {
          en: "The clients and training partners are edited in their lists, the industries in Business details › Industries.",
          ar: "يُحرَّر العملاء وشركاء التدريب في قوائمهم، والقطاعات في «بيانات المركز › القطاعات».",
        },
      },
      fields: [
        {
          name: "show",
          type: "select",
          required: true,
          defaultValue: "clients",
          label: { en: "Shows", ar: "يعرض" },
          options: [
            { value: "clients", label: { en: "Clients", ar: "العملاء" } },
            { value: "industries", label: { en: "Industries", ar: "القطاعات" } },
            { value: "partners", label: { en: "Training partners", ar: "شركاء التدريب" } },
          ],
        },
        localizedText("title", {
          label: { en: "Heading of the part (optional)", ar: "عنوان الجزء (اختياري)" },
          required: false,
          description: {
            en: "Leave empty for the first part: the block's title heads it.",
            ar: "اتركه فارغًا للجزء الأول: يكفيه عنوان القسم.",
          },
        }),
        localizedTextarea("description", {
          label: { en: "Text under the heading (optional)", ar: "النص تحت العنوان (اختياري)" },
          required: false,
        }),
      ],
    },
  ],
});
