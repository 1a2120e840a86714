import { block, title } from "../fields";

export const RichTextBlock = block({
  slug: "richText",
  interfaceName: "RichTextBlock",
  labels: { singular: { en: "Text", ar: "نص" }, plural: { en: "Texts", ar: "نصوص" } },
  description: {
    en: "Paragraphs with headings, lists, links and images placed in the text.",
    ar: "فقرات بعناوين وقوائم وروابط وصور داخل النص.",
  },
  group: "text",
  fields: [
    title(false),
    { name: "body", type: "richText", localized: true, required: true, label: { en: "Text", ar: "النص" } },
  ],
});
