import { contentGlobal } from "../content-collection";
import { previewPage } from "../preview";
import { buttonText, ctaTab, heroTab, metaTab, sectionIntro, whyTab } from "./page-fields";

/** The texts of /training/it around its courses (the courses are the collection `courses`). */
export const ItTrainingPage = contentGlobal({
  slug: "it-training-page",
  label: { en: "IT training page", ar: "صفحة تدريب تكنولوجيا المعلومات" },
  admin: {
    preview: previewPage("/training/it"),
    // Superseded by the page `it-training` of the collection `pages`, made from this global's texts on the first
    // start after the change (src/cms/seed/pages/spec-pages.ts); kept, out of sight, until every database has moved.
    hidden: true,
  },
  fields: [
    {
      type: "tabs",
      tabs: [
        heroTab([
          buttonText("primaryButton", { en: "First button (to the plan builder)", ar: "الزر الأول (إلى بناء الخطة)" }),
          buttonText("secondaryButton", {
            en: "Second button (to the contact page)",
            ar: "الزر الثاني (إلى صفحة التواصل)",
          }),
        ]),
        {
          name: "sections",
          label: { en: "Course sections", ar: "أقسام الدورات" },
          description: {
            en: "The headings above the course cards; the cards themselves are edited under Courses.",
            ar: "العناوين فوق بطاقات الدورات؛ أما البطاقات نفسها فتُحرَّر من قسم الدورات.",
          },
          fields: [
            sectionIntro("programmes", { en: "Job-role programmes", ar: "البرامج المهنية" }),
            sectionIntro("endUser", { en: "End-user courses", ar: "دورات المستخدمين" }),
          ],
        },
        whyTab(3),
        ctaTab([
          buttonText("primaryButton", { en: "First button (to the plan builder)", ar: "الزر الأول (إلى بناء الخطة)" }),
          buttonText("secondaryButton", {
            en: "Second button (to the contact page)",
            ar: "الزر الثاني (إلى صفحة التواصل)",
          }),
        ]),
        metaTab(),
      ],
    },
  ],
});
