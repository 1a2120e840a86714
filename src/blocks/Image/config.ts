import { localizedText } from "@/cms/fields";
import { block, imageField } from "../fields";

/** The widths an image can take on the page. */
export const imageWidthOptions = ["text", "wide", "full"] as const;

export const ImageBlock = block({
  slug: "image",
  interfaceName: "ImageBlock",
  labels: { singular: { en: "Image", ar: "صورة" }, plural: { en: "Images", ar: "صور" } },
  description: {
    en: "One picture from the media library, with a caption; its description for screen readers comes from the library in both languages.",
    ar: "صورة واحدة من مكتبة الوسائط مع تعليق؛ ويأتي وصفها لقارئات الشاشة من المكتبة باللغتين.",
  },
  group: "text",
  fields: [
    {
      ...imageField(),
      admin: {
        description: {
          en: "Its description (alt text) in English and Arabic is the one written in the media library.",
          ar: "وصفها النصي بالإنجليزية والعربية هو المكتوب في مكتبة الوسائط.",
        },
      },
    },
    localizedText("caption", { label: { en: "Caption (optional)", ar: "التعليق (اختياري)" }, required: false }),
    {
      name: "width",
      type: "select",
      required: true,
      defaultValue: "wide",
      label: { en: "Width", ar: "العرض" },
      options: [
        { value: "text", label: { en: "As wide as a text", ar: "بعرض النص" } },
        { value: "wide", label: { en: "Wide", ar: "عريضة" } },
        { value: "full", label: { en: "The whole width of the page", ar: "بعرض الصفحة كلها" } },
      ],
    },
  ],
});
