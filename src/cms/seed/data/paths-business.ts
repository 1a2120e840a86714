import type { Path } from "@/content/schema";

/** Business learning paths (/paths/[slug]); stage hours follow the spec's table. */
export const businessPaths: Path[] = [
  {
    slug: "cfs",
    area: "business",
    badge: { en: "Professional Level", ar: "المستوى الاحترافي" },
    title: { en: "Certified Finance Specialist Learning Path", ar: "المسار التعليمي لأخصائي التمويل المعتمد" },
    subtitle: {
      en: "Move from accounting basics to financial analysis, budgeting and investment decisions, ending with a complete financial model.",
      ar: "انتقل من أساسيات المحاسبة إلى التحليل المالي وإعداد الموازنات وقرارات الاستثمار، وصولًا إلى بناء نموذج مالي متكامل.",
    },
    outline: { kind: "external", key: "business-cfs" },
    stages: [
      {
        title: { en: "Accounting and Finance Foundations", ar: "أساسيات المحاسبة والتمويل" },
        hours: 12,
        icon: "book-open",
        points: [
          { en: "The accounting cycle and double-entry bookkeeping", ar: "الدورة المحاسبية ونظام القيد المزدوج" },
          { en: "Income statement, balance sheet and cash flow statement", ar: "قائمة الدخل والميزانية وقائمة التدفقات النقدية" },
          { en: "How IFRS and the Egyptian Accounting Standards shape financial reporting", ar: "أثر معايير IFRS ومعايير المحاسبة المصرية على إعداد التقارير المالية" },
        ],
      },
      {
        title: { en: "Financial Statement Analysis", ar: "تحليل القوائم المالية" },
        hours: 16,
        icon: "bar-chart",
        points: [
          { en: "Liquidity, profitability, efficiency and leverage ratios", ar: "نسب السيولة والربحية والكفاءة والرفع المالي" },
          { en: "Horizontal, vertical and trend analysis", ar: "التحليل الأفقي والرأسي وتحليل الاتجاه" },
          { en: "Assessing a company's financial health from its published statements", ar: "تقييم الوضع المالي لشركة من قوائمها المنشورة" },
        ],
      },
      {
        title: { en: "Budgeting and Cost Management", ar: "الموازنات وإدارة التكاليف" },
        hours: 16,
        icon: "pie-chart",
        points: [
          { en: "Cost behavior, break-even and contribution margin", ar: "سلوك التكاليف ونقطة التعادل وهامش المساهمة" },
          { en: "Preparing operating and cash budgets", ar: "إعداد الموازنات التشغيلية والنقدية" },
          { en: "Variance analysis and cost control", ar: "تحليل الانحرافات والرقابة على التكاليف" },
        ],
      },
      {
        title: { en: "Working Capital and Cash Management", ar: "إدارة رأس المال العامل والنقدية" },
        hours: 12,
        icon: "dollar",
        points: [
          { en: "Managing receivables, payables and inventory", ar: "إدارة الذمم المدينة والدائنة والمخزون" },
          { en: "The cash conversion cycle and short-term financing", ar: "دورة التحويل النقدي والتمويل قصير الأجل" },
          { en: "Cash flow forecasting", ar: "التنبؤ بالتدفقات النقدية" },
        ],
      },
      {
        title: { en: "Investment and Financing Decisions", ar: "قرارات الاستثمار والتمويل" },
        hours: 12,
        icon: "trending-up",
        points: [
          { en: "Time value of money, NPV, IRR and payback period", ar: "القيمة الزمنية للنقود وNPV وIRR وفترة الاسترداد" },
          { en: "Cost of capital and capital structure", ar: "تكلفة رأس المال وهيكل التمويل" },
          { en: "Risk assessment and sensitivity analysis", ar: "تقييم المخاطر وتحليل الحساسية" },
        ],
      },
      {
        title: { en: "Financial Modeling Capstone", ar: "المشروع الختامي: النمذجة المالية" },
        hours: 12,
        icon: "layers",
        points: [
          { en: "Building a linked three-statement financial model in Excel", ar: "بناء نموذج مالي مترابط للقوائم الثلاث على Excel" },
          { en: "Scenario analysis and valuation basics", ar: "تحليل السيناريوهات وأساسيات التقييم" },
          { en: "Presenting findings and recommendations to management", ar: "عرض النتائج والتوصيات على الإدارة" },
        ],
      },
    ],
    outcomes: [
      { en: "Read, analyze and interpret financial statements with confidence", ar: "قراءة القوائم المالية وتحليلها وتفسيرها بثقة" },
      { en: "Prepare budgets and forecasts and explain variances", ar: "إعداد الموازنات والتوقعات المالية وتفسير الانحرافات" },
      { en: "Evaluate investment projects using NPV, IRR and payback", ar: "تقييم المشروعات الاستثمارية باستخدام NPV وIRR وفترة الاسترداد" },
      { en: "Manage working capital and cash flow more effectively", ar: "إدارة رأس المال العامل والتدفقات النقدية بكفاءة أكبر" },
      { en: "Build a practical financial model in Excel to support decisions", ar: "بناء نموذج مالي عملي على Excel لدعم اتخاذ القرار" },
    ],
  },
  {
    slug: "csm",
    area: "business",
    badge: { en: "Executive Level", ar: "مستوى القيادات" },
    title: { en: "Certified Strategic Manager Learning Path", ar: "المسار التعليمي للمدير الاستراتيجي المعتمد" },
    subtitle: {
      en: "Learn to analyze, formulate and execute strategy, and finish by presenting a complete strategic plan.",
      ar: "تعلّم تحليل الاستراتيجية وصياغتها وتنفيذها، واختتم المسار بعرض خطة استراتيجية متكاملة.",
    },
    outline: { kind: "external", key: "business-csm" },
    stages: [
      {
        title: { en: "Foundations of Strategic Management", ar: "أساسيات الإدارة الاستراتيجية" },
        hours: 12,
        icon: "compass",
        points: [
          { en: "Vision, mission and core values", ar: "الرؤية والرسالة والقيم الأساسية" },
          { en: "The strategic management process from analysis to review", ar: "مراحل الإدارة الاستراتيجية من التحليل إلى المراجعة" },
          { en: "The role of managers at every level in strategy", ar: "دور المديرين في كل المستويات في صنع الاستراتيجية" },
        ],
      },
      {
        title: { en: "Strategic Analysis", ar: "التحليل الاستراتيجي" },
        hours: 16,
        icon: "search",
        points: [
          { en: "External analysis with PESTEL and Porter's Five Forces", ar: "تحليل البيئة الخارجية باستخدام PESTEL وقوى Porter الخمس" },
          { en: "Internal analysis: resources, capabilities and the value chain", ar: "تحليل البيئة الداخلية: الموارد والقدرات وسلسلة القيمة" },
          { en: "SWOT and TOWS to identify strategic options", ar: "تحليل SWOT ومصفوفة TOWS لتحديد البدائل الاستراتيجية" },
        ],
      },
      {
        title: { en: "Strategy Formulation", ar: "صياغة الاستراتيجية" },
        hours: 12,
        icon: "lightbulb",
        points: [
          { en: "Competitive strategies: cost leadership, differentiation and focus", ar: "الاستراتيجيات التنافسية: قيادة التكلفة والتميز والتركيز" },
          { en: "Growth options with the Ansoff matrix, partnerships and acquisitions", ar: "خيارات النمو باستخدام مصفوفة Ansoff والشراكات والاستحواذ" },
          { en: "Evaluating and choosing between strategic alternatives", ar: "تقييم البدائل الاستراتيجية والمفاضلة بينها" },
        ],
      },
      {
        title: { en: "Strategy Execution and Performance", ar: "تنفيذ الاستراتيجية وقياس الأداء" },
        hours: 12,
        icon: "target",
        points: [
          { en: "Translating strategy into objectives with the Balanced Scorecard", ar: "ترجمة الاستراتيجية إلى أهداف باستخدام بطاقة الأداء المتوازن" },
          { en: "Setting KPIs and OKRs and aligning departmental plans", ar: "تحديد مؤشرات الأداء الرئيسية (KPIs) وOKRs ومواءمة خطط الإدارات" },
          { en: "Resource allocation and strategic budgeting", ar: "توزيع الموارد والموازنة الاستراتيجية" },
        ],
      },
      {
        title: { en: "Leading Change", ar: "قيادة التغيير" },
        hours: 10,
        icon: "users",
        points: [
          { en: "Change management models such as Kotter's 8 steps", ar: "نماذج إدارة التغيير مثل خطوات Kotter الثماني" },
          { en: "Managing resistance and engaging stakeholders", ar: "التعامل مع مقاومة التغيير وإشراك أصحاب المصلحة" },
          { en: "Building a culture that supports the strategy", ar: "بناء ثقافة مؤسسية تدعم الاستراتيجية" },
        ],
      },
      {
        title: { en: "Strategic Plan Capstone", ar: "المشروع الختامي: الخطة الاستراتيجية" },
        hours: 12,
        icon: "presentation",
        points: [
          { en: "Developing a strategic plan for a real or case-study organization", ar: "إعداد خطة استراتيجية لمؤسسة حقيقية أو لدراسة حالة" },
          { en: "Risk review and contingency planning", ar: "مراجعة المخاطر ووضع خطط الطوارئ" },
          { en: "Presenting the plan to a panel for feedback", ar: "عرض الخطة أمام لجنة لتلقي الملاحظات" },
        ],
      },
    ],
    outcomes: [
      { en: "Analyze the business environment and your organization's competitive position", ar: "تحليل بيئة الأعمال والموقف التنافسي لمؤسستك" },
      { en: "Formulate clear strategies and choose between alternatives", ar: "صياغة استراتيجيات واضحة والمفاضلة بين البدائل" },
      { en: "Translate strategy into objectives, KPIs and action plans", ar: "ترجمة الاستراتيجية إلى أهداف ومؤشرات أداء وخطط عمل" },
      { en: "Lead change and align teams behind strategic goals", ar: "قيادة التغيير وتوحيد جهود الفرق حول الأهداف الاستراتيجية" },
      { en: "Develop and present a complete strategic plan", ar: "إعداد خطة استراتيجية متكاملة وعرضها" },
    ],
  },
  {
    slug: "hrm",
    area: "business",
    badge: { en: "Professional Level", ar: "المستوى الاحترافي" },
    title: { en: "Human Resource Management Learning Path", ar: "المسار التعليمي لإدارة الموارد البشرية" },
    subtitle: {
      en: "Cover the full HR cycle, from workforce planning to employee relations, and apply it in an HR improvement project.",
      ar: "غطِّ دورة الموارد البشرية كاملة، من تخطيط القوى العاملة إلى علاقات العاملين، وطبّقها في مشروع لتطوير إدارة الموارد البشرية.",
    },
    outline: { kind: "external", key: "business-hrm" },
    stages: [
      {
        title: { en: "HR Foundations and Workforce Planning", ar: "أساسيات الموارد البشرية وتخطيط القوى العاملة" },
        hours: 12,
        icon: "users",
        points: [
          { en: "HR as a strategic business partner", ar: "الموارد البشرية شريكًا استراتيجيًا في العمل" },
          { en: "Job analysis, job descriptions and organization structure", ar: "تحليل الوظائف والوصف الوظيفي والهيكل التنظيمي" },
          { en: "Forecasting workforce needs", ar: "التنبؤ باحتياجات القوى العاملة" },
        ],
      },
      {
        title: { en: "Recruitment and Selection", ar: "الاستقطاب والاختيار" },
        hours: 12,
        icon: "search",
        points: [
          { en: "Sourcing channels and employer branding", ar: "مصادر الاستقطاب وبناء سمعة جهة العمل" },
          { en: "Competency-based interviews and assessment tools", ar: "المقابلات القائمة على الجدارات وأدوات التقييم" },
          { en: "Job offers, onboarding and probation", ar: "عروض العمل وتهيئة الموظفين الجدد وفترة الاختبار" },
        ],
      },
      {
        title: { en: "Compensation and Benefits", ar: "الأجور والمزايا" },
        hours: 12,
        icon: "dollar",
        points: [
          { en: "Job evaluation and grading structures", ar: "تقييم الوظائف وهياكل الدرجات الوظيفية" },
          { en: "Designing salary scales and incentive schemes", ar: "تصميم سلالم الرواتب ونظم الحوافز" },
          { en: "Payroll basics, social insurance and benefits", ar: "أساسيات الرواتب والتأمينات الاجتماعية والمزايا" },
        ],
      },
      {
        title: { en: "Performance Management and Development", ar: "إدارة الأداء والتطوير" },
        hours: 12,
        icon: "trending-up",
        points: [
          { en: "Setting objectives and KPIs", ar: "تحديد الأهداف ومؤشرات الأداء الرئيسية" },
          { en: "Appraisal methods and feedback conversations", ar: "أساليب تقييم الأداء وجلسات الملاحظات والتوجيه" },
          { en: "Training needs analysis and development plans", ar: "تحليل الاحتياجات التدريبية وخطط التطوير" },
        ],
      },
      {
        title: { en: "Employee Relations and Labor Law", ar: "علاقات العاملين وقانون العمل" },
        hours: 10,
        icon: "shield",
        points: [
          { en: "Key provisions of the Egyptian Labor Law", ar: "أهم أحكام قانون العمل المصري" },
          { en: "Employment contracts, disciplinary procedures and grievances", ar: "عقود العمل والإجراءات التأديبية والتظلمات" },
          { en: "HR policies, the employee handbook and record keeping", ar: "سياسات الموارد البشرية ودليل الموظف وحفظ السجلات" },
        ],
      },
      {
        title: { en: "HR Metrics and Capstone Project", ar: "مقاييس الموارد البشرية والمشروع الختامي" },
        hours: 10,
        icon: "clipboard-list",
        points: [
          { en: "HR metrics: turnover, absenteeism and time to hire", ar: "مقاييس الموارد البشرية: معدل دوران العمالة والغياب ومدة التوظيف" },
          { en: "Building an HR dashboard in Excel", ar: "بناء لوحة متابعة للموارد البشرية على Excel" },
          { en: "Capstone: an HR improvement plan for a case organization", ar: "المشروع الختامي: خطة لتطوير الموارد البشرية في مؤسسة محل الدراسة" },
        ],
      },
    ],
    outcomes: [
      { en: "Plan the workforce and write clear job descriptions", ar: "تخطيط القوى العاملة وكتابة أوصاف وظيفية واضحة" },
      { en: "Run structured recruitment and selection processes", ar: "إدارة عمليات استقطاب واختيار منظمة" },
      { en: "Design fair compensation structures and performance systems", ar: "تصميم هياكل أجور ونظم أداء عادلة" },
      { en: "Apply the Egyptian Labor Law in day-to-day HR decisions", ar: "تطبيق قانون العمل المصري في قرارات الموارد البشرية اليومية" },
      { en: "Measure HR performance with practical metrics", ar: "قياس أداء الموارد البشرية بمقاييس عملية" },
    ],
  },
  {
    slug: "marketing",
    area: "business",
    badge: { en: "Professional Level", ar: "المستوى الاحترافي" },
    title: { en: "Marketing Learning Path", ar: "المسار التعليمي للتسويق" },
    subtitle: {
      en: "Go from marketing fundamentals and research to digital campaigns and a complete, measurable marketing plan.",
      ar: "انطلق من أساسيات التسويق وبحوث السوق إلى الحملات الرقمية وخطة تسويقية متكاملة قابلة للقياس.",
    },
    outline: { kind: "external", key: "business-marketing" },
    stages: [
      {
        title: { en: "Marketing Fundamentals", ar: "أساسيات التسويق" },
        hours: 12,
        icon: "lightbulb",
        points: [
          { en: "The marketing concept and customer value", ar: "مفهوم التسويق والقيمة المقدمة للعميل" },
          { en: "Consumer and B2B buying behavior", ar: "سلوك الشراء لدى المستهلكين والشركات (B2B)" },
          { en: "The marketing mix: the 4Ps and 7Ps", ar: "المزيج التسويقي: 4Ps و 7Ps" },
        ],
      },
      {
        title: { en: "Market Research and Strategy", ar: "بحوث السوق والاستراتيجية التسويقية" },
        hours: 12,
        icon: "search",
        points: [
          { en: "Designing surveys and analyzing market data", ar: "تصميم الاستبيانات وتحليل بيانات السوق" },
          { en: "Segmentation, targeting and positioning (STP)", ar: "التقسيم والاستهداف والتموضع (STP)" },
          { en: "Competitor analysis and the value proposition", ar: "تحليل المنافسين وعرض القيمة" },
        ],
      },
      {
        title: { en: "Digital Marketing", ar: "التسويق الرقمي" },
        hours: 16,
        icon: "smartphone",
        points: [
          { en: "Social media marketing and content planning", ar: "التسويق عبر وسائل التواصل الاجتماعي وتخطيط المحتوى" },
          { en: "SEO, search ads and email marketing", ar: "تحسين محركات البحث (SEO) وإعلانات البحث والتسويق بالبريد الإلكتروني" },
          { en: "Campaign metrics: reach, engagement, conversion and ROI", ar: "مقاييس الحملات: الوصول والتفاعل والتحويل والعائد على الاستثمار (ROI)" },
        ],
      },
      {
        title: { en: "Brand Management and Communication", ar: "إدارة العلامة التجارية والاتصال التسويقي" },
        hours: 12,
        icon: "star",
        points: [
          { en: "Brand identity, positioning and architecture", ar: "هوية العلامة التجارية وتموضعها وبنيتها" },
          { en: "Integrated marketing communications", ar: "الاتصالات التسويقية المتكاملة" },
          { en: "Public relations and events", ar: "العلاقات العامة والفعاليات" },
        ],
      },
      {
        title: { en: "Pricing, Distribution and Sales Alignment", ar: "التسعير والتوزيع والتنسيق مع المبيعات" },
        hours: 12,
        icon: "shopping-cart",
        points: [
          { en: "Pricing strategies and methods", ar: "استراتيجيات التسعير وأساليبه" },
          { en: "Distribution channels, retail and e-commerce", ar: "قنوات التوزيع وتجارة التجزئة والتجارة الإلكترونية" },
          { en: "Aligning marketing and sales with CRM data", ar: "التنسيق بين التسويق والمبيعات باستخدام بيانات CRM" },
        ],
      },
      {
        title: { en: "Marketing Plan Capstone", ar: "المشروع الختامي: الخطة التسويقية" },
        hours: 12,
        icon: "presentation",
        points: [
          { en: "Setting SMART marketing objectives and a budget", ar: "تحديد أهداف تسويقية SMART وموازنة للخطة" },
          { en: "Building a full marketing plan for a product or service", ar: "إعداد خطة تسويقية كاملة لمنتج أو خدمة" },
          { en: "Presenting the plan and its KPIs for feedback", ar: "عرض الخطة ومؤشرات أدائها لتلقي الملاحظات" },
        ],
      },
    ],
    outcomes: [
      { en: "Research markets and identify target customer segments", ar: "دراسة الأسواق وتحديد شرائح العملاء المستهدفة" },
      { en: "Position products and brands against competitors", ar: "تموضع المنتجات والعلامات التجارية في مواجهة المنافسين" },
      { en: "Plan digital marketing campaigns and measure their results", ar: "تخطيط حملات التسويق الرقمي وقياس نتائجها" },
      { en: "Set pricing and distribution strategies", ar: "وضع استراتيجيات التسعير والتوزيع" },
      { en: "Write a complete, measurable marketing plan", ar: "كتابة خطة تسويقية متكاملة وقابلة للقياس" },
    ],
  },
  {
    slug: "supply-chain",
    area: "business",
    badge: { en: "Professional Level", ar: "المستوى الاحترافي" },
    title: { en: "Supply Chain Management Learning Path", ar: "المسار التعليمي لإدارة سلاسل الإمداد" },
    subtitle: {
      en: "Follow goods from supplier to customer through procurement, inventory, warehousing and logistics, then improve a real supply chain.",
      ar: "تتبّع رحلة البضائع من المورد إلى العميل عبر المشتريات والمخزون والتخزين والخدمات اللوجستية، ثم طوّر سلسلة إمداد حقيقية.",
    },
    outline: { kind: "external", key: "business-supply-chain" },
    stages: [
      {
        title: { en: "Supply Chain Fundamentals", ar: "أساسيات سلاسل الإمداد" },
        hours: 12,
        icon: "workflow",
        points: [
          { en: "Supply chain structure and the flows of goods, information and money", ar: "هيكل سلسلة الإمداد وتدفقات البضائع والمعلومات والأموال" },
          { en: "The SCOR model and core supply chain processes", ar: "نموذج SCOR والعمليات الأساسية في سلسلة الإمداد" },
          { en: "Linking supply chain strategy to business goals", ar: "ربط استراتيجية سلسلة الإمداد بأهداف المؤسسة" },
        ],
      },
      {
        title: { en: "Procurement and Supplier Management", ar: "المشتريات وإدارة الموردين" },
        hours: 12,
        icon: "handshake",
        points: [
          { en: "The purchasing cycle from requisition to payment", ar: "دورة الشراء من طلب الشراء حتى السداد" },
          { en: "Supplier selection, evaluation and negotiation", ar: "اختيار الموردين وتقييمهم والتفاوض معهم" },
          { en: "Contracts, tenders and supplier relationship management", ar: "العقود والمناقصات وإدارة العلاقات مع الموردين" },
        ],
      },
      {
        title: { en: "Demand Planning and Inventory Management", ar: "تخطيط الطلب وإدارة المخزون" },
        hours: 14,
        icon: "bar-chart",
        points: [
          { en: "Demand forecasting methods", ar: "أساليب التنبؤ بالطلب" },
          { en: "Inventory models: EOQ, reorder point and safety stock", ar: "نماذج المخزون: EOQ ونقطة إعادة الطلب ومخزون الأمان" },
          { en: "ABC analysis and inventory KPIs", ar: "تحليل ABC ومؤشرات أداء المخزون" },
        ],
      },
      {
        title: { en: "Warehousing and Distribution", ar: "التخزين والتوزيع" },
        hours: 12,
        icon: "building",
        points: [
          { en: "Warehouse layout, operations and WMS", ar: "تصميم المستودعات وعملياتها ونظم WMS" },
          { en: "Transport modes and route planning", ar: "وسائل النقل وتخطيط المسارات" },
          { en: "Designing the distribution network", ar: "تصميم شبكة التوزيع" },
        ],
      },
      {
        title: { en: "Logistics, Import and Export", ar: "الخدمات اللوجستية والاستيراد والتصدير" },
        hours: 14,
        icon: "globe",
        points: [
          { en: "Incoterms and international shipping", ar: "مصطلحات Incoterms والشحن الدولي" },
          { en: "Customs clearance and shipping documents in Egypt", ar: "التخليص الجمركي ومستندات الشحن في مصر" },
          { en: "Managing logistics providers and freight costs", ar: "إدارة مقدمي الخدمات اللوجستية وتكاليف الشحن" },
        ],
      },
      {
        title: { en: "Supply Chain Performance and Capstone", ar: "أداء سلسلة الإمداد والمشروع الختامي" },
        hours: 12,
        icon: "chart-line",
        points: [
          { en: "Supply chain KPIs: OTIF, inventory turnover and cost to serve", ar: "مؤشرات أداء سلسلة الإمداد: OTIF ومعدل دوران المخزون وتكلفة خدمة العميل" },
          { en: "Supply chain risk management and resilience", ar: "إدارة مخاطر سلسلة الإمداد ورفع قدرتها على الصمود" },
          { en: "Capstone: improving the supply chain of a case company", ar: "المشروع الختامي: تطوير سلسلة الإمداد لشركة محل الدراسة" },
        ],
      },
    ],
    outcomes: [
      { en: "Map and improve supply chain processes end to end", ar: "رسم عمليات سلسلة الإمداد وتطويرها من البداية إلى النهاية" },
      { en: "Select, evaluate and negotiate with suppliers", ar: "اختيار الموردين وتقييمهم والتفاوض معهم" },
      { en: "Forecast demand and optimize inventory levels", ar: "التنبؤ بالطلب وضبط مستويات المخزون" },
      { en: "Handle import and export shipments using Incoterms", ar: "إدارة شحنات الاستيراد والتصدير باستخدام Incoterms" },
      { en: "Measure supply chain performance with the right KPIs", ar: "قياس أداء سلسلة الإمداد بمؤشرات الأداء المناسبة" },
    ],
  },
  {
    slug: "career-skills",
    area: "business",
    badge: { en: "All Levels", ar: "لجميع المستويات" },
    title: { en: "Career Skills Learning Path", ar: "المسار التعليمي للمهارات المهنية" },
    subtitle: {
      en: "Build the communication, productivity and teamwork skills employers value, and get ready for your next job interview.",
      ar: "اكتسب مهارات التواصل والإنتاجية والعمل الجماعي التي يقدّرها أصحاب العمل، واستعد لمقابلتك الوظيفية القادمة.",
    },
    outline: { kind: "external", key: "business-career-skills" },
    stages: [
      {
        title: { en: "Professional Communication", ar: "التواصل المهني" },
        hours: 10,
        icon: "message-circle",
        points: [
          { en: "Active listening and clear speaking", ar: "الإنصات الفعّال والتحدث بوضوح" },
          { en: "Business emails and professional writing", ar: "رسائل البريد الإلكتروني في العمل والكتابة المهنية" },
          { en: "Workplace etiquette and professional image", ar: "آداب التعامل في العمل والمظهر المهني" },
        ],
      },
      {
        title: { en: "Presentation Skills", ar: "مهارات العرض والتقديم" },
        hours: 10,
        icon: "presentation",
        points: [
          { en: "Structuring a clear message", ar: "بناء رسالة واضحة" },
          { en: "Designing effective slides", ar: "تصميم شرائح عرض فعّالة" },
          { en: "Delivering with confidence and handling questions", ar: "الإلقاء بثقة والرد على الأسئلة" },
        ],
      },
      {
        title: { en: "Time Management and Productivity", ar: "إدارة الوقت والإنتاجية" },
        hours: 10,
        icon: "calendar",
        points: [
          { en: "Prioritizing with the Eisenhower matrix", ar: "ترتيب الأولويات باستخدام مصفوفة Eisenhower" },
          { en: "Planning, goal setting and beating procrastination", ar: "التخطيط ووضع الأهداف والتغلب على التسويف" },
          { en: "Managing workload and stress", ar: "إدارة ضغط العمل والتوتر" },
        ],
      },
      {
        title: { en: "Teamwork and Emotional Intelligence", ar: "العمل الجماعي والذكاء العاطفي" },
        hours: 10,
        icon: "users",
        points: [
          { en: "Team roles and effective collaboration", ar: "الأدوار داخل الفريق والتعاون الفعّال" },
          { en: "Emotional intelligence at work", ar: "الذكاء العاطفي في بيئة العمل" },
          { en: "Handling conflict constructively", ar: "التعامل البنّاء مع الخلافات" },
        ],
      },
      {
        title: { en: "Critical Thinking and Problem Solving", ar: "التفكير النقدي وحل المشكلات" },
        hours: 10,
        icon: "lightbulb",
        points: [
          { en: "Root cause analysis techniques", ar: "أساليب تحليل الأسباب الجذرية" },
          { en: "Creative thinking and brainstorming", ar: "التفكير الإبداعي والعصف الذهني" },
          { en: "Structured decision making", ar: "اتخاذ القرار بأسلوب منهجي" },
        ],
      },
      {
        title: { en: "Job Search and Interview Preparation", ar: "البحث عن وظيفة والاستعداد للمقابلات" },
        hours: 10,
        icon: "target",
        points: [
          { en: "Writing a targeted CV and cover letter", ar: "كتابة سيرة ذاتية وخطاب تقديم موجهين للوظيفة" },
          { en: "Building a professional LinkedIn profile", ar: "إنشاء ملف مهني احترافي على LinkedIn" },
          { en: "Mock interviews with feedback", ar: "مقابلات تجريبية مع ملاحظات تفصيلية" },
        ],
      },
    ],
    outcomes: [
      { en: "Communicate clearly in writing, meetings and presentations", ar: "التواصل بوضوح كتابةً وفي الاجتماعات والعروض التقديمية" },
      { en: "Manage time and priorities effectively", ar: "إدارة الوقت والأولويات بفعالية" },
      { en: "Work well in teams and handle conflict constructively", ar: "العمل بكفاءة ضمن الفريق والتعامل البنّاء مع الخلافات" },
      { en: "Solve problems and make sound decisions", ar: "حل المشكلات واتخاذ قرارات سليمة" },
      { en: "Apply for jobs with a strong CV and confident interview skills", ar: "التقدم للوظائف بسيرة ذاتية قوية ومهارات مقابلة واثقة" },
    ],
  },
  {
    slug: "esb",
    area: "business",
    badge: { en: "For Entrepreneurs", ar: "لرواد الأعمال" },
    title: {
      en: "Entrepreneurship and Small Business Learning Path",
      ar: "المسار التعليمي لريادة الأعمال والمشروعات الصغيرة",
    },
    subtitle: {
      en: "Take a business idea from first spark to a validated model and a business plan you can pitch.",
      ar: "انتقل بفكرة مشروعك من بدايتها إلى نموذج عمل مُختبَر وخطة عمل جاهزة للعرض على الممولين.",
    },
    stages: [
      {
        title: { en: "The Entrepreneurial Mindset", ar: "عقلية رائد الأعمال" },
        hours: 8,
        icon: "lightbulb",
        points: [
          { en: "Traits and habits of successful entrepreneurs", ar: "سمات رواد الأعمال الناجحين وعاداتهم" },
          { en: "Spotting opportunities and generating ideas", ar: "اكتشاف الفرص وتوليد الأفكار" },
          { en: "Assessing personal readiness and risk", ar: "تقييم الاستعداد الشخصي والمخاطر" },
        ],
      },
      {
        title: { en: "Idea Validation and Business Model", ar: "التحقق من الفكرة ونموذج العمل" },
        hours: 10,
        icon: "search",
        points: [
          { en: "Customer discovery and market validation", ar: "اكتشاف العملاء والتحقق من السوق" },
          { en: "Mapping the business on the Business Model Canvas", ar: "رسم المشروع على نموذج Business Model Canvas" },
          { en: "Building and testing a minimum viable product (MVP)", ar: "بناء منتج أولي (MVP) واختباره" },
        ],
      },
      {
        title: { en: "Small Business Finance", ar: "الإدارة المالية للمشروعات الصغيرة" },
        hours: 10,
        icon: "dollar",
        points: [
          { en: "Start-up costs, pricing and break-even analysis", ar: "تكاليف التأسيس والتسعير وتحليل نقطة التعادل" },
          { en: "Cash flow management and basic bookkeeping", ar: "إدارة التدفقات النقدية ومسك الدفاتر الأساسي" },
          { en: "Funding options: bank loans, investors and SME support programs", ar: "خيارات التمويل: القروض البنكية والمستثمرون وبرامج دعم المشروعات الصغيرة والمتوسطة" },
        ],
      },
      {
        title: { en: "Marketing and Sales on a Budget", ar: "التسويق والمبيعات بميزانية محدودة" },
        hours: 8,
        icon: "megaphone",
        points: [
          { en: "Defining the target customer and value proposition", ar: "تحديد العميل المستهدف وعرض القيمة" },
          { en: "Low-cost digital and social media marketing", ar: "التسويق الرقمي وعبر وسائل التواصل الاجتماعي بتكلفة منخفضة" },
          { en: "Building a sales pipeline and customer relationships", ar: "بناء قائمة فرص بيعية وعلاقات مع العملاء" },
        ],
      },
      {
        title: { en: "Operations and Legal Setup", ar: "التشغيل والإجراءات القانونية" },
        hours: 8,
        icon: "settings",
        points: [
          { en: "Choosing a legal form and registering the business", ar: "اختيار الشكل القانوني للمشروع وتسجيله" },
          { en: "Tax registration, licenses and basic compliance", ar: "التسجيل الضريبي والتراخيص والالتزام بالمتطلبات الأساسية" },
          { en: "Suppliers, processes and hiring the first employees", ar: "الموردون وإجراءات العمل وتعيين أول الموظفين" },
        ],
      },
      {
        title: { en: "Business Plan Capstone", ar: "المشروع الختامي: خطة العمل" },
        hours: 8,
        icon: "presentation",
        points: [
          { en: "Writing a complete business plan", ar: "كتابة خطة عمل متكاملة" },
          { en: "Financial projections for the first years of operation", ar: "التوقعات المالية للسنوات الأولى من التشغيل" },
          { en: "Pitching the business to a panel", ar: "عرض المشروع أمام لجنة تقييم" },
        ],
      },
    ],
    outcomes: [
      { en: "Validate business ideas with real customers before investing", ar: "التحقق من أفكار المشروعات مع عملاء حقيقيين قبل الاستثمار فيها" },
      { en: "Build a clear business model and business plan", ar: "بناء نموذج عمل وخطة عمل واضحين" },
      { en: "Manage start-up costs, pricing and cash flow", ar: "إدارة تكاليف التأسيس والتسعير والتدفقات النقدية" },
      { en: "Market and sell effectively on a limited budget", ar: "التسويق والبيع بفعالية بميزانية محدودة" },
      { en: "Pitch the business confidently to investors or lenders", ar: "عرض المشروع بثقة على المستثمرين أو جهات التمويل" },
    ],
  },
  {
    slug: "sales",
    area: "business",
    badge: { en: "Professional Level", ar: "المستوى الاحترافي" },
    title: { en: "Professional Sales Learning Path", ar: "المسار التعليمي للمبيعات الاحترافية" },
    subtitle: {
      en: "Master every step of the sales process, from finding prospects to closing deals and growing key accounts.",
      ar: "أتقن كل خطوة في عملية البيع، من البحث عن العملاء المحتملين إلى إتمام الصفقات وتنمية الحسابات الرئيسية.",
    },
    stages: [
      {
        title: { en: "Sales Fundamentals", ar: "أساسيات المبيعات" },
        hours: 10,
        icon: "target",
        points: [
          { en: "The role of sales and of the sales professional", ar: "دور المبيعات ودور مندوب المبيعات المحترف" },
          { en: "Buyer behavior and the buying cycle", ar: "سلوك المشتري ودورة الشراء" },
          { en: "The stages of the sales process", ar: "مراحل عملية البيع" },
        ],
      },
      {
        title: { en: "Prospecting and Lead Qualification", ar: "البحث عن العملاء وتأهيل الفرص" },
        hours: 10,
        icon: "search",
        points: [
          { en: "Identifying and researching prospects", ar: "تحديد العملاء المحتملين وجمع المعلومات عنهم" },
          { en: "Cold calling, email outreach and social selling", ar: "الاتصالات الباردة والتواصل عبر البريد الإلكتروني والبيع عبر وسائل التواصل الاجتماعي" },
          { en: "Qualifying leads with frameworks such as BANT", ar: "تأهيل العملاء المحتملين باستخدام أطر مثل BANT" },
        ],
      },
      {
        title: { en: "Needs Analysis and Presenting Solutions", ar: "تحليل الاحتياجات وعرض الحلول" },
        hours: 10,
        icon: "message-circle",
        points: [
          { en: "Questioning and active listening with SPIN selling", ar: "طرح الأسئلة والإنصات الفعّال بأسلوب SPIN Selling" },
          { en: "Turning product features into customer benefits", ar: "تحويل خصائص المنتج إلى فوائد للعميل" },
          { en: "Delivering persuasive sales presentations", ar: "تقديم عروض بيعية مقنعة" },
        ],
      },
      {
        title: { en: "Objections and Negotiation", ar: "الاعتراضات والتفاوض" },
        hours: 10,
        icon: "handshake",
        points: [
          { en: "Common objections and how to handle them", ar: "الاعتراضات الشائعة وكيفية الرد عليها" },
          { en: "Win-win negotiation principles", ar: "مبادئ التفاوض القائم على المكسب المشترك" },
          { en: "Protecting price and value during negotiation", ar: "الحفاظ على السعر والقيمة أثناء التفاوض" },
        ],
      },
      {
        title: { en: "Closing and Account Management", ar: "إتمام الصفقات وإدارة الحسابات" },
        hours: 10,
        icon: "check-circle",
        points: [
          { en: "Closing techniques and recognizing buying signals", ar: "أساليب إتمام الصفقة وقراءة إشارات الشراء" },
          { en: "After-sales follow-up and customer retention", ar: "المتابعة بعد البيع والحفاظ على العملاء" },
          { en: "Upselling, cross-selling and key account management", ar: "البيع الإضافي والبيع المتقاطع وإدارة الحسابات الرئيسية" },
        ],
      },
      {
        title: { en: "Sales Performance and Role-Play Assessment", ar: "أداء المبيعات والتقييم بتمثيل الأدوار" },
        hours: 10,
        icon: "trending-up",
        points: [
          { en: "Managing a sales pipeline in a CRM", ar: "إدارة الفرص البيعية على نظام CRM" },
          { en: "Sales targets, forecasting and KPIs", ar: "المستهدفات البيعية والتنبؤ بالمبيعات ومؤشرات الأداء" },
          { en: "Final role-play assessment of a complete sales meeting", ar: "تقييم نهائي بتمثيل أدوار لمقابلة بيعية كاملة" },
        ],
      },
    ],
    outcomes: [
      { en: "Run a structured sales process from first contact to close", ar: "إدارة عملية بيع منظمة من أول تواصل حتى إتمام الصفقة" },
      { en: "Qualify leads and focus on the best opportunities", ar: "تأهيل العملاء المحتملين والتركيز على أفضل الفرص" },
      { en: "Handle objections and negotiate win-win agreements", ar: "الرد على الاعتراضات والتفاوض للوصول إلى اتفاقات مربحة للطرفين" },
      { en: "Build lasting customer relationships and repeat business", ar: "بناء علاقات دائمة مع العملاء وتكرار التعامل معهم" },
      { en: "Track performance and forecast sales with a CRM", ar: "متابعة الأداء والتنبؤ بالمبيعات باستخدام CRM" },
    ],
  },
  {
    slug: "project-management",
    area: "business",
    badge: { en: "PMP Preparation", ar: "التحضير لشهادة PMP" },
    title: { en: "Project Management (PMP) Learning Path", ar: "المسار التعليمي لإدارة المشروعات (PMP)" },
    subtitle: {
      en: "Master predictive, agile and hybrid project management and prepare for the PMP exam with full mock exams.",
      ar: "أتقن إدارة المشروعات بالأساليب التنبؤية وAgile والهجينة، واستعد لاختبار PMP باختبارات تجريبية كاملة.",
    },
    outline: { kind: "external", key: "business-project-management" },
    stages: [
      {
        title: { en: "Project Management Foundations", ar: "أساسيات إدارة المشروعات" },
        hours: 10,
        icon: "compass",
        points: [
          { en: "Projects, programs, portfolios and operations", ar: "المشروعات والبرامج والمحافظ والعمليات التشغيلية" },
          { en: "Project life cycles: predictive, agile and hybrid", ar: "دورات حياة المشروع: التنبؤية وAgile والهجينة" },
          { en: "PMBOK Guide principles and the project manager's role", ar: "مبادئ دليل PMBOK ودور مدير المشروع" },
        ],
      },
      {
        title: { en: "Planning Scope, Schedule and Cost", ar: "تخطيط النطاق والجدول الزمني والتكلفة" },
        hours: 16,
        icon: "calendar",
        points: [
          { en: "Requirements, scope statement and work breakdown structure (WBS)", ar: "المتطلبات وبيان النطاق وهيكل تجزئة العمل (WBS)" },
          { en: "Scheduling with the critical path method", ar: "الجدولة باستخدام أسلوب المسار الحرج" },
          { en: "Cost estimating, budgeting and earned value management", ar: "تقدير التكاليف وإعداد الموازنة وإدارة القيمة المكتسبة" },
        ],
      },
      {
        title: { en: "Quality, Risk, Resources and Procurement", ar: "الجودة والمخاطر والموارد والمشتريات" },
        hours: 12,
        icon: "shield",
        points: [
          { en: "Quality planning and control", ar: "تخطيط الجودة وضبطها" },
          { en: "Risk identification, analysis and response planning", ar: "تحديد المخاطر وتحليلها والتخطيط للاستجابة لها" },
          { en: "Resource planning and procurement management", ar: "تخطيط الموارد وإدارة المشتريات" },
        ],
      },
      {
        title: { en: "Leading People and Stakeholders", ar: "قيادة الأفراد وأصحاب المصلحة" },
        hours: 12,
        icon: "users",
        points: [
          { en: "Building and leading high-performing teams", ar: "بناء فرق عالية الأداء وقيادتها" },
          { en: "Stakeholder engagement and communication", ar: "إشراك أصحاب المصلحة والتواصل معهم" },
          { en: "Conflict management and emotional intelligence", ar: "إدارة النزاعات والذكاء العاطفي" },
        ],
      },
      {
        title: { en: "Agile, Hybrid and the Business Environment", ar: "أساليب Agile والهجينة وبيئة الأعمال" },
        hours: 8,
        icon: "workflow",
        points: [
          { en: "Scrum roles, events and artifacts, and Kanban", ar: "أدوار Scrum وفعالياته ومخرجاته، وأسلوب Kanban" },
          { en: "Tailoring predictive, agile and hybrid approaches", ar: "تكييف الأساليب التنبؤية وAgile والهجينة بحسب المشروع" },
          { en: "Compliance, value delivery and organizational change", ar: "الامتثال وتحقيق القيمة والتغيير المؤسسي" },
        ],
      },
      {
        title: { en: "PMP Exam Preparation and Mock Exams", ar: "التحضير لاختبار PMP والاختبارات التجريبية" },
        hours: 12,
        icon: "award",
        points: [
          { en: "The exam across its three domains: People, Process and Business Environment", ar: "الاختبار بمجالاته الثلاثة: الأفراد والعمليات وبيئة الأعمال" },
          { en: "Strategies for situational questions", ar: "استراتيجيات الإجابة عن الأسئلة الموقفية" },
          { en: "Full-length timed mock exams with detailed review", ar: "اختبارات تجريبية كاملة بتوقيت الاختبار مع مراجعة تفصيلية" },
        ],
      },
    ],
    outcomes: [
      { en: "Plan and control scope, schedule and cost on real projects", ar: "تخطيط النطاق والجدول الزمني والتكلفة وضبطها في مشروعات حقيقية" },
      { en: "Lead project teams and engage stakeholders effectively", ar: "قيادة فرق المشروعات وإشراك أصحاب المصلحة بفعالية" },
      { en: "Choose and tailor predictive, agile or hybrid approaches", ar: "اختيار الأسلوب التنبؤي أو Agile أو الهجين وتكييفه" },
      { en: "Identify and manage project risks proactively", ar: "تحديد مخاطر المشروع وإدارتها بشكل استباقي" },
      { en: "Sit the PMP exam well prepared, after full mock-exam practice", ar: "دخول اختبار PMP باستعداد جيد بعد التدريب على اختبارات تجريبية كاملة" },
    ],
  },
];
