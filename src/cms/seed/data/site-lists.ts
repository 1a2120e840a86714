/**
 * The site-wide lists of the business details as the CMS is first filled with them (the tabs Training areas and
 * Industries of src/cms/globals/site-settings.ts): the home and corporate pages show them through their blocks.
 */

/** The training areas: one card each (the Cards block with the source "Training areas"). */
export const trainingAreas = [
    {
      area: "it",
      icon: "monitor",
      badge: { en: "Most Popular", ar: "الأكثر طلبًا" },
      title: { en: "Information Technology", ar: "تكنولوجيا المعلومات" },
      description: {
        en: "Job-role programmes in data, AI, development, cloud and security, plus everyday productivity courses.",
        ar: "برامج مهنية متخصصة في البيانات والذكاء الاصطناعي والبرمجة والحوسبة السحابية وأمن المعلومات، إلى جانب دورات عملية ترفع الإنتاجية في العمل اليومي.",
      },
      features: [
        { text: { en: "Full-Stack Development", ar: "تطوير تطبيقات الويب المتكاملة (Full-Stack)" } },
        { text: { en: "Cloud Computing (AWS, Azure)", ar: "الحوسبة السحابية (AWS وAzure)" } },
        { text: { en: "Cybersecurity Fundamentals", ar: "أساسيات الأمن السيبراني" } },
        { text: { en: "Data Science & AI", ar: "علوم البيانات والذكاء الاصطناعي" } },
        { text: { en: "DevOps & Automation", ar: "ممارسات DevOps والأتمتة" } },
      ],
      link: "/training/it",
    },
    {
      area: "english",
      icon: "globe",
      badge: { en: "Certified", ar: "معتمد" },
      title: { en: "English Language", ar: "اللغة الإنجليزية" },
      description: {
        en: "From your first words to confident business English and top IELTS and TOEFL scores.",
        ar: "من المستوى التمهيدي حتى إتقان إنجليزية الأعمال وتحقيق درجات عالية في IELTS وTOEFL.",
      },
      features: [
        { text: { en: "Business English", ar: "إنجليزية الأعمال" } },
        { text: { en: "IELTS/TOEFL Preparation", ar: "التحضير لاختبارَي IELTS وTOEFL" } },
        { text: { en: "Conversation & Fluency", ar: "المحادثة والطلاقة" } },
        { text: { en: "Technical Writing", ar: "الكتابة التقنية" } },
        { text: { en: "Presentation Skills", ar: "مهارات العرض والتقديم" } },
      ],
      link: "/training/english",
    },
    {
      area: "business",
      icon: "briefcase",
      badge: { en: "Executive Level", ar: "للقيادات التنفيذية" },
      title: { en: "Business & Management", ar: "الإدارة والأعمال" },
      description: {
        en: "Certified programmes in finance, strategy, HR, marketing, sales and project management.",
        ar: "برامج معتمدة في المالية والاستراتيجية والموارد البشرية والتسويق والمبيعات وإدارة المشروعات.",
      },
      features: [
        { text: { en: "Project Management", ar: "إدارة المشروعات" } },
        { text: { en: "Digital Marketing", ar: "التسويق الرقمي" } },
        { text: { en: "Financial Analysis", ar: "التحليل المالي" } },
        { text: { en: "Leadership & Management", ar: "القيادة والإدارة" } },
        { text: { en: "Strategic Planning", ar: "التخطيط الاستراتيجي" } },
      ],
      link: "/training/business",
    },
  ];

/** The industries the centre trains for (the Logos block's part "Industries"). */
export const industries = [
    { icon: "heart", name: { en: "Healthcare", ar: "الرعاية الصحية" } },
    { icon: "landmark", name: { en: "Banking", ar: "البنوك" } },
    { icon: "car", name: { en: "Automotive", ar: "السيارات" } },
    { icon: "cpu", name: { en: "Technology", ar: "التكنولوجيا" } },
    { icon: "zap", name: { en: "Energy", ar: "الطاقة" } },
    { icon: "shopping-cart", name: { en: "Retail", ar: "تجارة التجزئة" } },
    { icon: "building", name: { en: "Hospitality", ar: "الضيافة والفنادق" } },
    { icon: "pill", name: { en: "Pharma", ar: "الأدوية" } },
    { icon: "flag", name: { en: "Government", ar: "القطاع الحكومي" } },
    { icon: "utensils", name: { en: "F&B", ar: "الأغذية والمشروبات" } },
    { icon: "factory", name: { en: "Steel", ar: "الحديد والصلب" } },
  ];
