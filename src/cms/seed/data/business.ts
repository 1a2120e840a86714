import type { BusinessCourse } from "@/content/schema";

/** The nine business programs, in display order. Each links to the path with the same slug. */
export const businessCourses: BusinessCourse[] = [
  {
    id: "cfs",
    icon: "dollar",
    title: { en: "Certified Finance Specialist", ar: "أخصائي التمويل المعتمد" },
    hours: 80,
    description: {
      en: "A comprehensive program in corporate finance and financial analysis: reading financial statements, budgeting, cost control and investment decisions for finance staff and managers.",
      ar: "برنامج شامل في التمويل المؤسسي والتحليل المالي: قراءة القوائم المالية وإعداد الموازنات والرقابة على التكاليف واتخاذ قرارات الاستثمار، للعاملين في الإدارات المالية والمديرين.",
    },
    keyFeatures: [
      { en: "Financial statement analysis and key ratios", ar: "تحليل القوائم المالية والنسب المالية الرئيسية" },
      { en: "Budgeting, forecasting and cost accounting", ar: "إعداد الموازنات والتنبؤ المالي ومحاسبة التكاليف" },
      { en: "Investment appraisal with NPV and IRR in Excel", ar: "تقييم الاستثمارات باستخدام NPV وIRR على Excel" },
    ],
    outline: { kind: "external", key: "business-cfs" },
    pathSlug: "cfs",
  },
  {
    id: "csm",
    icon: "target",
    title: { en: "Certified Strategic Manager", ar: "المدير الاستراتيجي المعتمد" },
    hours: 74,
    description: {
      en: "Develop the strategic thinking to analyze your organization's environment, set its direction and turn strategy into measurable results.",
      ar: "طوّر التفكير الاستراتيجي اللازم لتحليل بيئة مؤسستك وتحديد توجهها وتحويل الاستراتيجية إلى نتائج قابلة للقياس.",
    },
    keyFeatures: [
      { en: "Strategic analysis with PESTEL, Porter's Five Forces and SWOT", ar: "التحليل الاستراتيجي باستخدام PESTEL وقوى Porter الخمس وSWOT" },
      { en: "Balanced Scorecard, OKRs and KPIs", ar: "بطاقة الأداء المتوازن وOKRs ومؤشرات الأداء الرئيسية (KPIs)" },
      { en: "Leading change and strategy execution", ar: "قيادة التغيير وتنفيذ الاستراتيجية" },
    ],
    outline: { kind: "external", key: "business-csm" },
    pathSlug: "csm",
  },
  {
    id: "hrm",
    icon: "users",
    title: { en: "Human Resource Management", ar: "إدارة الموارد البشرية" },
    hours: 68,
    description: {
      en: "A practical program covering the full HR cycle, from workforce planning and recruitment to compensation, performance and employee relations, applied to the Egyptian workplace.",
      ar: "برنامج عملي يغطي دورة الموارد البشرية كاملة، من تخطيط القوى العاملة والتوظيف إلى الأجور والأداء وعلاقات العاملين، مع تطبيقها على بيئة العمل المصرية.",
    },
    keyFeatures: [
      { en: "Recruitment, selection and onboarding", ar: "الاستقطاب والاختيار وتهيئة الموظفين الجدد" },
      { en: "Compensation, benefits and performance management", ar: "الأجور والمزايا وإدارة الأداء" },
      { en: "Egyptian Labor Law and HR policies in practice", ar: "قانون العمل المصري وسياسات الموارد البشرية في الواقع العملي" },
    ],
    outline: { kind: "external", key: "business-hrm" },
    pathSlug: "hrm",
  },
  {
    id: "marketing",
    icon: "megaphone",
    title: { en: "Marketing", ar: "التسويق" },
    hours: 76,
    description: {
      en: "From market research to digital campaigns: build a marketing plan that reaches the right customers, and measure its results.",
      ar: "من بحوث السوق إلى الحملات الرقمية: ضع خطة تسويقية تصل إلى العملاء المناسبين، وقِس نتائجها.",
    },
    keyFeatures: [
      { en: "Market research, segmentation and positioning", ar: "بحوث السوق والتقسيم والتموضع" },
      { en: "The marketing mix and brand management", ar: "المزيج التسويقي وإدارة العلامة التجارية" },
      { en: "Digital marketing channels and campaign analytics", ar: "قنوات التسويق الرقمي وتحليل أداء الحملات" },
    ],
    outline: { kind: "external", key: "business-marketing" },
    pathSlug: "marketing",
  },
  {
    id: "supply-chain",
    icon: "truck",
    title: { en: "Supply Chain Management", ar: "إدارة سلاسل الإمداد" },
    hours: 76,
    description: {
      en: "Manage the flow of goods, information and money from suppliers to customers: procurement, inventory, warehousing, logistics and planning.",
      ar: "أدِر تدفق البضائع والمعلومات والأموال من الموردين إلى العملاء: المشتريات والمخزون والتخزين والخدمات اللوجستية والتخطيط.",
    },
    keyFeatures: [
      { en: "Procurement and supplier management", ar: "المشتريات وإدارة الموردين" },
      { en: "Inventory control and demand forecasting", ar: "الرقابة على المخزون والتنبؤ بالطلب" },
      { en: "Logistics, warehousing, import and export", ar: "الخدمات اللوجستية والتخزين والاستيراد والتصدير" },
    ],
    outline: { kind: "external", key: "business-supply-chain" },
    pathSlug: "supply-chain",
  },
  {
    id: "career-skills",
    icon: "briefcase",
    title: { en: "Career Skills Program", ar: "برنامج المهارات المهنية" },
    hours: 60,
    description: {
      en: "Build the professional skills employers look for: communication, teamwork, time management, problem solving and job-search readiness.",
      ar: "اكتسب المهارات المهنية التي يبحث عنها أصحاب العمل: التواصل والعمل الجماعي وإدارة الوقت وحل المشكلات والاستعداد للبحث عن وظيفة.",
    },
    keyFeatures: [
      { en: "Communication, presentations and business writing", ar: "التواصل والعروض التقديمية والكتابة المهنية" },
      { en: "Time management, teamwork and problem solving", ar: "إدارة الوقت والعمل الجماعي وحل المشكلات" },
      { en: "CV writing and interview preparation", ar: "كتابة السيرة الذاتية والاستعداد للمقابلات الشخصية" },
    ],
    outline: { kind: "external", key: "business-career-skills" },
    pathSlug: "career-skills",
  },
  {
    id: "esb",
    icon: "rocket",
    title: {
      en: "Entrepreneurship and Small Business Management",
      ar: "ريادة الأعمال وإدارة المشروعات الصغيرة",
    },
    hours: 52,
    description: {
      en: "Turn an idea into a viable business: validate the opportunity, build a business model and plan, manage the finances and grow a small company.",
      ar: "حوّل فكرتك إلى مشروع قابل للنجاح: تحقق من الفرصة، وابنِ نموذج العمل وخطة المشروع، وأدِر الجوانب المالية، ووسّع نشاط شركتك الصغيرة.",
    },
    keyFeatures: [
      { en: "Idea validation and the Business Model Canvas", ar: "التحقق من الفكرة ونموذج العمل التجاري Business Model Canvas" },
      { en: "Business planning, costing and funding options", ar: "خطة العمل وحساب التكاليف وخيارات التمويل" },
      { en: "Marketing, sales and operations for small businesses", ar: "التسويق والمبيعات والتشغيل للمشروعات الصغيرة" },
    ],
    pathSlug: "esb",
  },
  {
    id: "sales",
    icon: "handshake",
    title: { en: "Professional Sales", ar: "المبيعات الاحترافية" },
    hours: 60,
    description: {
      en: "Master the professional sales process, from prospecting and needs analysis to handling objections, negotiating and closing, and build long-term customer relationships.",
      ar: "أتقن عملية البيع الاحترافي، من البحث عن العملاء المحتملين وتحليل احتياجاتهم إلى الرد على الاعتراضات والتفاوض وإتمام الصفقة، وابنِ علاقات طويلة الأمد مع عملائك.",
    },
    keyFeatures: [
      { en: "The consultative selling process", ar: "منهجية البيع الاستشاري" },
      { en: "Objection handling, negotiation and closing", ar: "الرد على الاعتراضات والتفاوض وإتمام الصفقات" },
      { en: "Pipeline and account management with CRM", ar: "إدارة الفرص البيعية وحسابات العملاء باستخدام CRM" },
    ],
    pathSlug: "sales",
  },
  {
    id: "project-management",
    icon: "clipboard-list",
    title: { en: "Project Management for Professionals", ar: "إدارة المشروعات للمحترفين" },
    hours: 70,
    description: {
      en: "Prepare for the PMP certification exam while mastering predictive, agile and hybrid project management, aligned with the PMBOK Guide and PMI's Exam Content Outline.",
      ar: "استعد لاختبار شهادة PMP وأتقن إدارة المشروعات بالأساليب التنبؤية وAgile والهجينة، وفق دليل PMBOK ومخطط محتوى الاختبار الصادر عن PMI.",
    },
    keyFeatures: [
      { en: "The three PMP domains: People, Process and Business Environment", ar: "مجالات PMP الثلاثة: الأفراد والعمليات وبيئة الأعمال" },
      { en: "Predictive, agile and hybrid approaches", ar: "الأساليب التنبؤية وAgile والهجينة" },
      { en: "Exam-style practice questions and full mock exams", ar: "أسئلة تدريبية على نمط الاختبار واختبارات تجريبية كاملة" },
    ],
    outline: { kind: "external", key: "business-project-management" },
    pathSlug: "project-management",
  },
];
