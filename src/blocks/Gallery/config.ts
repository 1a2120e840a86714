import { localizedText } from "@/cms/fields";
import { block, imageField, intro, title } from "../fields";

export const GalleryBlock = block({
  slug: "gallery",
  interfaceName: "GalleryBlock",
  labels: { singular: { en: "Gallery", ar: "معرض صور" }, plural: { en: "Galleries", ar: "معارض صور" } },
  description: {
    en: "Several pictures in a grid, each with an optional caption.",
    ar: "عدة صور في شبكة، ولكل صورة تعليق اختياري.",
  },
  group: "text",
  fields: [
    title(false),
    intro(),
    {
      name: "images",
      type: "array",
      label: { en: "Images", ar: "الصور" },
      minRows: 2,
      maxRows: 24,
      labels: { singular: { en: "Image", ar: "صورة" }, plural: { en: "Images", ar: "صور" } },
      fields: [
        imageField(),
        localizedText("caption", { label: { en: "Caption (optional)", ar: "التعليق (اختياري)" }, required: false }),
      ],
    },
  ],
});
