import { block, button, imageField, title } from "../fields";

export const ImageTextBlock = block({
  slug: "imageText",
  interfaceName: "ImageTextBlock",
  labels: {
    singular: { en: "Image beside text", ar: "صورة بجانب نص" },
    plural: { en: "Images beside text", ar: "صور بجانب نصوص" },
  },
  description: {
    en: "A picture on one side, a title, a text and a button on the other.",
    ar: "صورة في جانب، وعنوان ونص وزر في الجانب الآخر.",
  },
  group: "text",
  fields: [
    title(),
    { name: "body", type: "richText", localized: true, required: true, label: { en: "Text", ar: "النص" } },
    imageField(),
    {
      name: "imageSide",
      type: "select",
      required: true,
      defaultValue: "start",
      label: { en: "Image side", ar: "جانب الصورة" },
      options: [
        {
          value: "start",
          label: { en: "Before the text (left in English, right in Arabic)", ar: "قبل النص (يمين الصفحة بالعربية)" },
        },
        { value: "end", label: { en: "After the text", ar: "بعد النص" } },
      ],
    },
    button("link", { en: "Button (optional)", ar: "الزر (اختياري)" }, false),
  ],
});
