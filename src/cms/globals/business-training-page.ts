import { contentGlobal } from "../content-collection";
import { previewPage } from "../preview";
import { localizedText, localizedTextarea } from "../fields";
import { buttonText, ctaTab, figureFields, heroTab, metaTab, sectionIntro, templateText, whyTab } from "./page-fields";

const toContact = {
  en: "Button to the contact form (business selected)",
  ar: "زر نموذج التواصل (مع اختيار الإدارة والأعمال)",
};

/** The texts and figures of /training/business around its courses (the courses are the collection `courses`). */
export const BusinessTrainingPage = contentGlobal({
  slug: "business-training-page",
  label: { en: "Business training page", ar: "صفحة تدريب الإدارة والأعمال" },
  admin: {
    preview: previewPage("/training/business"),
    // Superseded by the page `business-training` of the collection `pages`, made from this global's texts on the first
    // start after the change (src/cms/seed/pages/spec-pages.ts); kept, out of sight, until every database has moved.
    hidden: true,
  },
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
        whyTab(4, figureFields("figuresLabel", "figures", 4)),
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
});
