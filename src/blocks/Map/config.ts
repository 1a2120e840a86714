import { localizedTextarea } from "@/cms/fields";
import { block, title } from "../fields";

export const MapBlock = block({
  slug: "map",
  interfaceName: "MapBlock",
  labels: { singular: { en: "Map", ar: "خريطة" }, plural: { en: "Maps", ar: "خرائط" } },
  description: {
    en: "The centre's address and map, from Business details.",
    ar: "عنوان المركز وخريطته من «بيانات المركز».",
  },
  group: "text",
  fields: [
    {
      ...title(),
      admin: {
        description: {
          en: "The map and address are the centre's, from Business details.",
          ar: "الخريطة والعنوان هما الخاصان بالمركز من «بيانات المركز».",
        },
      },
    },
    localizedTextarea("text", {
      label: { en: "Text beside the map (optional)", ar: "نص بجانب الخريطة (اختياري)" },
      required: false,
    }),
  ],
});
