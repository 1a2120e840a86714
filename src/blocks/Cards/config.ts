import { iconCardList } from "@/cms/fields";
import { block, intro, title } from "../fields";

export const CardsBlock = block({
  slug: "cards",
  interfaceName: "CardsBlock",
  labels: {
    singular: { en: "Cards with icons", ar: "بطاقات بأيقونات" },
    plural: { en: "Cards with icons", ar: "بطاقات بأيقونات" },
  },
  description: {
    en: "Cards with an icon, a title and a text: services, values, reasons to choose us.",
    ar: "بطاقات بأيقونة وعنوان ونص: الخدمات أو القيم أو أسباب اختيارنا.",
  },
  group: "lists",
  fields: [title(), intro(), { ...iconCardList("cards", { en: "Cards", ar: "البطاقات" }), minRows: 1, maxRows: 12 }],
});
