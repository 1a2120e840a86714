import { contentGlobal } from "../collections/content-collection";
import { previewPage } from "../admin/preview";
import { metaTab } from "../fields/page";

/**
 * What search engines and shared links show for the schedule (/schedule and its filtered views), per language.
 * The schedule itself is made of the intakes; an empty field keeps the schedule's own title, description or card.
 */
export const SchedulePage = contentGlobal({
  slug: "schedule-page",
  label: { en: "Schedule page", ar: "صفحة مواعيد الدورات" },
  admin: {
    preview: previewPage("/schedule"),
    description: {
      en: "The course schedule lists the intakes (Intakes). Here: its title, description and image in search results and shared links. Leave a field empty to keep the schedule's own.",
      ar: "صفحة مواعيد الدورات تعرض المواعيد المسجّلة في «مواعيد الدورات». هنا: عنوانها ووصفها وصورتها في نتائج البحث والروابط المشاركة. اترك أي حقل فارغًا ليبقى ما تعرضه الصفحة الآن.",
    },
  },
  fields: [
    {
      type: "tabs",
      tabs: [
        metaTab({
          required: false,
          titleDescription: {
            en: "Shown in the browser tab, in search results and on shared links; the centre's name is added after it. Empty: “Course schedule: upcoming dates”.",
            ar: "يظهر في تبويب المتصفح ونتائج البحث والروابط المشاركة، ويُضاف اسم المركز بعده. إذا تُرك فارغًا: «مواعيد الدورات القادمة».",
          },
        }),
      ],
    },
  ],
});
