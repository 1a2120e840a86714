import { localizedText, localizedTextarea } from "../fields";
import { buttonText, ctaTab, heroTab, metaTab, sectionIntro, type PageSections } from "./page-fields";

/** The sections of /training/english (the page `english-training`) around its courses (the collection `courses`). */
export const EnglishTrainingPage: PageSections = {
  slug: "english-training-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        heroTab([
          buttonText("assessmentButton", {
            en: "Button to the placement test (shown when its link is set in the business details)",
            ar: "زر اختبار تحديد المستوى (يظهر إذا كان رابطه مضبوطًا في بيانات المركز)",
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
            sectionIntro("general", { en: "General English", ar: "الإنجليزية العامة" }),
            sectionIntro("conversation", { en: "Conversation courses", ar: "دورات المحادثة" }),
            sectionIntro("exams", { en: "TOEFL / IELTS courses", ar: "دورات TOEFL / IELTS" }),
            {
              name: "testCentre",
              type: "group",
              label: {
                en: "Test centre box (under the exam courses)",
                ar: "مربع مركز الاختبارات (أسفل دورات الامتحانات)",
              },
              fields: [
                localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
                localizedTextarea("text", { label: { en: "Text", ar: "النص" } }),
                buttonText("bookingButton", {
                  en: "Booking button (shown when the exam booking link is set in the business details)",
                  ar: "زر الحجز (يظهر إذا كان رابط حجز الامتحان مضبوطًا في بيانات المركز)",
                }),
              ],
            },
          ],
        },
        ctaTab([
          buttonText("primaryButton", {
            en: "First button (to the contact form, English selected)",
            ar: "الزر الأول (إلى نموذج التواصل مع اختيار اللغة الإنجليزية)",
          }),
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
