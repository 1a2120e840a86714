import type { SpecPageSeed } from "./types";

/** /training/it (the page `it-training`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const itTrainingPage: SpecPageSeed = {
  slug: "it-training",
  title: { en: "IT training", ar: "تدريب تكنولوجيا المعلومات" },
  hero: {
    type: "basic",
    badge: { en: "IT Training", ar: "تدريب تكنولوجيا المعلومات" },
    title: { en: "Information Technology Training", ar: "تدريب تكنولوجيا المعلومات" },
    description: {
      en: "Job-role programmes that take you from fundamentals to a portfolio project, and end-user courses that make you faster at work. Small groups, real labs, recognised certificates.",
      ar: "برامج مهنية تنقلك من الأساسيات إلى مشروع تضيفه إلى ملف أعمالك، ودورات للمستخدمين تجعلك أسرع في عملك. مجموعات صغيرة ومعامل حقيقية وشهادات معتمدة.",
    },
    primary: {
      label: { en: "Build your learning path", ar: "صمّم خطتك التدريبية" },
      type: "custom",
      href: "/start-learning",
    },
    secondary: { label: { en: "Talk to an advisor", ar: "تحدّث مع مستشار" }, type: "custom", href: "/contact" },
  },
  layout: [
    {
      blockType: "collectionList",
      anchor: "programmes",
      source: "courses",
      kind: "it-programme",
      title: { en: "Job-Role Programmes", ar: "البرامج المهنية المتخصصة" },
      description: {
        en: "Twelve career programmes built around what employers hire for. Seven come with a detailed learning path.",
        ar: "اثنا عشر برنامجًا مهنيًا مبنيًا على ما يطلبه أصحاب العمل، سبعة منها لها مسار تعليمي تفصيلي.",
      },
    },
    {
      blockType: "collectionList",
      anchor: "end-user",
      source: "courses",
      kind: "it-end-user",
      title: { en: "End-User Courses", ar: "دورات المستخدمين" },
      description: {
        en: "Short, practical courses in the tools you use every day.",
        ar: "دورات قصيرة وعملية في الأدوات التي تستخدمها كل يوم.",
      },
    },
    {
      blockType: "cards",
      anchor: "why",
      title: { en: "Why Choose Our IT Training?", ar: "لماذا تختار تدريب تكنولوجيا المعلومات لدينا؟" },
      cards: [
        {
          icon: "monitor",
          title: { en: "100% Practical Training", ar: "تدريب عملي 100%" },
          description: {
            en: "Every session is hands-on: you build, configure and analyse on real tools from day one.",
            ar: "كل محاضرة تطبيقية: تبني وتضبط الإعدادات وتحلّل باستخدام أدوات حقيقية من اليوم الأول.",
          },
        },
        {
          icon: "users",
          title: { en: "1:8 Instructor to Student Ratio", ar: "مدرب واحد لكل 8 متدربين" },
          description: {
            en: "Small groups, so your instructor can review your work and answer your questions.",
            ar: "مجموعات صغيرة تتيح لمدربك مراجعة عملك والإجابة عن أسئلتك.",
          },
        },
        {
          icon: "book-open",
          title: { en: "Lifetime Access to Materials", ar: "وصول دائم إلى المواد التعليمية" },
          description: {
            en: "Keep the course files, labs and recordings to revisit whenever you need them.",
            ar: "احتفظ بملفات الدورة وتمارين المعامل والتسجيلات لتعود إليها متى احتجت.",
          },
        },
      ],
      source: "cards",
      look: "simple",
      columns: "3",
      figuresPlacement: "below",
    },
    {
      blockType: "cta",
      title: { en: "Start your IT career path today", ar: "ابدأ مسارك المهني في تكنولوجيا المعلومات اليوم" },
      description: {
        en: "Choose your courses and send us your plan, or talk to our team about the right programme for you.",
        ar: "اختر دوراتك وأرسل إلينا خطتك، أو تحدّث مع فريقنا عن البرنامج المناسب لك.",
      },
      primary: { label: { en: "Apply Now", ar: "سجّل الآن" }, href: "/start-learning" },
      secondary: { label: { en: "Schedule a Call", ar: "احجز مكالمة" }, href: "/contact" },
    },
  ],
  meta: {
    title: {
      en: "IT Training: Job-Role Programmes and End-User Courses",
      ar: "تدريب تكنولوجيا المعلومات: برامج مهنية ودورات للمستخدمين",
    },
    description: {
      en: "Twelve job-role IT programmes in data, AI, development, cloud and security, plus Microsoft Office, Meta and Adobe courses, taught hands-on in Alexandria.",
      ar: "اثنا عشر برنامجًا مهنيًا في البيانات والذكاء الاصطناعي والبرمجة والحوسبة السحابية وأمن المعلومات، إلى جانب دورات Microsoft Office وMeta وAdobe، وكلها بتدريب عملي في الإسكندرية.",
    },
  },
};
