import type { SpecPageSeed } from "./types";

/** /contact (the page `contact`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const contactPage: SpecPageSeed = {
  slug: "contact",
  title: { en: "Contact us", ar: "اتصل بنا" },
  hero: {
    type: "basic",
    badge: { en: "We reply within 24 hours", ar: "نرد خلال 24 ساعة" },
    title: { en: "Contact Us", ar: "اتصل بنا" },
    description: {
      en: "Questions about a course, a schedule or training for your team? Write, call or visit us.",
      ar: "لديك سؤال عن دورة أو موعد أو تدريب لفريق عملك؟ راسلنا أو اتصل بنا أو زرنا.",
    },
  },
  layout: [
    {
      blockType: "map",
      display: "ways",
      title: { en: "Ways to reach us", ar: "طرق التواصل معنا" },
      ways: {
        phoneTitle: { en: "Call us", ar: "اتصل بنا" },
        emailTitle: { en: "Email us", ar: "راسلنا بالبريد" },
        whatsappTitle: { en: "WhatsApp", ar: "واتساب" },
        whatsappText: { en: "Chat with an advisor", ar: "تحدّث مع مستشار" },
        visitTitle: { en: "Visit us", ar: "زُرنا" },
        visitText: { en: "Open the map", ar: "افتح الخريطة" },
      },
    },
    {
      blockType: "leadForm",
      form: "contact",
      title: { en: "Send us a message", ar: "أرسل إلينا رسالة" },
      description: {
        en: "Fill in the form and our team will answer within 24 hours.",
        ar: "املأ النموذج وسيرد عليك فريقنا خلال 24 ساعة.",
      },
      hours: {
        title: { en: "Office Hours", ar: "مواعيد العمل" },
        openDays: { en: "Sunday to Thursday", ar: "من الأحد إلى الخميس" },
        openTimes: { en: "{opens} - {closes}", ar: "من {opens} إلى {closes}" },
        closedDays: { en: "Friday and Saturday", ar: "الجمعة والسبت" },
        closed: { en: "Closed", ar: "عطلة" },
      },
      contactBox: {
        title: { en: "Get In Touch", ar: "تواصل معنا" },
        phoneLabel: { en: "Phone", ar: "الهاتف" },
        emailLabel: { en: "Email", ar: "البريد الإلكتروني" },
        websiteLabel: { en: "Website", ar: "الموقع الإلكتروني" },
        callButton: { en: "Call Now for Consultation", ar: "اتصل الآن للاستشارة" },
        whatsappButton: { en: "WhatsApp Us", ar: "راسلنا على واتساب" },
      },
    },
    {
      blockType: "map",
      display: "location",
      anchor: "location",
      title: { en: "Visit Our Training Center", ar: "زُر مركز التدريب" },
      text: {
        en: "Our centre is on El Horreya Road in Roushdy, easy to reach from anywhere in Alexandria.",
        ar: "يقع مركزنا على طريق الحرية في رشدي، ويسهل الوصول إليه من أي مكان في الإسكندرية.",
      },
    },
    {
      blockType: "cta",
      title: { en: "Not sure where to start?", ar: "لا تعرف من أين تبدأ؟" },
      description: {
        en: "Build a plan from our catalogue, or browse the programmes first.",
        ar: "أنشئ خطتك من دليل الدورات، أو تصفّح البرامج أولًا.",
      },
      primary: { label: { en: "Build your learning path", ar: "صمّم خطتك التدريبية" }, href: "/start-learning" },
      secondary: { label: { en: "Browse IT programs", ar: "تصفّح برامج تكنولوجيا المعلومات" }, href: "/training/it" },
    },
  ],
  meta: {
    title: { en: "Contact Us", ar: "اتصل بنا" },
    description: {
      en: "Call, e-mail, WhatsApp or visit our Alexandria training centre at Villa 431 El Horreya Road, Roushdy. We reply within 24 hours.",
      ar: "اتصل بنا أو راسلنا بالبريد الإلكتروني أو عبر واتساب، أو زُر مركزنا في فيلا 431 طريق الحرية، رشدي، الإسكندرية. نرد خلال 24 ساعة.",
    },
  },
};
