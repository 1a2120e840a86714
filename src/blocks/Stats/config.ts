import { localizedText, statList } from "@/cms/fields";
import { block, title } from "../fields";

export const StatsBlock = block({
  slug: "stats",
  interfaceName: "StatsBlock",
  labels: { singular: { en: "Figures", ar: "أرقام" }, plural: { en: "Figures", ar: "أرقام" } },
  description: {
    en: "A dark band of up to six headline figures, such as “600k+ training hours”.",
    ar: "شريط داكن بستة أرقام بارزة على الأكثر، مثل «+600 ألف ساعة تدريب».",
  },
  group: "lists",
  fields: [
    title(false),
    localizedText("statsLabel", {
      label: { en: "Name of the figures (for screen readers)", ar: "اسم مجموعة الأرقام (لقارئات الشاشة)" },
      description: {
        en: "Not shown: read aloud before the figures, e.g. “Key figures”.",
        ar: "لا يظهر على الصفحة: تقرؤه قارئات الشاشة قبل الأرقام، مثل «أرقام رئيسية».",
      },
    }),
    { ...statList("stats", { en: "Figures", ar: "الأرقام" }), minRows: 1, maxRows: 6 },
  ],
});
