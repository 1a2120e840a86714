import { localizedText, localizedTextarea, statList } from "../fields";
import { badgeField, ctaTab, introField, metaTab, statsLabelField, titleField, type PageSections } from "./page-fields";

/** The training pages a service card can link to (as on the site: no language prefix). */
export const serviceLinks = ["/training/it", "/training/english", "/training/business"] as const;

/** The home page's sections (the page `home`; src/components/sections/home): the blocks' fields, the seed's shape. */
export const HomePage: PageSections = {
  slug: "home-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        {
          name: "hero",
          label: { en: "Hero", ar: "الواجهة" },
          description: {
            en: "The top of the page, with the video of the playlist set in Business details.",
            ar: "أعلى الصفحة، مع فيديو قائمة التشغيل المحددة في بيانات المركز.",
          },
          fields: [
            badgeField(),
            titleField("title", { en: "Title (the page's main heading)", ar: "العنوان (العنوان الرئيسي للصفحة)" }),
            {
              type: "row",
              fields: [
                localizedText("sloganOne", { label: { en: "First slogan", ar: "الشعار الأول" } }),
                localizedText("sloganTwo", { label: { en: "Second slogan", ar: "الشعار الثاني" } }),
              ],
            },
            localizedText("parentLine", {
              label: { en: "Parent group line", ar: "سطر المجموعة الأم" },
              description: {
                en: "{group} is replaced by the parent group's name from Business details, e.g. “A member of {group}”.",
                ar: "يُستبدل {group} باسم المجموعة الأم من بيانات المركز، مثل «عضو في {group}».",
              },
            }),
            localizedTextarea("description", { label: { en: "Introduction", ar: "المقدمة" } }),
            {
              type: "row",
              fields: [
                localizedText("primaryButton", {
                  label: { en: "First button", ar: "الزر الأول" },
                  description: { en: "Opens the plan builder.", ar: "يفتح صفحة بناء المسار التعليمي." },
                }),
                localizedText("secondaryButton", {
                  label: { en: "Second button", ar: "الزر الثاني" },
                  description: {
                    en: "Scrolls to the training programmes below.",
                    ar: "ينتقل إلى البرامج التدريبية أسفل الصفحة.",
                  },
                }),
              ],
            },
            localizedText("videoTitle", {
              label: { en: "Video title", ar: "عنوان الفيديو" },
              description: {
                en: "Names the video for screen readers and on its play button.",
                ar: "اسم الفيديو لقارئات الشاشة وعلى زر التشغيل.",
              },
            }),
            statsLabelField(),
            statList("stats", { en: "Figures", ar: "الأرقام" }, 3),
          ],
        },
        {
          name: "testimonials",
          label: { en: "Testimonials", ar: "الآراء" },
          description: {
            en: "The heading of the testimonial videos; the videos are edited in Testimonial videos.",
            ar: "عنوان قسم فيديوهات الآراء؛ أما الفيديوهات نفسها فتُحرَّر في فيديوهات الآراء.",
          },
          fields: [badgeField(), titleField(), introField()],
        },
        ctaTab(),
        metaTab({
          titleDescription: {
            en: "Shown as it is in the browser tab and in search results, and used as the site's default title and the description of its sharing image; {brand} is replaced by the centre's name.",
            ar: "يظهر كما هو في تبويب المتصفح وفي نتائج البحث، ويُستخدم عنوانًا افتراضيًا للموقع ووصفًا لصورة المشاركة؛ ويُستبدل {brand} باسم المركز.",
          },
        }),
      ],
    },
  ],
};
