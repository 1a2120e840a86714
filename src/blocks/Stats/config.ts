import { localizedText, statList } from "@/cms/fields";
import { block, intro, title } from "../fields";

export const StatsBlock = block({
  slug: "stats",
  interfaceName: "StatsBlock",
  labels: { singular: { en: "Figures", ar: "أرقام" }, plural: { en: "Figures", ar: "أرقام" } },
  description: {
    en: "A band of up to six headline figures, such as “600k+ training hours”: dark, or light.",
    ar: "شريط بستة أرقام بارزة على الأكثر، مثل «+600 ألف ساعة تدريب»: داكن أو فاتح.",
  },
  group: "lists",
  fields: [
    title(false),
    intro(),
    localizedText("statsLabel", {
      label: { en: "Name of the figures (for screen readers)", ar: "اسم مجموعة الأرقام (لقارئات الشاشة)" },
      description: {
        en: "Not shown: read aloud before the figures, e.g. “Key figures”.",
        ar: "لا يظهر على الصفحة: تقرؤه قارئات الشاشة قبل الأرقام، مثل «أرقام رئيسية».",
      },
    }),
    { ...statList("stats", { en: "Figures", ar: "الأرقام" }), minRows: 1, maxRows: 6 },
    {
      name: "tone",
      type: "select",
      required: true,
      defaultValue: "dark",
      label: { en: "Background", ar: "الخلفية" },
      options: [
        { value: "dark", label: { en: "Dark band", ar: "شريط داكن" } },
        { value: "light", label: { en: "Light", ar: "فاتحة" } },
      ],
      admin: {
        description: {
          en: "Light with a title: a section like the others. Light without a title: a thin band under the page's top.",
          ar: "فاتحة مع عنوان: قسم مثل بقية الأقسام. فاتحة بلا عنوان: شريط رفيع أسفل أعلى الصفحة.",
        },
      },
    },
  ],
});
