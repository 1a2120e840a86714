import type { GeneralEnglishCourse, ConversationCourse, ExamCourse } from "@/content/schema";

/** The six CEFR-aligned General English stages, in teaching order. */
export const generalEnglishCourses: GeneralEnglishCourse[] = [
  {
    id: "starter-a1",
    icon: "book-open",
    title: { en: "Starter A1", ar: "المستوى التمهيدي A1" },
    level: "A1",
    description: {
      en: "Your first step into English, starting from zero: everyday words, simple sentences and the confidence to introduce yourself and handle basic situations.",
      ar: "خطوتك الأولى في اللغة الإنجليزية إذا كنت تبدأ من الصفر: كلمات الحياة اليومية والجمل البسيطة والثقة في تقديم نفسك والتعامل مع المواقف الأساسية.",
    },
    skills: [
      { en: "Alphabet, pronunciation and basic spelling", ar: "الحروف والنطق والتهجئة الأساسية" },
      { en: "Introducing yourself and others", ar: "تقديم نفسك والآخرين" },
      { en: "Numbers, times, dates and prices", ar: "الأرقام والمواعيد والتواريخ والأسعار" },
      { en: "Present simple and everyday vocabulary", ar: "المضارع البسيط ومفردات الحياة اليومية" },
    ],
    hours: 48,
    pathSlug: "english-general",
  },
  {
    id: "elementary-a2",
    icon: "compass",
    title: { en: "Elementary A2", ar: "المستوى الأساسي A2" },
    level: "A2",
    description: {
      en: "Build on the basics to talk about your routine, past experiences and plans, and to understand short, clear texts and conversations.",
      ar: "ابنِ على الأساسيات لتتحدث عن يومك وتجاربك السابقة وخططك، ولتفهم النصوص والمحادثات القصيرة الواضحة.",
    },
    skills: [
      { en: "Past simple and future forms", ar: "الماضي البسيط وصيغ المستقبل" },
      { en: "Shopping, directions and travel situations", ar: "مواقف التسوق والسؤال عن الاتجاهات والسفر" },
      { en: "Reading short messages, notices and emails", ar: "قراءة الرسائل والإعلانات ورسائل البريد الإلكتروني القصيرة" },
      { en: "Writing simple emails and descriptions", ar: "كتابة رسائل بريد إلكتروني وأوصاف بسيطة" },
    ],
    hours: 72,
    pathSlug: "english-general",
  },
  {
    id: "pre-intermediate-b1",
    icon: "message-circle",
    title: { en: "Pre-Intermediate B1", ar: "مستوى ما قبل المتوسط B1" },
    level: "B1",
    description: {
      en: "Move from simple exchanges to real communication: describe experiences, give your opinion and deal with most situations at work and while travelling.",
      ar: "انتقل من العبارات البسيطة إلى التواصل الحقيقي: صف تجاربك وعبّر عن رأيك وتعامل مع أغلب المواقف في العمل وأثناء السفر.",
    },
    skills: [
      { en: "Present perfect and narrative tenses", ar: "المضارع التام وأزمنة السرد" },
      { en: "Giving opinions, agreeing and disagreeing", ar: "التعبير عن الرأي والموافقة والاعتراض" },
      { en: "Listening for the main idea and key details", ar: "الاستماع لفهم الفكرة الرئيسية والتفاصيل المهمة" },
      { en: "Writing short paragraphs and informal letters", ar: "كتابة فقرات قصيرة ورسائل غير رسمية" },
    ],
    hours: 72,
    pathSlug: "english-general",
  },
  {
    id: "intermediate-b1plus",
    icon: "users",
    title: { en: "Intermediate B1+", ar: "المستوى المتوسط B1+‎" },
    level: "B1+",
    description: {
      en: "Strengthen accuracy and fluency so you can take part in discussions, follow longer texts and write clearly on familiar and work-related topics.",
      ar: "عزّز الدقة والطلاقة لتشارك في النقاشات وتتابع النصوص الأطول وتكتب بوضوح في الموضوعات المألوفة وموضوعات العمل.",
    },
    skills: [
      { en: "Conditionals, modal verbs and the passive", ar: "الجمل الشرطية والأفعال الناقصة والمبني للمجهول" },
      { en: "Taking part in meetings and discussions", ar: "المشاركة في الاجتماعات والنقاشات" },
      { en: "Understanding articles and longer recordings", ar: "فهم المقالات والتسجيلات الصوتية الأطول" },
      { en: "Structured emails and short reports", ar: "رسائل بريد إلكتروني منظمة وتقارير قصيرة" },
    ],
    hours: 72,
    pathSlug: "english-general",
  },
  {
    id: "upper-intermediate-b2",
    icon: "presentation",
    title: { en: "Upper-Intermediate B2", ar: "مستوى فوق المتوسط B2" },
    level: "B2",
    description: {
      en: "Communicate with confidence and spontaneity: argue a point, understand complex ideas and adapt your language to formal and informal settings.",
      ar: "تواصل بثقة وتلقائية: دافع عن وجهة نظرك وافهم الأفكار المعقدة وكيّف لغتك بين المواقف الرسمية وغير الرسمية.",
    },
    skills: [
      { en: "Reported speech, advanced tenses and linking words", ar: "الكلام المنقول والأزمنة المتقدمة وأدوات الربط" },
      { en: "Presenting ideas and defending a point of view", ar: "عرض الأفكار والدفاع عن وجهة النظر" },
      { en: "Reading for inference and the writer's attitude", ar: "القراءة لاستنتاج المعنى وفهم موقف الكاتب" },
      { en: "Essays, reports and formal correspondence", ar: "المقالات والتقارير والمراسلات الرسمية" },
    ],
    hours: 72,
    pathSlug: "english-general",
  },
  {
    id: "advanced-c1",
    icon: "graduation-cap",
    title: { en: "Advanced B2+/C1", ar: "المستوى المتقدم B2+/C1" },
    level: "B2+/C1",
    description: {
      en: "Refine your English for professional and academic life: use it flexibly and precisely, with natural idioms, nuance and a wide range of vocabulary.",
      ar: "ارتقِ بلغتك الإنجليزية للحياة المهنية والأكاديمية: استخدمها بمرونة ودقة، مع التعبيرات الاصطلاحية والفروق الدقيقة في المعنى وحصيلة واسعة من المفردات.",
    },
    skills: [
      { en: "Idioms, collocations and register", ar: "التعبيرات الاصطلاحية والمتلازمات اللفظية ومستويات اللغة" },
      { en: "Negotiating, persuading and leading discussions", ar: "التفاوض والإقناع وإدارة النقاشات" },
      { en: "Understanding fast, natural speech and implied meaning", ar: "فهم الحديث الطبيعي السريع والمعاني الضمنية" },
      { en: "Clear, well-structured writing on complex topics", ar: "كتابة واضحة ومحكمة البناء في الموضوعات المعقدة" },
    ],
    hours: 72,
    pathSlug: "english-general",
  },
];

