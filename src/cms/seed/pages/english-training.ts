import type { SpecPageSeed } from "./types";

/** /training/english (the page `english-training`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const englishTrainingPage: SpecPageSeed = {
  slug: "english-training",
  title: { en: "English training", ar: "تدريب اللغة الإنجليزية" },
  hero: {
    type: "placementTest",
    badge: { en: "English Language", ar: "اللغة الإنجليزية" },
    title: { en: "English Language Training", ar: "تدريب اللغة الإنجليزية" },
    description: {
      en: "Speak, write and test with confidence: general English from A1 to C1, conversation courses, and IELTS and TOEFL preparation with certified instructors.",
      ar: "تحدّث واكتب وأدِّ اختبارك بثقة: الإنجليزية العامة من A1 إلى C1، ودورات المحادثة، والتحضير لاختبارَي IELTS وTOEFL مع مدربين معتمدين.",
    },
    testButton: { en: "Take the Free Assessment Test", ar: "خُض اختبار تحديد المستوى المجاني" },
  },
  layout: [
    {
      blockType: "stats",
      statsLabel: { en: "Our English training in numbers", ar: "تدريب اللغة الإنجليزية بالأرقام" },
      stats: [
        { value: { en: "600,000+", ar: "+600 ألف" }, label: { en: "Hours Delivered", ar: "ساعة تدريبية" } },
        { value: { en: "98%", ar: "98%" }, label: { en: "Exam Success Rate", ar: "نسبة النجاح في الامتحانات" } },
        {
          value: { en: "50+", ar: "+50" },
          label: { en: "Certified Professional Instructors", ar: "مدربًا محترفًا معتمدًا" },
        },
        { value: { en: "7.5+", ar: "+7.5" }, label: { en: "Average IELTS Score", ar: "متوسط درجات IELTS" } },
      ],
      tone: "light",
    },
    {
      blockType: "collectionList",
      anchor: "general",
      source: "courses",
      kind: "english-general",
      title: { en: "General English Courses", ar: "دورات الإنجليزية العامة" },
      description: {
        en: "Six levels aligned with the Common European Framework (CEFR), from your first words to advanced fluency.",
        ar: "ستة مستويات وفق الإطار الأوروبي المرجعي المشترك للغات (CEFR)، من أولى كلماتك حتى الطلاقة المتقدمة.",
      },
    },
    {
      blockType: "collectionList",
      anchor: "conversation",
      source: "courses",
      kind: "english-conversation",
      title: { en: "English Conversation Courses", ar: "دورات المحادثة بالإنجليزية" },
      description: {
        en: "Speak more, hesitate less: topic-based conversation practice at three levels.",
        ar: "تحدّث أكثر وتردّد أقل: تدريب على المحادثة حول موضوعات متنوعة في ثلاثة مستويات.",
      },
    },
    {
      blockType: "collectionList",
      anchor: "exams",
      source: "courses",
      kind: "english-exam",
      title: { en: "TOEFL / IELTS Courses", ar: "دورات IELTS وTOEFL" },
      description: {
        en: "Focused preparation for the two most requested English exams, with mock tests and feedback.",
        ar: "تحضير مركّز لأكثر اختبارَين طلبًا في اللغة الإنجليزية، مع اختبارات تجريبية وملاحظات على أدائك.",
      },
      box: {
        title: { en: "Official Test Center", ar: "مركز اختبارات رسمي" },
        text: {
          en: "Sit your TOEFL exam at our Alexandria centre. Book your test date online.",
          ar: "أدِّ اختبار TOEFL في مركزنا بالإسكندرية، واحجز موعدك عبر الإنترنت.",
        },
        bookingButton: { en: "Book TOEFL Test", ar: "احجز اختبار TOEFL" },
      },
    },
    {
      blockType: "cards",
      anchor: "why",
      title: { en: "Why Choose Our English Training?", ar: "لماذا تختار تدريب اللغة الإنجليزية لدينا؟" },
      cards: [
        {
          icon: "award",
          title: { en: "Certified Instructors", ar: "مدربون معتمدون" },
          description: {
            en: "Qualified, experienced teachers who know the exams and the workplace.",
            ar: "مدربون مؤهلون وذوو خبرة يعرفون الامتحانات وبيئة العمل.",
          },
        },
        {
          icon: "target",
          title: { en: "Personalized Learning", ar: "تعلّم يناسبك" },
          description: {
            en: "A placement test puts you in the right level, and feedback follows your progress.",
            ar: "اختبار تحديد المستوى يضعك في المستوى الصحيح، ومتابعة مستمرة لتقدمك.",
          },
        },
        {
          icon: "trending-up",
          title: { en: "Proven Results", ar: "نتائج مثبتة" },
          description: {
            en: "Learners who pass their exams and use English with confidence at work.",
            ar: "متدربون يجتازون امتحاناتهم ويستخدمون الإنجليزية بثقة في عملهم.",
          },
        },
      ],
      figuresLabel: { en: "Our English teaching at a glance", ar: "لمحة عن تدريس الإنجليزية لدينا" },
      figures: [
        { value: { en: "15+", ar: "+15" }, label: { en: "Years of English Teaching", ar: "عامًا في تدريس الإنجليزية" } },
        { value: { en: "1:6", ar: "1:6" }, label: { en: "Teacher to Student Ratio", ar: "مدرب لكل 6 متدربين" } },
        { value: { en: "24/7", ar: "24/7" }, label: { en: "Online Learning Support", ar: "دعم تعليمي عبر الإنترنت" } },
      ],
      source: "cards",
      look: "simple",
      columns: "3",
      figuresPlacement: "beside",
    },
    {
      blockType: "cta",
      title: { en: "Ready to improve your English?", ar: "مستعد لتحسين لغتك الإنجليزية؟" },
      description: {
        en: "Find your level with the free assessment, then start with a free trial session.",
        ar: "اعرف مستواك من خلال الاختبار المجاني، ثم ابدأ بحصة تجريبية مجانية.",
      },
      primary: {
        label: { en: "Start Free Trial", ar: "ابدأ حصتك التجريبية المجانية" },
        href: "/contact?interest=english",
      },
      secondary: { label: { en: "Contact Us", ar: "تواصل معنا" }, href: "/contact" },
    },
  ],
  meta: {
    title: {
      en: "English Training: General English, Conversation, IELTS and TOEFL",
      ar: "تدريب اللغة الإنجليزية: الإنجليزية العامة والمحادثة وIELTS وTOEFL",
    },
    description: {
      en: "General English from A1 to C1, conversation courses, and IELTS and TOEFL preparation with certified instructors and an official test centre in Alexandria.",
      ar: "الإنجليزية العامة من A1 إلى C1، ودورات المحادثة، والتحضير لاختبارَي IELTS وTOEFL مع مدربين معتمدين ومركز اختبارات رسمي في الإسكندرية.",
    },
  },
};
