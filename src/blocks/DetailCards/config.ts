import { localizedList, localizedText, localizedTextarea } from "@/cms/fields";
import { block, intro, title } from "../fields";

export const DetailCardsBlock = block({
  slug: "detailCards",
  interfaceName: "DetailCardsBlock",
  labels: {
    singular: { en: "Detailed cards", ar: "بطاقات تفصيلية" },
    plural: { en: "Detailed cards", ar: "بطاقات تفصيلية" },
  },
  description: {
    en: "Cards with labels, a title, a text and a list, each with a button that e-mails the centre: open positions, offers.",
    ar: "بطاقات بوسوم وعنوان ونص وقائمة، ولكل منها زر لمراسلة المركز بالبريد: الوظائف المتاحة أو العروض.",
  },
  group: "lists",
  fields: [
    title(),
    intro(),
    {
      name: "cards",
      type: "array",
      label: { en: "Cards", ar: "البطاقات" },
      minRows: 1,
      maxRows: 24,
      labels: { singular: { en: "Card", ar: "بطاقة" }, plural: { en: "Cards", ar: "البطاقات" } },
      fields: [
        {
          type: "row",
          fields: [
            localizedText("badge", {
              label: { en: "Coloured label (optional)", ar: "وسم ملوّن (اختياري)" },
              required: false,
            }),
            localizedText("meta", {
              label: { en: "Grey label (optional)", ar: "وسم رمادي (اختياري)" },
              required: false,
            }),
          ],
        },
        localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
        localizedTextarea("description", { label: { en: "Text", ar: "النص" }, required: false }),
        localizedList("items", { label: { en: "List (optional)", ar: "القائمة (اختيارية)" }, maxRows: 12 }),
      ],
    },
    localizedText("listTitle", {
      label: { en: "Heading of each card's list (optional)", ar: "عنوان قائمة كل بطاقة (اختياري)" },
      required: false,
    }),
    {
      type: "row",
      fields: [
        localizedText("emailButton", {
          label: { en: "E-mail button (optional)", ar: "زر المراسلة بالبريد (اختياري)" },
          required: false,
          description: {
            en: "Each card gets a button that writes an e-mail to the centre's address (Business details).",
            ar: "يظهر في كل بطاقة زر يكتب رسالة إلى بريد المركز (من «بيانات المركز»).",
          },
        }),
        localizedText("emailSubject", {
          label: { en: "Subject of the e-mail", ar: "موضوع الرسالة" },
          required: false,
          description: {
            en: "{title} is replaced by the card's title, e.g. “Application: {title}”.",
            ar: "يُستبدل {title} بعنوان البطاقة، مثل «طلب توظيف: {title}».",
          },
        }),
      ],
    },
  ],
});
