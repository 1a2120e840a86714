import { localizedTextarea } from "@/cms/fields";
import { block, button, title } from "../fields";

export const CallToActionBlock = block({
  slug: "cta",
  interfaceName: "CtaBlock",
  labels: {
    singular: { en: "Call-to-action band", ar: "شريط دعوة لاتخاذ إجراء" },
    plural: { en: "Call-to-action bands", ar: "أشرطة دعوة لاتخاذ إجراء" },
  },
  description: {
    en: "A coloured band with a title, a text and one or two buttons, usually at the end of a page.",
    ar: "شريط ملوّن بعنوان ونص وزر أو زرّين، وغالبًا في آخر الصفحة.",
  },
  group: "forms",
  fields: [
    title(),
    localizedTextarea("description", { label: { en: "Text", ar: "النص" } }),
    button("primary", { en: "Button", ar: "الزر" }, true),
    button("secondary", { en: "Second button (optional)", ar: "الزر الثاني (اختياري)" }, false),
  ],
});
