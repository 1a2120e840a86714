import { buttonText, ctaTab, heroTab, metaTab, sectionIntro, type PageSections } from "./page-fields";

/** The sections of /training/it (the page `it-training`) around its courses (the collection `courses`). */
export const ItTrainingPage: PageSections = {
  slug: "it-training-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        heroTab([
          buttonText("primaryButton", { en: "First button (to the plan builder)", ar: "الزر الأول (إلى بناء الخطة)" }),
          buttonText("secondaryButton", {
            en: "Second button (to the contact page)",
            ar: "الزر الثاني (إلى صفحة «اتصل بنا»)",
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
        ctaTab([
          buttonText("primaryButton", { en: "First button (to the plan builder)", ar: "الزر الأول (إلى بناء الخطة)" }),
          buttonText("secondaryButton", {
            en: "Second button (to the contact page)",
            ar: "الزر الثاني (إلى صفحة «اتصل بنا»)",
          }),
        ]),
        metaTab(),
      ],
    },
  ],
};
