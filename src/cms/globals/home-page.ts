import {
  areaField,
  iconCardList,
  iconField,
  localizedList,
  localizedText,
  localizedTextarea,
  statList,
} from "../fields";
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
          name: "services",
          label: { en: "Training programmes", ar: "البرامج التدريبية" },
          fields: [
            badgeField(),
            titleField(),
            introField(),
            {
              name: "cards",
              type: "array",
              label: { en: "Cards", ar: "البطاقات" },
              minRows: 3,
              maxRows: 3,
              labels: { singular: { en: "Card", ar: "بطاقة" }, plural: { en: "Cards", ar: "بطاقات" } },
              admin: {
                description: {
                  en: "One card per training area. The area sets the card's colour.",
                  ar: "بطاقة لكل مجال تدريبي، ويحدد المجال لون البطاقة.",
                },
              },
              fields: [
                {
                  type: "row",
                  fields: [
                    areaField(),
                    iconField(),
                    {
                      name: "link",
                      type: "select",
                      required: true,
                      label: { en: "“Learn more” opens", ar: "رابط «اعرف المزيد»" },
                      options: [
                        { value: serviceLinks[0], label: { en: "IT training", ar: "تدريب تكنولوجيا المعلومات" } },
                        { value: serviceLinks[1], label: { en: "English training", ar: "تدريب اللغة الإنجليزية" } },
                        { value: serviceLinks[2], label: { en: "Business training", ar: "تدريب الإدارة والأعمال" } },
                      ],
                    },
                  ],
                },
                badgeField(),
                titleField(),
                localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
                localizedList("features", { label: { en: "Features", ar: "المزايا" }, minRows: 5, maxRows: 5 }),
              ],
            },
            statsLabelField(),
            statList("stats", { en: "Figures", ar: "الأرقام" }, 4),
          ],
        },
        {
          name: "clients",
          label: { en: "Clients and partners", ar: "العملاء والشركاء" },
          description: {
            en: "The texts around the client logos and training partners (edited in Clients and Training partners), and the industries.",
            ar: "النصوص حول شعارات العملاء وشركاء التدريب (تُحرَّر في العملاء وشركاء التدريب)، والقطاعات.",
          },
          fields: [
            badgeField(),
            titleField(),
            introField(),
            titleField("industriesTitle", { en: "Industries: title", ar: "القطاعات: العنوان" }),
            {
              name: "industries",
              type: "array",
              label: { en: "Industries", ar: "القطاعات" },
              minRows: 1,
              maxRows: 24,
              labels: { singular: { en: "Industry", ar: "قطاع" }, plural: { en: "Industries", ar: "القطاعات" } },
              fields: [
                {
                  type: "row",
                  fields: [iconField(), localizedText("name", { label: { en: "Name", ar: "الاسم" } })],
                },
              ],
            },
            titleField("partnersTitle", { en: "Training partners: title", ar: "شركاء التدريب: العنوان" }),
            introField("partnersDescription", { en: "Training partners: text", ar: "شركاء التدريب: النص" }),
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
        {
          name: "success",
          label: { en: "Success factors", ar: "عوامل النجاح" },
          fields: [badgeField(), titleField(), iconCardList("factors", { en: "Factors", ar: "العوامل" }, 5)],
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
