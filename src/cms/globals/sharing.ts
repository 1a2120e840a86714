import type { Tab } from "payload";
import { localizedText, localizedTextarea } from "../fields";

/**
 * The site's texts for search engines and shared links (a tab of Business details): the default title and
 * description of a page that has none of its own, the default sharing image, and the texts of the site's sharing
 * card (src/app/[locale]/opengraph-image.tsx). No page reads another page for them.
 */
export const sharingTab: Tab = {
  name: "sharing",
  label: { en: "Sharing", ar: "المشاركة" },
  description: {
    en: "What search engines and shared links show for a page that has no title, description or image of its own.",
    ar: "ما تعرضه محركات البحث والروابط المشاركة للصفحة التي ليس لها عنوان أو وصف أو صورة خاصة بها.",
  },
  fields: [
    localizedText("title", {
      label: { en: "Default title", ar: "العنوان الافتراضي" },
      description: {
        en: "Used as it is; {brand} is replaced by the centre's name.",
        ar: "يُستخدم كما هو، ويُستبدل {brand} باسم المركز.",
      },
      required: false,
    }),
    localizedTextarea("description", { label: { en: "Default description", ar: "الوصف الافتراضي" }, required: false }),
    {
      name: "image",
      type: "upload",
      relationTo: "media",
      filterOptions: { mimeType: { contains: "image" } },
      label: { en: "Default sharing image (optional)", ar: "صورة المشاركة الافتراضية (اختيارية)" },
      admin: {
        description: {
          en: "Empty: the sharing card below, drawn with the centre's name.",
          ar: "إذا تُركت فارغة: بطاقة المشاركة أدناه، مرسومة باسم المركز.",
        },
      },
    },
    {
      name: "card",
      type: "group",
      label: { en: "Sharing card", ar: "بطاقة المشاركة" },
      admin: {
        description: {
          en: "The picture shown with a shared link: the centre's name, then these three lines.",
          ar: "الصورة التي تظهر مع الرابط المشارَك: اسم المركز ثم هذه الأسطر الثلاثة.",
        },
      },
      fields: [
        localizedText("badge", { label: { en: "Badge", ar: "الشارة" }, required: false }),
        localizedText("title", { label: { en: "Title", ar: "العنوان" }, required: false }),
        localizedText("subtitle", { label: { en: "Line under the title", ar: "السطر تحت العنوان" }, required: false }),
      ],
    },
  ],
};
