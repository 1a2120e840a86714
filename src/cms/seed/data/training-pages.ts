/**
 * The training pages' own texts (the globals it-training-page, english-training-page and
 * business-training-page) as the CMS is first filled with them. The courses are the collection `courses`.
 */
export const itTrainingPage = {
  hero: {
    badge: { en: "IT Training", ar: "تدريب تكنولوجيا المعلومات" },
    title: { en: "Information Technology Training", ar: "تدريب تكنولوجيا المعلومات" },
    description: { en: "Job-role programmes that take you from fundamentals to a portfolio project, and end-user courses that make you faster at work. Small groups, real labs, recognised certificates.", ar: "برامج مهنية تنقلك من الأساسيات إلى مشروع تضيفه إلى ملف أعمالك، ودورات للمستخدمين تجعلك أسرع في عملك. مجموعات صغيرة ومعامل حقيقية وشهادات معتمدة." },
    primaryButton: { en: "Build your learning path", ar: "صمّم خطتك التدريبية" },
    secondaryButton: { en: "Talk to an advisor", ar: "تحدّث مع مستشار" },
  },
  sections: {
    programmes: {
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
    endUser: {
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
  },
  cta: {
    title: { en: "Start your IT career path today", ar: "ابدأ مسارك المهني في تكنولوجيا المعلومات اليوم" },
    description: { en: "Choose your courses and send us your plan, or talk to our team about the right programme for you.", ar: "اختر دوراتك وأرسل إلينا خطتك، أو تحدّث مع فريقنا عن البرنامج المناسب لك." },
    primaryButton: { en: "Apply Now", ar: "سجّل الآن" },
    secondaryButton: { en: "Schedule a Call", ar: "احجز مكالمة" },
  },
  meta: { title: { en: "IT Training: Job-Role Programmes and End-User Courses", ar: "تدريب تكنولوجيا المعلومات: برامج مهنية ودورات للمستخدمين" }, description: { en: "Twelve job-role IT programmes in data, AI, development, cloud and security, plus Microsoft Office, Meta and Adobe courses, taught hands-on in Alexandria.", ar: "اثنا عشر برنامجًا مهنيًا في البيانات والذكاء الاصطناعي والبرمجة والحوسبة السحابية وأمن المعلومات، إلى جانب دورات Microsoft Office وMeta وAdobe، وكلها بتدريب عملي في الإسكندرية." } },
};

export const englishTrainingPage = {
  hero: {
    badge: { en: "English Language", ar: "اللغة الإنجليزية" },
    title: { en: "English Language Training", ar: "تدريب اللغة الإنجليزية" },
    description: { en: "Speak, write and test with confidence: general English from A1 to C1, conversation courses, and IELTS and TOEFL preparation with certified instructors.", ar: "تحدّث واكتب وأدِّ اختبارك بثقة: الإنجليزية العامة من A1 إلى C1، ودورات المحادثة، والتحضير لاختبارَي IELTS وTOEFL مع مدربين معتمدين." },
    assessmentButton: { en: "Take the Free Assessment Test", ar: "خُض اختبار تحديد المستوى المجاني" },
  },
  sections: {
    general: {
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
    conversation: {
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
    exams: {
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
  },
  cta: {
    title: { en: "Ready to improve your English?", ar: "مستعد لتحسين لغتك الإنجليزية؟" },
    description: { en: "Find your level with the free assessment, then start with a free trial session.", ar: "اعرف مستواك من خلال الاختبار المجاني، ثم ابدأ بحصة تجريبية مجانية." },
    primaryButton: { en: "Start Free Trial", ar: "ابدأ حصتك التجريبية المجانية" },
    secondaryButton: { en: "Contact Us", ar: "تواصل معنا" },
  },
  meta: { title: { en: "English Training: General English, Conversation, IELTS and TOEFL", ar: "تدريب اللغة الإنجليزية: الإنجليزية العامة والمحادثة وIELTS وTOEFL" }, description: { en: "General English from A1 to C1, conversation courses, and IELTS and TOEFL preparation with certified instructors and an official test centre in Alexandria.", ar: "الإنجليزية العامة من A1 إلى C1، ودورات المحادثة، والتحضير لاختبارَي IELTS وTOEFL مع مدربين معتمدين ومركز اختبارات رسمي في الإسكندرية." } },
};

export const businessTrainingPage = {
  hero: {
    badge: { en: "Business & Management", ar: "الإدارة والأعمال" },
    title: { en: "Business and Management Training", ar: "تدريب الإدارة والأعمال" },
    parentLine: { en: "Delivered with {group}", ar: "بالتعاون مع {group}" },
    description: { en: "Certified programmes that build the financial, strategic, people and project skills organisations promote for.", ar: "برامج معتمدة تبني المهارات المالية والاستراتيجية ومهارات إدارة الأفراد والمشروعات التي تقدّرها المؤسسات عند الترقية." },
    button: { en: "Contact Us", ar: "تواصل معنا" },
  },
  sections: {
    courses: {
      blockType: "collectionList",
      anchor: "courses",
      source: "courses",
      kind: "business",
      title: { en: "Our Business Programmes", ar: "برامج الإدارة والأعمال" },
      description: {
        en: "Nine specialised programmes, each with a detailed learning path.",
        ar: "تسعة برامج متخصصة، لكل منها مسار تعليمي تفصيلي.",
      },
    },
  },
  cta: {
    blockType: "cta",
    title: { en: "Invest in your team or your career", ar: "استثمر في فريقك أو في مسيرتك المهنية" },
    description: {
      en: "Talk to us about the right programme, or ask for our brochure on WhatsApp.",
      ar: "تحدّث معنا عن البرنامج المناسب، أو اطلب الكتيّب التعريفي عبر واتساب.",
    },
    primary: { label: { en: "Contact Us", ar: "تواصل معنا" }, href: "/contact?interest=business" },
    secondary: { label: { en: "Download Brochure", ar: "تحميل الكتيّب التعريفي" } },
    secondaryOpens: "whatsapp",
    whatsappMessage: {
      en: "Hello, I would like to receive your business training brochure.",
      ar: "مرحبًا، أود الحصول على الكتيّب التعريفي لبرامج الإدارة والأعمال.",
    },
    whatsappHint: { en: "(sent to you on WhatsApp)", ar: "(يصلك عبر واتساب)" },
  },
  meta: { title: { en: "Business Training: Finance, Strategy, HR, Marketing and PMP", ar: "تدريب الإدارة والأعمال: المالية والاستراتيجية والموارد البشرية والتسويق وPMP" }, description: { en: "Nine certified business and management programmes in Alexandria, from finance and strategy to HR, supply chain, sales and PMP preparation.", ar: "تسعة برامج معتمدة في الإدارة والأعمال بالإسكندرية، من المالية والاستراتيجية إلى الموارد البشرية وسلاسل الإمداد والمبيعات والتحضير لشهادة PMP." } },
};

/**
 * The training pages' reasons to choose them (with figures below or beside) and the English page's band of figures,
 * as the blocks they are.
 */
export const trainingBlocks = {
  itWhy: {
    blockType: "cards",
    anchor: "why",
    title: { en: "Why Choose Our IT Training?", ar: "لماذا تختار تدريب تكنولوجيا المعلومات لدينا؟" },
    cards: [
      { icon: "monitor", title: { en: "100% Practical Training", ar: "تدريب عملي 100%" }, description: { en: "Every session is hands-on: you build, configure and analyse on real tools from day one.", ar: "كل محاضرة تطبيقية: تبني وتضبط الإعدادات وتحلّل باستخدام أدوات حقيقية من اليوم الأول." } },
      { icon: "users", title: { en: "1:8 Instructor to Student Ratio", ar: "مدرب واحد لكل 8 متدربين" }, description: { en: "Small groups, so your instructor can review your work and answer your questions.", ar: "مجموعات صغيرة تتيح لمدربك مراجعة عملك والإجابة عن أسئلتك." } },
      { icon: "book-open", title: { en: "Lifetime Access to Materials", ar: "وصول دائم إلى المواد التعليمية" }, description: { en: "Keep the course files, labs and recordings to revisit whenever you need them.", ar: "احتفظ بملفات الدورة وتمارين المعامل والتسجيلات لتعود إليها متى احتجت." } },
    ],
    source: "cards",
    look: "simple",
    columns: "3",
    figuresPlacement: "below",
  },
  englishFigures: {
    blockType: "stats",
    statsLabel: { en: "Our English training in numbers", ar: "تدريب اللغة الإنجليزية بالأرقام" },
    stats: [
    { value: { en: "600,000+", ar: "+600 ألف" }, label: { en: "Hours Delivered", ar: "ساعة تدريبية" } },
    { value: { en: "98%", ar: "98%" }, label: { en: "Exam Success Rate", ar: "نسبة النجاح في الامتحانات" } },
    { value: { en: "50+", ar: "+50" }, label: { en: "Certified Professional Instructors", ar: "مدربًا محترفًا معتمدًا" } },
    { value: { en: "7.5+", ar: "+7.5" }, label: { en: "Average IELTS Score", ar: "متوسط درجات IELTS" } },
],
    tone: "light",
  },
  englishWhy: {
    blockType: "cards",
    anchor: "why",
    title: { en: "Why Choose Our English Training?", ar: "لماذا تختار تدريب اللغة الإنجليزية لدينا؟" },
    cards: [
      { icon: "award", title: { en: "Certified Instructors", ar: "مدربون معتمدون" }, description: { en: "Qualified, experienced teachers who know the exams and the workplace.", ar: "مدربون مؤهلون وذوو خبرة يعرفون الامتحانات وبيئة العمل." } },
      { icon: "target", title: { en: "Personalized Learning", ar: "تعلّم يناسبك" }, description: { en: "A placement test puts you in the right level, and feedback follows your progress.", ar: "اختبار تحديد المستوى يضعك في المستوى الصحيح، ومتابعة مستمرة لتقدمك." } },
      { icon: "trending-up", title: { en: "Proven Results", ar: "نتائج مثبتة" }, description: { en: "Learners who pass their exams and use English with confidence at work.", ar: "متدربون يجتازون امتحاناتهم ويستخدمون الإنجليزية بثقة في عملهم." } },
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
  businessWhy: {
    blockType: "cards",
    anchor: "why",
    title: { en: "Why Choose Our Business Training?", ar: "لماذا تختار تدريب الإدارة والأعمال لدينا؟" },
    cards: [
      { icon: "users", title: { en: "Expert Instructors", ar: "مدربون خبراء" }, description: { en: "Practitioners and certified consultants who have led the work they teach.", ar: "ممارسون واستشاريون معتمدون طبّقوا بأنفسهم ما يُدرّسونه في مواقع العمل." } },
      { icon: "briefcase", title: { en: "Industry-Focused Curriculum", ar: "محتوى مرتبط بسوق العمل" }, description: { en: "Cases and tools from Egyptian and regional companies, not theory alone.", ar: "حالات عملية وأدوات من شركات مصرية وإقليمية، لا نظريات فقط." } },
      { icon: "clipboard-list", title: { en: "Practical Skills", ar: "مهارات عملية" }, description: { en: "Templates, workshops and a final project you can apply at work the next day.", ar: "نماذج جاهزة وورش عمل ومشروع ختامي، تطبّقها كلها في عملك من اليوم التالي." } },
      { icon: "trending-up", title: { en: "Career Advancement Support", ar: "دعم للتقدم المهني" }, description: { en: "Guidance on certifications, CVs and interviews for your next role.", ar: "إرشاد حول الشهادات والسيرة الذاتية والمقابلات لخطوتك المهنية التالية." } },
    ],
    figuresLabel: { en: "Our business training in numbers", ar: "تدريب الإدارة والأعمال بالأرقام" },
    figures: [
    { value: { en: "2000+", ar: "+2000" }, label: { en: "Business Professionals", ar: "متدرب من المهنيين" } },
    { value: { en: "95%", ar: "95%" }, label: { en: "Success Rate", ar: "نسبة النجاح" } },
    { value: { en: "40", ar: "40" }, label: { en: "Hours per Course", ar: "ساعة لكل دورة" } },
    { value: { en: "9", ar: "9" }, label: { en: "Specialized Programs", ar: "برامج متخصصة" } },
],
    source: "cards",
    look: "simple",
    columns: "4",
    figuresPlacement: "below",
  },
};
