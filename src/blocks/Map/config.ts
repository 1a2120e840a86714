import { localizedText, localizedTextarea } from "@/cms/fields";
import { block, title } from "../fields";

type Sibling = { display?: string };
const shows = (display: string) => (_data: unknown, sibling: Sibling) => (sibling?.display ?? "location") === display;

export const MapBlock = block({
  slug: "map",
  interfaceName: "MapBlock",
  labels: { singular: { en: "Map", ar: "خريطة" }, plural: { en: "Maps", ar: "خرائط" } },
  description: {
    en: "The centre's address and map, or four cards to call, e-mail, WhatsApp or visit it, from Business details.",
    ar: "عنوان المركز وخريطته، أو أربع بطاقات للاتصال به أو مراسلته أو محادثته على واتساب أو زيارته، من «بيانات المركز».",
  },
  group: "text",
  fields: [
    {
      name: "display",
      type: "select",
      required: true,
      defaultValue: "location",
      label: { en: "Show", ar: "المعروض" },
      options: [
        { value: "location", label: { en: "Address and map", ar: "العنوان والخريطة" } },
        {
          value: "ways",
          label: { en: "Ways to reach us (four cards, under the hero)", ar: "طرق التواصل (أربع بطاقات أسفل الواجهة)" },
        },
      ],
    },
    {
      ...title(),
      admin: {
        description: {
          en: "The map, address, numbers and e-mail are the centre's, from Business details. With the four cards the title is not shown: screen readers read it as their name.",
          ar: "الخريطة والعنوان والأرقام والبريد هي الخاصة بالمركز من «بيانات المركز». مع البطاقات الأربع لا يظهر العنوان، بل تقرؤه قارئات الشاشة اسمًا لها.",
        },
      },
    },
    {
      ...localizedTextarea("text", {
        label: { en: "Text beside the map (optional)", ar: "نص بجانب الخريطة (اختياري)" },
        required: false,
      }),
      admin: { rows: 4, condition: shows("location") },
    },
    {
      name: "ways",
      type: "group",
      label: { en: "The four cards", ar: "البطاقات الأربع" },
      admin: { condition: shows("ways") },
      fields: [
        {
          type: "row",
          fields: [
            localizedText("phoneTitle", { label: { en: "Phone card", ar: "بطاقة الهاتف" }, required: false }),
            localizedText("emailTitle", { label: { en: "E-mail card", ar: "بطاقة البريد" }, required: false }),
          ],
        },
        {
          type: "row",
          fields: [
            localizedText("whatsappTitle", { label: { en: "WhatsApp card", ar: "بطاقة واتساب" }, required: false }),
            localizedText("whatsappText", {
              label: { en: "Its line", ar: "السطر أسفلها" },
              required: false,
            }),
          ],
        },
        {
          type: "row",
          fields: [
            localizedText("visitTitle", { label: { en: "Visit card", ar: "بطاقة الزيارة" }, required: false }),
            localizedText("visitText", { label: { en: "Its line", ar: "السطر أسفلها" }, required: false }),
          ],
        },
      ],
    },
  ],
});
