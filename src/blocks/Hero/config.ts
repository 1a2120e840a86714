import { localizedText } from "@/cms/fields";
import { block, button, intro } from "../fields";

export const HeroBlock = block({
  slug: "hero",
  interfaceName: "HeroBlock",
  labels: { singular: { en: "Hero", ar: "الواجهة" }, plural: { en: "Heroes", ar: "الواجهات" } },
  description: {
    en: "The top of the page: its main heading, a text and up to two buttons.",
    ar: "أعلى الصفحة: عنوانها الرئيسي ونص وزرّان على الأكثر.",
  },
  group: "text",
  fields: [
    localizedText("badge", { label: { en: "Badge", ar: "الشارة" }, required: false }),
    localizedText("title", {
      label: { en: "Title (the page's main heading)", ar: "العنوان (العنوان الرئيسي للصفحة)" },
    }),
    intro(),
    button("primary", { en: "First button (optional)", ar: "الزر الأول (اختياري)" }, false),
    button("secondary", { en: "Second button (optional)", ar: "الزر الثاني (اختياري)" }, false),
  ],
});
