import { localizedText, localizedTextarea } from "@/cms/fields";
import { block, button, title } from "../fields";

type Sibling = { secondaryOpens?: string };
const onWhatsApp = (_data: unknown, sibling: Sibling) => sibling?.secondaryOpens === "whatsapp";

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
    {
      name: "secondaryOpens",
      type: "select",
      required: true,
      defaultValue: "link",
      label: { en: "The second button opens", ar: "يفتح الزر الثاني" },
      options: [
        { value: "link", label: { en: "The address above", ar: "العنوان المكتوب أعلاه" } },
        {
          value: "whatsapp",
          label: { en: "A WhatsApp chat with the centre", ar: "محادثة واتساب مع المركز" },
        },
      ],
      admin: {
        description: {
          en: "WhatsApp: a chat with the centre's WhatsApp number (Business details) opens with the message below ready to send.",
          ar: "واتساب: تُفتح محادثة مع رقم واتساب المركز (من «بيانات المركز») والرسالة أدناه جاهزة للإرسال.",
        },
      },
    },
    {
      ...localizedTextarea("whatsappMessage", {
        label: { en: "WhatsApp message", ar: "رسالة واتساب" },
        required: false,
      }),
      admin: { rows: 2, condition: onWhatsApp },
    },
    {
      ...localizedText("whatsappHint", {
        label: { en: "Hint after the button text (optional)", ar: "توضيح بعد نص الزر (اختياري)" },
        required: false,
      }),
      admin: {
        condition: onWhatsApp,
        description: { en: "For example “(sent to you on WhatsApp)”.", ar: "مثل «(يصلك عبر واتساب)»." },
      },
    },
  ],
});
