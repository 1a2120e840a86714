import { localizedText, localizedTextarea } from "../fields";
import { buttonText, ctaTab, heroTab, metaTab, sectionIntro, templateText, type PageSections } from "./page-fields";

const toContact = {
  en: "Button to the contact form (business selected)",
  ar: "زر نموذج التواصل (مع اختيار الإدارة والأعمال)",
};

/** The sections of /training/business (the page `business-training`) around its courses (the collection `courses`). */
export const BusinessTrainingPage: PageSections = {
  slug: "business-training-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        heroTab([
          templateText("parentLine", {
            label: { en: "Parent group line", ar: "سطر المجموعة الأم" },
            placeholders: ["group"],
            explanation: {
              en: "{group} is replaced by the parent group's name from the business details.",
              ar: "يُستبدل {group} باسم المجموعة الأم من بيانات المركز.",
            },
          }),
          buttonText("button", toContact),
        ]),
        {
          name: "sections",
          label: { en: "Course section", ar: "قسم الدورات" },
          description: {
            en: "The heading above the course cards; the cards themselves are edited under Courses.",
            ar: "العنوان فوق بطاقات الدورات؛ أما البطاقات نفسها فتُحرَّر من قسم الدورات.",
          },
          fields: [sectionIntro("courses", { en: "Business programmes", ar: "برامج الإدارة والأعمال" })],
        },
        ctaTab([
          buttonText("primaryButton", toContact),
          buttonText("brochureButton", {
            en: "Brochure button (opens WhatsApp)",
            ar: "زر الكتيّب التعريفي (يفتح واتساب)",
          }),
          localizedText("brochureHint", {
            label: { en: "Hint after the brochure button", ar: "توضيح بعد زر الكتيّب" },
            description: { en: "Shown in the button, after its text.", ar: "يظهر داخل الزر بعد نصه." },
          }),
          localizedTextarea("brochureMessage", {
            label: { en: "WhatsApp message for the brochure", ar: "رسالة واتساب لطلب الكتيّب" },
            description: {
              en: "The message WhatsApp opens with, ready for the visitor to send to the WhatsApp number in the business details.",
              ar: "الرسالة التي يفتح بها واتساب جاهزة ليرسلها الزائر إلى رقم واتساب في بيانات المركز.",
            },
          }),
        ]),
        metaTab(),
      ],
    },
  ],
};