/** Conversation courses; cards show the first 4 topics. */
export const conversationCourses: ConversationCourse[] = [
  {
    id: "conversation-b1plus",
    title: { en: "English Conversation B1+", ar: "المحادثة بالإنجليزية B1+‎" },
    level: "B1+",
    description: {
      en: "Turn the English you already know into confident everyday speech through guided discussions, role-plays and pronunciation practice.",
      ar: "حوّل ما تعرفه من الإنجليزية إلى حديث يومي واثق من خلال نقاشات موجهة وتمثيل أدوار وتدريب على النطق.",
    },
    goal: {
      en: "Speak fluently about everyday and work topics without long pauses or translating in your head.",
      ar: "أن تتحدث بطلاقة في موضوعات الحياة اليومية والعمل دون توقف طويل أو ترجمة في ذهنك.",
    },
    topics: [
      { en: "Small talk and first impressions", ar: "الدردشة وبدء الحديث وترك انطباع أول جيد" },
      { en: "Describing experiences and telling stories", ar: "وصف التجارب ورواية القصص" },
      { en: "Work, studies and future plans", ar: "العمل والدراسة والخطط المستقبلية" },
      { en: "Travel, culture and city life", ar: "السفر والثقافة والحياة في المدينة" },
      { en: "Technology and social media in daily life", ar: "التكنولوجيا ووسائل التواصل الاجتماعي في حياتنا اليومية" },
      { en: "Pronunciation: stress, rhythm and intonation", ar: "النطق: النبر والإيقاع والتنغيم" },
    ],
    hours: 48,
    outline: { kind: "external", key: "conversation-b1plus" },
    pathSlug: "english-conversation",
  },
  {
    id: "conversation-b2",
    title: { en: "English Conversation B2/B2+", ar: "المحادثة بالإنجليزية B2/B2+‎" },
    level: "B2/B2+",
    description: {
      en: "Go beyond everyday talk to discussions, debates and problem solving, expressing nuanced opinions naturally.",
      ar: "تجاوز الحديث اليومي إلى النقاش والمناظرة وحل المشكلات، وعبّر عن آرائك بدقة وبأسلوب طبيعي.",
    },
    goal: {
      en: "Hold extended discussions, support your opinions with reasons and examples, and respond naturally to other views.",
      ar: "أن تدير نقاشات مطولة وتدعم آراءك بالحجج والأمثلة وتتفاعل بشكل طبيعي مع وجهات النظر الأخرى.",
    },
    topics: [
      { en: "Debating current issues", ar: "مناقشة القضايا المعاصرة" },
      { en: "Workplace scenarios: meetings and teamwork", ar: "مواقف العمل: الاجتماعات والعمل الجماعي" },
      { en: "Problem solving and decision making", ar: "حل المشكلات واتخاذ القرار" },
      { en: "Giving and receiving feedback", ar: "تقديم الملاحظات وتلقيها" },
      { en: "Short presentations with questions and answers", ar: "عروض تقديمية قصيرة مع الأسئلة والأجوبة" },
      { en: "Phrasal verbs and idioms in conversation", ar: "الأفعال المركبة والتعبيرات الاصطلاحية في المحادثة" },
    ],
    hours: 48,
    outline: { kind: "external", key: "conversation-b2" },
    pathSlug: "english-conversation",
  },
  {
    id: "conversation-c1",
    title: { en: "English Conversation C1", ar: "المحادثة بالإنجليزية C1" },
    level: "C1",
    description: {
      en: "Polish advanced fluency for professional and social life: persuasive speaking, the right tone and spontaneous discussion of complex topics.",
      ar: "اصقل طلاقتك المتقدمة للحياة المهنية والاجتماعية: حديث مقنع ونبرة مناسبة ونقاش تلقائي للموضوعات المعقدة.",
    },
    goal: {
      en: "Express yourself spontaneously and precisely on complex topics, adapting tone and style to any audience.",
      ar: "أن تعبّر عن نفسك بتلقائية ودقة في الموضوعات المعقدة، مع تكييف النبرة والأسلوب بحسب الجمهور.",
    },
    topics: [
      { en: "Persuasion and negotiation", ar: "الإقناع والتفاوض" },
      { en: "Leading meetings and facilitating discussions", ar: "إدارة الاجتماعات وتيسير النقاشات" },
      { en: "Abstract and controversial topics", ar: "الموضوعات المجردة والقضايا الخلافية" },
      { en: "Humor, idioms and cultural nuance", ar: "الفكاهة والتعبيرات الاصطلاحية والفروق الثقافية" },
      { en: "Impromptu speaking and storytelling", ar: "الحديث الارتجالي وفن رواية القصص" },
      { en: "Diplomatic language and handling disagreement", ar: "اللغة الدبلوماسية والتعامل مع الخلاف" },
    ],
    hours: 48,
    outline: { kind: "external", key: "conversation-c1" },
    pathSlug: "english-conversation",
  },
];

