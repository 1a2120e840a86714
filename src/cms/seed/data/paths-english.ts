import type { Path } from "@/content/schema";

/** English learning paths (/paths/[slug]); stage hours follow the spec's table. */
export const englishPaths: Path[] = [
  {
    slug: "english-general",
    area: "english",
    badge: { en: "CEFR A1 to C1", ar: "من A1 إلى C1 وفق CEFR" },
    title: { en: "General English Learning Path", ar: "المسار التعليمي للإنجليزية العامة" },
    subtitle: {
      en: "Progress step by step from your first words to confident, advanced English across six CEFR-aligned levels.",
      ar: "تقدّم خطوة بخطوة من كلماتك الأولى إلى إنجليزية متقدمة وواثقة عبر ستة مستويات متوافقة مع إطار CEFR.",
    },
    stages: [
      {
        title: { en: "Starter A1", ar: "المستوى التمهيدي A1" },
        hours: 48,
        icon: "book-open",
        points: [
          { en: "Greetings, personal information and everyday vocabulary", ar: "التحية والبيانات الشخصية ومفردات الحياة اليومية" },
          { en: "The verb to be, present simple and basic questions", ar: "فعل الكينونة to be والمضارع البسيط والأسئلة الأساسية" },
          { en: "Understanding slow, clear speech on familiar topics", ar: "فهم الحديث البطيء الواضح في الموضوعات المألوفة" },
        ],
      },
      {
        title: { en: "Elementary A2", ar: "المستوى الأساسي A2" },
        hours: 72,
        icon: "compass",
        points: [
          { en: "Past simple, future forms and comparatives", ar: "الماضي البسيط وصيغ المستقبل وأسلوب المقارنة" },
          { en: "Handling shopping, travel and routine exchanges", ar: "التعامل مع مواقف التسوق والسفر والحوارات اليومية المعتادة" },
          { en: "Reading and writing short messages and simple emails", ar: "قراءة وكتابة الرسائل القصيرة ورسائل البريد الإلكتروني البسيطة" },
        ],
      },
      {
        title: { en: "Pre-Intermediate B1", ar: "مستوى ما قبل المتوسط B1" },
        hours: 72,
        icon: "message-circle",
        points: [
          { en: "Present perfect, narrative tenses and modal verbs", ar: "المضارع التام وأزمنة السرد والأفعال الناقصة" },
          { en: "Describing experiences, events and plans", ar: "وصف التجارب والأحداث والخطط" },
          { en: "Writing connected paragraphs and informal letters", ar: "كتابة فقرات مترابطة ورسائل غير رسمية" },
        ],
      },
      {
        title: { en: "Intermediate B1+", ar: "المستوى المتوسط B1+‎" },
        hours: 72,
        icon: "users",
        points: [
          { en: "Conditionals, the passive and relative clauses", ar: "الجمل الشرطية والمبني للمجهول وجمل الصلة" },
          { en: "Taking part in discussions at work and socially", ar: "المشاركة في النقاشات في العمل وفي المواقف الاجتماعية" },
          { en: "Following longer articles, talks and recordings", ar: "متابعة المقالات والمحاضرات والتسجيلات الأطول" },
        ],
      },
      {
        title: { en: "Upper-Intermediate B2", ar: "مستوى فوق المتوسط B2" },
        hours: 72,
        icon: "presentation",
        points: [
          { en: "Reported speech, advanced tenses and linking words", ar: "الكلام المنقول والأزمنة المتقدمة وأدوات الربط" },
          { en: "Presenting and defending a point of view", ar: "عرض وجهة النظر والدفاع عنها" },
          { en: "Writing essays, reports and formal emails", ar: "كتابة المقالات والتقارير ورسائل البريد الإلكتروني الرسمية" },
        ],
      },
      {
        title: { en: "Advanced B2+/C1", ar: "المستوى المتقدم B2+/C1" },
        hours: 72,
        icon: "graduation-cap",
        points: [
          { en: "Idioms, collocations and precise vocabulary", ar: "التعبيرات الاصطلاحية والمتلازمات اللفظية والمفردات الدقيقة" },
          { en: "Negotiating, persuading and leading discussions", ar: "التفاوض والإقناع وإدارة النقاشات" },
          { en: "Final assessment of all four skills against C1 descriptors", ar: "تقييم نهائي للمهارات الأربع وفق معايير المستوى C1" },
        ],
      },
    ],
    outcomes: [
      { en: "Communicate confidently in social, academic and workplace situations", ar: "التواصل بثقة في المواقف الاجتماعية والأكاديمية وفي بيئة العمل" },
      { en: "Use a wide range of grammar and vocabulary accurately", ar: "استخدام مجموعة واسعة من القواعد والمفردات بدقة" },
      { en: "Understand natural spoken English in meetings, media and presentations", ar: "فهم الإنجليزية المنطوقة بشكل طبيعي في الاجتماعات ووسائل الإعلام والعروض التقديمية" },
      { en: "Write clear emails, reports and essays for different readers", ar: "كتابة رسائل بريد إلكتروني وتقارير ومقالات واضحة لقرّاء مختلفين" },
      { en: "Reach an advanced B2+/C1 level on the CEFR scale", ar: "الوصول إلى المستوى المتقدم B2+/C1 وفق إطار CEFR" },
    ],
  },
  {
    slug: "english-conversation",
    area: "english",
    badge: { en: "B1+ to C1", ar: "من B1+‎ إلى C1" },
    title: { en: "English Conversation Learning Path", ar: "المسار التعليمي للمحادثة بالإنجليزية" },
    subtitle: {
      en: "Build real speaking fluency through six focused stages of discussion, role-play and trainer feedback.",
      ar: "اكتسب طلاقة حقيقية في الحديث عبر ست مراحل مركّزة من النقاش وتمثيل الأدوار وملاحظات المدرب.",
    },
    outline: { kind: "external", key: "conversation-b1plus" },
    stages: [
      {
        title: { en: "Fluency Foundations", ar: "أساسيات الطلاقة" },
        hours: 16,
        icon: "message-circle",
        points: [
          { en: "Small talk, introductions and keeping a conversation going", ar: "الدردشة والتعارف والحفاظ على استمرار الحوار" },
          { en: "Overcoming hesitation and thinking in English", ar: "التغلب على التردد والتفكير باللغة الإنجليزية" },
          { en: "Follow-up questions and active listening", ar: "أسئلة المتابعة والإنصات الفعّال" },
        ],
      },
      {
        title: { en: "Pronunciation and Natural Delivery", ar: "النطق والأداء الطبيعي" },
        hours: 16,
        icon: "mic",
        points: [
          { en: "Word stress, sentence stress and rhythm", ar: "نبر الكلمة ونبر الجملة والإيقاع" },
          { en: "Intonation for questions, emphasis and emotion", ar: "التنغيم في الأسئلة والتأكيد والتعبير عن المشاعر" },
          { en: "Connected speech and commonly mispronounced words", ar: "الكلام المتصل والكلمات الشائع الخطأ في نطقها" },
        ],
      },
      {
        title: { en: "Stories and Experiences", ar: "القصص والتجارب" },
        hours: 16,
        icon: "book-open",
        points: [
          { en: "Narrating past events with the right tenses", ar: "سرد الأحداث الماضية بالأزمنة الصحيحة" },
          { en: "Describing people, places and feelings vividly", ar: "وصف الأشخاص والأماكن والمشاعر بأسلوب حيّ" },
          { en: "Personal anecdotes with a clear beginning, middle and end", ar: "رواية مواقف شخصية لها بداية ووسط ونهاية واضحة" },
        ],
      },
      {
        title: { en: "Opinions and Discussion", ar: "الآراء والنقاش" },
        hours: 16,
        icon: "users",
        points: [
          { en: "Giving and justifying opinions", ar: "إبداء الرأي وتبريره" },
          { en: "Agreeing, disagreeing and interrupting politely", ar: "الموافقة والاعتراض والمقاطعة بلباقة" },
          { en: "Group discussions on current issues", ar: "نقاشات جماعية حول القضايا المعاصرة" },
        ],
      },
      {
        title: { en: "English at Work", ar: "الإنجليزية في العمل" },
        hours: 16,
        icon: "briefcase",
        points: [
          { en: "Meetings, phone calls and video calls", ar: "الاجتماعات والمكالمات الهاتفية ومكالمات الفيديو" },
          { en: "Role-plays: job interviews, client calls and negotiations", ar: "تمثيل أدوار: مقابلات العمل ومكالمات العملاء والتفاوض" },
          { en: "Giving and responding to feedback professionally", ar: "تقديم الملاحظات والرد عليها بأسلوب مهني" },
        ],
      },
      {
        title: { en: "Presentations and Final Speaking Assessment", ar: "العروض التقديمية والتقييم النهائي للمحادثة" },
        hours: 16,
        icon: "presentation",
        points: [
          { en: "Structuring a short talk around a clear message", ar: "بناء حديث قصير حول رسالة واضحة" },
          { en: "Handling questions and thinking on your feet", ar: "الرد على الأسئلة وسرعة البديهة" },
          { en: "Final recorded speaking assessment with trainer feedback", ar: "تقييم نهائي مسجل للمحادثة مع ملاحظات المدرب" },
        ],
      },
    ],
    outcomes: [
      { en: "Speak fluently on everyday and professional topics without translating in your head", ar: "التحدث بطلاقة في الموضوعات اليومية والمهنية دون ترجمة في ذهنك" },
      { en: "Pronounce English clearly with natural stress and intonation", ar: "نطق الإنجليزية بوضوح مع نبر وتنغيم طبيعيين" },
      { en: "Take an active part in meetings, discussions and debates", ar: "المشاركة الفعّالة في الاجتماعات والنقاشات والمناظرات" },
      { en: "Express and defend opinions politely and persuasively", ar: "التعبير عن الآراء والدفاع عنها بلباقة وإقناع" },
      { en: "Deliver short presentations and handle questions with confidence", ar: "تقديم عروض قصيرة والرد على الأسئلة بثقة" },
    ],
  },
  {
    slug: "ielts",
    area: "english",
    badge: { en: "Exam Preparation", ar: "التحضير للاختبار" },
    title: { en: "IELTS Preparation Learning Path", ar: "المسار التعليمي للتحضير لاختبار IELTS" },
    subtitle: {
      en: "Prepare for every section of IELTS with proven strategies, band-descriptor feedback and full timed mock tests.",
      ar: "استعد لكل أقسام اختبار IELTS باستراتيجيات مجرّبة وملاحظات وفق معايير تقييم الدرجات واختبارات تجريبية كاملة بتوقيت الاختبار.",
    },
    stages: [
      {
        title: { en: "Test Format and Diagnostic", ar: "شكل الاختبار والتقييم المبدئي" },
        hours: 8,
        icon: "clipboard-list",
        points: [
          { en: "Academic and General Training: format, timing and scoring", ar: "نسختا Academic وGeneral Training: الشكل والتوقيت وطريقة التقييم" },
          { en: "How the four section scores make up the overall band", ar: "كيف تتكون الدرجة الكلية من درجات الأقسام الأربعة" },
          { en: "Diagnostic test and a personal study plan for your target band", ar: "اختبار تشخيصي وخطة مذاكرة شخصية للوصول إلى درجتك المستهدفة" },
        ],
      },
      {
        title: { en: "Listening", ar: "الاستماع" },
        hours: 12,
        icon: "headphones",
        points: [
          { en: "The four recordings, from everyday to academic contexts", ar: "التسجيلات الأربعة، من المواقف اليومية إلى السياقات الأكاديمية" },
          { en: "Form completion, multiple choice, map and matching questions", ar: "أسئلة إكمال النماذج والاختيار من متعدد والخرائط والتوصيل" },
          { en: "Predicting answers, spotting distractors and spelling accurately", ar: "توقع الإجابات وتمييز المشتتات والتهجئة الدقيقة" },
        ],
      },
      {
        title: { en: "Reading", ar: "القراءة" },
        hours: 12,
        icon: "book-open",
        points: [
          { en: "Skimming, scanning and managing 60 minutes across three sections", ar: "القراءة السريعة والبحث عن المعلومات وإدارة 60 دقيقة على ثلاثة أجزاء" },
          { en: "True/False/Not Given and matching headings questions", ar: "أسئلة True/False/Not Given ومطابقة العناوين" },
          { en: "Sentence, summary and table completion techniques", ar: "أساليب إكمال الجمل والملخصات والجداول" },
        ],
      },
      {
        title: { en: "Writing", ar: "الكتابة" },
        hours: 16,
        icon: "pen-tool",
        points: [
          { en: "Task 1: describing charts and processes (Academic) or writing a letter (General Training)", ar: "المهمة الأولى (Task 1): وصف الرسوم البيانية والعمليات في Academic أو كتابة خطاب في General Training" },
          { en: "Task 2: planning and writing a well-argued essay", ar: "المهمة الثانية (Task 2): التخطيط لمقال محكم الحجج وكتابته" },
          { en: "Marking against the four band-descriptor criteria with detailed feedback", ar: "تصحيح وفق معايير التقييم الأربعة مع ملاحظات تفصيلية" },
        ],
      },
      {
        title: { en: "Speaking", ar: "المحادثة" },
        hours: 12,
        icon: "mic",
        points: [
          { en: "Part 1: interview questions on familiar topics", ar: "الجزء الأول: أسئلة المقابلة حول موضوعات مألوفة" },
          { en: "Part 2: the long turn, with a cue card and one minute to prepare", ar: "الجزء الثاني: الحديث المطوّل باستخدام بطاقة الموضوع ودقيقة للتحضير" },
          { en: "Part 3: discussing and justifying abstract ideas", ar: "الجزء الثالث: مناقشة الأفكار المجردة وتبريرها" },
        ],
      },
      {
        title: { en: "Mock Tests and Final Review", ar: "الاختبارات التجريبية والمراجعة النهائية" },
        hours: 12,
        icon: "target",
        points: [
          { en: "Full timed mock tests under exam conditions", ar: "اختبارات تجريبية كاملة بتوقيت الاختبار وفي ظروف مماثلة له" },
          { en: "Band estimates and feedback on Writing and Speaking", ar: "تقدير الدرجة وملاحظات على الكتابة والمحادثة" },
          { en: "Final strategy review and test-day preparation", ar: "مراجعة نهائية للاستراتيجيات والاستعداد ليوم الاختبار" },
        ],
      },
    ],
    outcomes: [
      { en: "Know the format, timing and question types of all four sections", ar: "معرفة شكل الأقسام الأربعة وتوقيتها وأنواع أسئلتها" },
      { en: "Apply targeted strategies to raise your Listening and Reading scores", ar: "تطبيق استراتيجيات محددة لرفع درجتك في الاستماع والقراءة" },
      { en: "Write Task 1 and Task 2 answers that meet the band descriptors", ar: "كتابة إجابات Task 1 وTask 2 وفق معايير تقييم الدرجات" },
      { en: "Speak fluently and coherently in all three parts of the Speaking test", ar: "التحدث بطلاقة وترابط في الأجزاء الثلاثة لاختبار المحادثة" },
      { en: "Sit the real test with a realistic band estimate and a clear plan", ar: "دخول الاختبار الفعلي بتقدير واقعي لدرجتك وخطة واضحة" },
    ],
  },
  {
    slug: "toefl",
    area: "english",
    badge: { en: "Exam Preparation", ar: "التحضير للاختبار" },
    title: { en: "TOEFL Preparation Learning Path", ar: "المسار التعليمي للتحضير لاختبار TOEFL" },
    subtitle: {
      en: "Prepare for the TOEFL iBT with section-by-section strategies, academic skills practice and full computer-based practice tests.",
      ar: "استعد لاختبار TOEFL iBT باستراتيجيات لكل قسم وتدريب على المهارات الأكاديمية واختبارات تدريبية كاملة على الكمبيوتر.",
    },
    stages: [
      {
        title: { en: "Test Overview and Diagnostic", ar: "نظرة عامة على الاختبار والتقييم المبدئي" },
        hours: 8,
        icon: "clipboard-list",
        points: [
          { en: "TOEFL iBT sections, timing and the computer-based format", ar: "أقسام TOEFL iBT وتوقيتها وطبيعة الاختبار على الكمبيوتر" },
          { en: "How section scores and the total score are reported", ar: "كيف تُعلن درجات الأقسام والدرجة الكلية" },
          { en: "Diagnostic test and a study plan for your target score", ar: "اختبار تشخيصي وخطة مذاكرة للوصول إلى درجتك المستهدفة" },
        ],
      },
      {
        title: { en: "Reading", ar: "القراءة" },
        hours: 12,
        icon: "book-open",
        points: [
          { en: "Reading academic passages and everyday texts efficiently", ar: "قراءة النصوص الأكاديمية ونصوص الحياة اليومية بكفاءة" },
          { en: "Vocabulary, main idea, detail and inference questions", ar: "أسئلة المفردات والفكرة الرئيسية والتفاصيل والاستنتاج" },
          { en: "Managing time across the Reading section", ar: "إدارة الوقت في قسم القراءة" },
        ],
      },
      {
        title: { en: "Listening", ar: "الاستماع" },
        hours: 12,
        icon: "headphones",
        points: [
          { en: "Academic lectures and campus conversations", ar: "المحاضرات الأكاديمية والمحادثات في الحرم الجامعي" },
          { en: "Note-taking for main ideas, details and the speaker's attitude", ar: "تدوين الملاحظات عن الأفكار الرئيسية والتفاصيل وموقف المتحدث" },
          { en: "Detail, purpose, organization and inference questions", ar: "أسئلة التفاصيل والغرض وتنظيم الحديث والاستنتاج" },
        ],
      },
      {
        title: { en: "Writing", ar: "الكتابة" },
        hours: 16,
        icon: "pen-tool",
        points: [
          { en: "Planning and organizing written responses under time limits", ar: "التخطيط للإجابات المكتوبة وتنظيمها في الوقت المحدد" },
          { en: "Stating and supporting a position in an academic discussion", ar: "طرح رأي ودعمه بالحجج في نقاش أكاديمي" },
          { en: "Grammar and vocabulary accuracy checked against the scoring rubrics", ar: "دقة القواعد والمفردات وفق معايير التصحيح الرسمية" },
        ],
      },
      {
        title: { en: "Speaking", ar: "المحادثة" },
        hours: 12,
        icon: "mic",
        points: [
          { en: "Clear pronunciation, pacing and intonation in recorded answers", ar: "وضوح النطق وسرعة الإلقاء والتنغيم في الإجابات المسجلة" },
          { en: "Organized answers with well-supported ideas", ar: "إجابات منظمة بأفكار مدعومة جيدًا" },
          { en: "Recorded practice with feedback on delivery, language use and topic development", ar: "تدريب مسجل مع ملاحظات على الإلقاء واستخدام اللغة وتطوير الفكرة" },
        ],
      },
      {
        title: { en: "Practice Tests and Final Review", ar: "الاختبارات التدريبية والمراجعة النهائية" },
        hours: 12,
        icon: "target",
        points: [
          { en: "Full computer-based practice tests under timed conditions", ar: "اختبارات تدريبية كاملة على الكمبيوتر بتوقيت الاختبار" },
          { en: "Score analysis and focused work on weak areas", ar: "تحليل الدرجات والتركيز على نقاط الضعف" },
          { en: "Test-day strategy and a final preparation checklist", ar: "استراتيجية يوم الاختبار وقائمة مراجعة نهائية للاستعداد" },
        ],
      },
    ],
    outcomes: [
      { en: "Understand the TOEFL iBT format, timing and scoring", ar: "فهم شكل اختبار TOEFL iBT وتوقيته وطريقة احتساب الدرجات" },
      { en: "Read and listen to academic English efficiently and take effective notes", ar: "قراءة الإنجليزية الأكاديمية والاستماع إليها بكفاءة وتدوين ملاحظات فعّالة" },
      { en: "Give clear, well-organized spoken answers within the time limits", ar: "تقديم إجابات شفهية واضحة ومنظمة في الوقت المحدد" },
      { en: "Write well-supported responses for academic contexts", ar: "كتابة إجابات مدعومة بالحجج في السياقات الأكاديمية" },
      { en: "Approach test day with a realistic target score and proven strategies", ar: "دخول يوم الاختبار بدرجة مستهدفة واقعية واستراتيجيات مجرّبة" },
    ],
  },
];
