import { iconCardList, localizedText, localizedTextarea } from "@/cms/fields";
import { badge, block, figures, intro, title } from "../fields";

type Sibling = { source?: string; figures?: unknown[] | null };

export const CardsBlock = block({
  slug: "cards",
  interfaceName: "CardsBlock",
  labels: {
    singular: { en: "Cards with icons", ar: "بطاقات بأيقونات" },
    plural: { en: "Cards with icons", ar: "بطاقات بأيقونات" },
  },
  description: {
    en: "Cards with an icon, a title and a text: services, values, reasons to choose us, or the training areas.",
    ar: "بطاقات بأيقونة وعنوان ونص: الخدمات أو القيم أو أسباب اختيارنا، أو مجالات التدريب.",
  },
  group: "lists",
  fields: [
    badge(),
    title(),
    intro(),
    {
      name: "source",
      type: "select",
      required: true,
      defaultValue: "cards",
      label: { en: "Cards shown", ar: "البطاقات المعروضة" },
      options: [
        { value: "cards", label: { en: "These cards", ar: "البطاقات المكتوبة هنا" } },
        { value: "areas", label: { en: "The training areas", ar: "مجالات التدريب" } },
      ],
      admin: {
        description: {
          en: "The training areas are edited once, in Business details › Training areas, and show the same on every page.",
          ar: "تُحرَّر مجالات التدريب مرة واحدة في «بيانات المركز › مجالات التدريب»، وتظهر كما هي في كل صفحة.",
        },
      },
    },
    {
      ...iconCardList("cards", { en: "Cards", ar: "البطاقات" }),
      maxRows: 12,
      validate: (
        value: unknown,
        { siblingData, req }: { siblingData: Sibling; req: { i18n?: { language?: string } } },
      ) =>
        siblingData?.source === "areas" || (Array.isArray(value) && value.length > 0)
          ? true
          : req.i18n?.language === "ar"
            ? "أضف بطاقة واحدة على الأقل."
            : "Add at least one card.",
      admin: { condition: (_data: unknown, sibling: Sibling) => sibling?.source !== "areas" },
    },
    {
      type: "row",
      fields: [
        {
          name: "look",
          type: "select",
          required: true,
          defaultValue: "simple",
          label: { en: "Look", ar: "الشكل" },
          options: [
            { value: "simple", label: { en: "Simple: icon above the title", ar: "بسيط: الأيقونة فوق العنوان" } },
            { value: "centred", label: { en: "Centred, with a round icon", ar: "في المنتصف بأيقونة دائرية" } },
            { value: "inline", label: { en: "Icon beside the text", ar: "الأيقونة بجانب النص" } },
            { value: "numbered", label: { en: "Numbered steps", ar: "خطوات مرقّمة" } },
            {
              value: "detailed",
              label: {
                en: "Detailed (training areas: badge, features, link)",
                ar: "مفصّل (مجالات التدريب: شارة ومزايا ورابط)",
              },
            },
          ],
          admin: {
            description: {
              en: "“Detailed” shows each training area's badge, features and “Learn more” link; with your own cards it looks simple.",
              ar: "«مفصّل» يعرض شارة كل مجال تدريب ومزاياه ورابط «اعرف المزيد»، ومع البطاقات المكتوبة هنا يظهر بالشكل البسيط.",
            },
          },
        },
        {
          name: "columns",
          type: "select",
          required: true,
          defaultValue: "auto",
          label: { en: "Cards per row on wide screens", ar: "عدد البطاقات في الصف على الشاشات العريضة" },
          options: [
            { value: "auto", label: { en: "Up to three, centred", ar: "حتى ثلاث، في المنتصف" } },
            { value: "2", label: { en: "Two", ar: "اثنتان" } },
            { value: "3", label: { en: "Three", ar: "ثلاث" } },
            { value: "4", label: { en: "Four", ar: "أربع" } },
            { value: "5", label: { en: "Five", ar: "خمس" } },
          ],
        },
      ],
    },
    {
      name: "note",
      type: "group",
      label: { en: "Highlighted note under the cards (optional)", ar: "ملاحظة بارزة أسفل البطاقات (اختيارية)" },
      admin: {
        description: {
          en: "Shown when its title is filled, in a framed box with an award icon (e.g. a recognition).",
          ar: "تظهر إذا كُتب عنوانها، في إطار مميز بأيقونة جائزة (مثل تقدير حصل عليه المركز).",
        },
      },
      fields: [
        localizedText("title", { label: { en: "Title", ar: "العنوان" }, required: false }),
        localizedTextarea("text", { label: { en: "Text", ar: "النص" }, required: false }),
      ],
    },
    ...figures(),
    {
      name: "figuresPlacement",
      type: "select",
      required: true,
      defaultValue: "below",
      label: { en: "Figures", ar: "مكان الأرقام" },
      options: [
        { value: "below", label: { en: "Below the cards", ar: "أسفل البطاقات" } },
        { value: "beside", label: { en: "Beside the cards", ar: "بجانب البطاقات" } },
      ],
      admin: { condition: (_data: unknown, sibling: Sibling) => Boolean(sibling?.figures?.length) },
    },
  ],
});