/** Exam preparation; cards show the first 2 audience items and the first 3 objectives. */
export const examCourses: ExamCourse[] = [
  {
    id: "ielts",
    exam: "IELTS",
    title: { en: "IELTS Preparation Program", ar: "برنامج التحضير لاختبار IELTS" },
    description: {
      en: "Structured preparation for IELTS Academic and General Training, covering Listening, Reading, Writing and Speaking with feedback based on the official band descriptors and timed practice tests.",
      ar: "تحضير منظم لاختبار IELTS بنوعيه Academic وGeneral Training، يغطي الاستماع والقراءة والكتابة والمحادثة، مع ملاحظات مبنية على معايير تقييم الدرجات الرسمية واختبارات تدريبية بتوقيت الاختبار الحقيقي.",
    },
    hours: 48,
    level: { en: "Intermediate to Advanced", ar: "من المتوسط إلى المتقدم" },
    targetAudience: [
      { en: "Students applying to universities abroad", ar: "الطلاب المتقدمون للدراسة في جامعات بالخارج" },
      { en: "Professionals applying for work or immigration visas", ar: "المهنيون المتقدمون لتأشيرات العمل أو الهجرة" },
      { en: "Candidates who need a specific band score for a job or scholarship", ar: "من يحتاجون إلى درجة محددة للحصول على وظيفة أو منحة دراسية" },
      { en: "Test takers aiming to improve a previous band score", ar: "من سبق لهم أداء الاختبار ويسعون إلى تحسين درجتهم" },
    ],
    learningObjectives: [
      { en: "Master the format and timing of all four IELTS sections", ar: "إتقان شكل أقسام IELTS الأربعة وتوقيت كل منها" },
      { en: "Apply proven strategies for every Listening and Reading question type", ar: "تطبيق استراتيجيات مجرّبة لكل أنواع أسئلة الاستماع والقراءة" },
      { en: "Write Task 1 and Task 2 answers that meet the official band descriptors", ar: "كتابة إجابات Task 1 وTask 2 وفق معايير التقييم الرسمية" },
      { en: "Speak fluently and coherently in all three parts of the Speaking test", ar: "التحدث بطلاقة وترابط في الأجزاء الثلاثة لاختبار المحادثة" },
      { en: "Build exam stamina through full timed mock tests", ar: "بناء القدرة على التحمل من خلال اختبارات تجريبية كاملة بتوقيت الاختبار" },
    ],
    pathSlug: "ielts",
  },
  {
    id: "toefl",
    exam: "TOEFL",
    title: { en: "TOEFL Preparation Program", ar: "برنامج التحضير لاختبار TOEFL" },
    description: {
      en: "Focused preparation for the TOEFL iBT, covering Reading, Listening, Speaking and Writing with academic skills practice, the official scoring criteria and full computer-based practice tests.",
      ar: "تحضير مركّز لاختبار TOEFL iBT، يغطي القراءة والاستماع والمحادثة والكتابة، مع تدريب على المهارات الأكاديمية ومعايير التقييم الرسمية واختبارات تدريبية كاملة على الكمبيوتر.",
    },
    hours: 48,
    level: { en: "Intermediate to Advanced", ar: "من المتوسط إلى المتقدم" },
    targetAudience: [
      { en: "Students applying to universities in North America and worldwide", ar: "الطلاب المتقدمون للجامعات في أمريكا الشمالية وحول العالم" },
      { en: "Graduates applying for scholarships and postgraduate programs", ar: "الخريجون المتقدمون للمنح الدراسية وبرامج الدراسات العليا" },
      { en: "Professionals who need certified proof of their English level", ar: "المهنيون الذين يحتاجون إلى إثبات معتمد لمستواهم في الإنجليزية" },
      { en: "Candidates who need to reach a specific TOEFL score", ar: "من يحتاجون إلى الوصول إلى درجة محددة في TOEFL" },
    ],
    learningObjectives: [
      { en: "Understand the TOEFL iBT format, timing and scoring", ar: "فهم شكل اختبار TOEFL iBT وتوقيته وطريقة احتساب الدرجات" },
      { en: "Read and listen to academic English efficiently and take useful notes", ar: "قراءة الإنجليزية الأكاديمية والاستماع إليها بكفاءة وتدوين ملاحظات مفيدة" },
      { en: "Give clear, well-organized spoken responses within the time limits", ar: "تقديم إجابات شفهية واضحة ومنظمة في الوقت المحدد" },
      { en: "Write well-supported responses to the academic writing tasks", ar: "كتابة إجابات مدعومة بالحجج لمهام الكتابة الأكاديمية" },
      { en: "Build speed and confidence on the computer-based test through full practice tests", ar: "اكتساب السرعة والثقة في الاختبار على الكمبيوتر من خلال اختبارات تدريبية كاملة" },
    ],
    pathSlug: "toefl",
  },
];
