import { block, figures, title } from "../fields";

export const RichTextBlock = block({
  slug: "richText",
  interfaceName: "RichTextBlock",
  labels: { singular: { en: "Text", ar: "نص" }, plural: { en: "Texts", ar: "نصوص" } },
  description: {
    en: "Paragraphs with headings, lists, links and images placed in the text; as an article, centred, or a statement.",
    ar: "فقرات بعناوين وقوائم وروابط وصور داخل النص؛ كمقال أو في المنتصف أو كعبارة بارزة.",
  },
  group: "text",
  fields: [
    title(false),
    { name: "body", type: "richText", localized: true, required: true, label: { en: "Text", ar: "النص" } },
    {
      name: "style",
      type: "select",
      required: true,
      defaultValue: "article",
      label: { en: "Style", ar: "الشكل" },
      options: [
        { value: "article", label: { en: "Article: title at the start", ar: "مقال: العنوان في بداية السطر" } },
        { value: "centred", label: { en: "Centred title, text below", ar: "عنوان في المنتصف والنص أسفله" } },
        { value: "statement", label: { en: "Statement: large centred text", ar: "عبارة بارزة: نص كبير في المنتصف" } },
      ],
    },
    ...figures(),
  ],
});
