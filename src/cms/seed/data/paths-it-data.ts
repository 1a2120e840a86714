import type { Path } from "@/content/schema";

// IT learning paths for the data track. Re-exported in order from ./paths-it.ts.

export const dataAnalystPath: Path = {
  slug: "data-analyst",
  area: "it",
  badge: { en: "Career Path", ar: "مسار مهني" },
  title: {
    en: "Data Analyst Learning Path",
    ar: "المسار التعليمي لمحلل البيانات",
  },
  subtitle: {
    en: "Go from spreadsheet basics to job-ready data analysis with Excel, SQL, Python and Power BI in six hands-on stages.",
    ar: "انتقل من أساسيات جداول البيانات إلى مستوى محلل البيانات الجاهز لسوق العمل عبر ست مراحل عملية باستخدام Excel وSQL وPython وPower BI.",
  },
  outline: { kind: "external", key: "it-data-analyst" },
  stages: [
    {
      title: {
        en: "Excel for Data Analysis",
        ar: "تحليل البيانات باستخدام Excel",
      },
      hours: 24,
      icon: "file-text",
      points: [
        {
          en: "Clean and structure raw data with sorting, filtering, text functions and data validation",
          ar: "تنظيف البيانات الخام وتنظيمها باستخدام الفرز والتصفية ودوال النصوص والتحقق من صحة البيانات",
        },
        {
          en: "Write lookup and conditional formulas such as XLOOKUP, SUMIFS and IF",
          ar: "كتابة معادلات البحث والمعادلات الشرطية مثل XLOOKUP وSUMIFS وIF",
        },
        {
          en: "Summarize data with PivotTables and charts, and automate imports with Power Query",
          ar: "تلخيص البيانات بالجداول المحورية (PivotTables) والمخططات، وأتمتة استيراد البيانات باستخدام Power Query",
        },
      ],
    },
    {
      title: {
        en: "Statistics & Analytical Thinking",
        ar: "الإحصاء والتفكير التحليلي",
      },
      hours: 24,
      icon: "pie-chart",
      points: [
        {
          en: "Describe data with averages, spread, percentiles and distributions",
          ar: "وصف البيانات باستخدام المتوسطات ومقاييس التشتت والمئينات والتوزيعات",
        },
        {
          en: "Turn vague requests into clear business questions and KPIs before touching the data",
          ar: "تحويل الطلبات العامة إلى أسئلة عمل واضحة ومؤشرات أداء رئيسية (KPIs) قبل البدء في التحليل",
        },
        {
          en: "Apply sampling, correlation and A/B testing basics while avoiding common analysis pitfalls",
          ar: "تطبيق أساسيات العينات والارتباط واختبارات A/B مع تجنب أخطاء التحليل الشائعة",
        },
      ],
    },
    {
      title: { en: "SQL for Data Analysis", ar: "تحليل البيانات باستخدام SQL" },
      hours: 36,
      icon: "database",
      points: [
        {
          en: "Query relational databases with SELECT, WHERE, ORDER BY and GROUP BY",
          ar: "الاستعلام عن قواعد البيانات العلائقية باستخدام SELECT وWHERE وORDER BY وGROUP BY",
        },
        {
          en: "Combine tables with joins, subqueries and common table expressions (CTEs)",
          ar: "دمج الجداول باستخدام عمليات الربط (Joins) والاستعلامات الفرعية وتعبيرات الجداول الشائعة (CTEs)",
        },
        {
          en: "Calculate rankings, running totals and period comparisons with window functions",
          ar: "حساب الترتيب والمجاميع التراكمية والمقارنة بين الفترات باستخدام دوال النوافذ (Window Functions)",
        },
      ],
    },
    {
      title: {
        en: "Python for Data Analysis",
        ar: "تحليل البيانات باستخدام Python",
      },
      hours: 24,
      icon: "code",
      points: [
        {
          en: "Learn Python essentials in Jupyter notebooks: variables, lists, loops and functions",
          ar: "تعلم أساسيات Python في Jupyter Notebook: المتغيرات والقوائم والحلقات التكرارية والدوال",
        },
        {
          en: "Load, clean, merge and reshape datasets with pandas",
          ar: "تحميل مجموعات البيانات وتنظيفها ودمجها وإعادة تشكيلها باستخدام pandas",
        },
        {
          en: "Explore data visually with Matplotlib and seaborn charts",
          ar: "استكشاف البيانات بصريًا من خلال مخططات Matplotlib وseaborn",
        },
      ],
    },
    {
      title: {
        en: "Power BI Dashboards & Reporting",
        ar: "لوحات المعلومات والتقارير في Power BI",
      },
      hours: 36,
      icon: "bar-chart",
      points: [
        {
          en: "Connect to Excel, SQL and web sources and shape the data in Power Query",
          ar: "الاتصال بمصادر بيانات من Excel وSQL والويب وتجهيز البيانات في Power Query",
        },
        {
          en: "Build a star-schema data model and write DAX measures for KPIs and period comparisons",
          ar: "بناء نموذج بيانات بمخطط النجمة (Star Schema) وكتابة مقاييس DAX لمؤشرات الأداء والمقارنة بين الفترات",
        },
        {
          en: "Design interactive dashboards, publish them to the Power BI service and prepare for the PL-300 exam",
          ar: "تصميم لوحات معلومات تفاعلية ونشرها على خدمة Power BI، والاستعداد لاختبار PL-300",
        },
      ],
    },
    {
      title: {
        en: "Capstone Project & Career Readiness",
        ar: "مشروع التخرج والاستعداد لسوق العمل",
      },
      hours: 24,
      icon: "graduation-cap",
      points: [
        {
          en: "Analyze a real business dataset end to end, from SQL extraction to a Power BI dashboard",
          ar: "تحليل مجموعة بيانات عمل حقيقية بالكامل، من استخراجها باستخدام SQL حتى عرضها في لوحة معلومات Power BI",
        },
        {
          en: "Present your findings and recommendations to a review panel, as you would to management",
          ar: "عرض النتائج والتوصيات أمام لجنة تقييم كما لو كنت تعرضها على الإدارة",
        },
        {
          en: "Publish the project to your GitHub portfolio and practice data analyst interview questions",
          ar: "نشر المشروع ضمن ملف أعمالك على GitHub والتدرب على أسئلة مقابلات العمل لمحللي البيانات",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Clean, combine and analyze data confidently in Excel, SQL and Python",
      ar: "تنظيف البيانات ودمجها وتحليلها بثقة باستخدام Excel وSQL وPython",
    },
    {
      en: "Build interactive Power BI dashboards that track business KPIs",
      ar: "بناء لوحات معلومات تفاعلية في Power BI لمتابعة مؤشرات أداء العمل",
    },
    {
      en: "Turn analysis into clear, evidence-based recommendations for decision-makers",
      ar: "تحويل نتائج التحليل إلى توصيات واضحة قائمة على الأدلة لصناع القرار",
    },
    {
      en: "Be prepared for the Microsoft PL-300 (Power BI Data Analyst) certification exam",
      ar: "الاستعداد لاختبار الشهادة المعتمدة Microsoft PL-300 (Power BI Data Analyst)",
    },
    {
      en: "Finish with a capstone project in your portfolio to show employers",
      ar: "إنهاء المسار بمشروع تخرج في ملف أعمالك تعرضه على أصحاب العمل",
    },
  ],
  coreTools: ["Excel", "SQL", "Power BI", "Python"],
  journey: [
    {
      en: "From spreadsheet basics to advanced Excel",
      ar: "من أساسيات جداول البيانات إلى Excel المتقدم",
    },
    {
      en: "Statistical thinking and clear business questions",
      ar: "التفكير الإحصائي وصياغة أسئلة العمل بوضوح",
    },
    {
      en: "Querying real databases with SQL",
      ar: "الاستعلام عن قواعد بيانات حقيقية باستخدام SQL",
    },
    {
      en: "Automating analysis with Python",
      ar: "أتمتة التحليل باستخدام Python",
    },
    {
      en: "Interactive dashboards in Power BI",
      ar: "لوحات معلومات تفاعلية في Power BI",
    },
    {
      en: "A capstone project for your portfolio",
      ar: "مشروع تخرج يضاف إلى ملف أعمالك",
    },
  ],
};

export const powerBiPath: Path = {
  slug: "power-bi",
  area: "it",
  badge: { en: "PL-300 Preparation", ar: "تأهيل لاختبار PL-300" },
  title: {
    en: "Power BI Specialist Learning Path",
    ar: "المسار التعليمي لأخصائي Power BI",
  },
  subtitle: {
    en: "Go from your first report to PL-300 readiness through Power Query, data modeling, DAX and secure sharing.",
    ar: "انتقل من أول تقرير تبنيه إلى الاستعداد لاختبار PL-300، مرورًا بتجهيز البيانات في Power Query ونمذجة البيانات ومقاييس DAX والمشاركة الآمنة.",
  },
  outline: { kind: "external", key: "it-power-bi" },
  stages: [
    {
      title: { en: "Power BI Foundations", ar: "أساسيات Power BI" },
      hours: 16,
      icon: "monitor",
      points: [
        {
          en: "Tour Power BI Desktop and the Power BI service and see how they work together",
          ar: "التعرف على Power BI Desktop وخدمة Power BI وطريقة تكاملهما",
        },
        {
          en: "Import an Excel workbook and build your first interactive report",
          ar: "استيراد ملف Excel وبناء أول تقرير تفاعلي",
        },
        {
          en: "Translate business questions into KPIs and clear report requirements",
          ar: "تحويل أسئلة العمل إلى مؤشرات أداء رئيسية ومتطلبات واضحة للتقارير",
        },
      ],
    },
    {
      title: {
        en: "Data Preparation with Power Query",
        ar: "تجهيز البيانات باستخدام Power Query",
      },
      hours: 20,
      icon: "workflow",
      points: [
        {
          en: "Connect to Excel, CSV, SQL Server and SharePoint sources",
          ar: "الاتصال بمصادر بيانات مثل Excel وCSV وSQL Server وSharePoint",
        },
        {
          en: "Profile, clean, merge and append tables in Power Query",
          ar: "فحص جودة البيانات وتنظيفها ودمج الجداول وإلحاقها في Power Query",
        },
        {
          en: "Build reusable queries with parameters and basic M code",
          ar: "بناء استعلامات قابلة لإعادة الاستخدام باستخدام المعلمات وأساسيات لغة M",
        },
      ],
    },
    {
      title: { en: "Data Modeling", ar: "نمذجة البيانات" },
      hours: 24,
      icon: "database",
      points: [
        {
          en: "Design a star schema with fact and dimension tables",
          ar: "تصميم مخطط النجمة (Star Schema) بجداول الحقائق وجداول الأبعاد",
        },
        {
          en: "Set relationships, cardinality and filter direction correctly",
          ar: "ضبط العلاقات ونوعها (Cardinality) واتجاه التصفية بشكل صحيح",
        },
        {
          en: "Create a date table and optimize model size and performance",
          ar: "إنشاء جدول للتاريخ وتحسين حجم النموذج وأدائه",
        },
      ],
    },
    {
      title: { en: "DAX Calculations", ar: "الحسابات باستخدام DAX" },
      hours: 28,
      icon: "code",
      points: [
        {
          en: "Write calculated columns and measures, and know when to use each",
          ar: "كتابة الأعمدة المحسوبة والمقاييس، ومعرفة متى يستخدم كل منهما",
        },
        {
          en: "Control filter context with CALCULATE, FILTER and ALL",
          ar: "التحكم في سياق التصفية باستخدام CALCULATE وFILTER وALL",
        },
        {
          en: "Build time-intelligence measures such as year-to-date, month-over-month and same period last year",
          ar: "بناء مقاييس زمنية مثل الإجمالي منذ بداية العام (YTD) والتغير الشهري والمقارنة بالفترة نفسها من العام السابق",
        },
      ],
    },
    {
      title: {
        en: "Visualization, Sharing & Security",
        ar: "العرض المرئي والمشاركة والأمان",
      },
      hours: 20,
      icon: "bar-chart",
      points: [
        {
          en: "Design clear report pages with drill-through, tooltips and bookmarks",
          ar: "تصميم صفحات تقارير واضحة باستخدام التنقل التفصيلي (Drill-through) والتلميحات والإشارات المرجعية",
        },
        {
          en: "Publish to workspaces and apps, and schedule refresh through a data gateway",
          ar: "النشر في مساحات العمل والتطبيقات، وجدولة تحديث البيانات عبر بوابة البيانات (Gateway)",
        },
        {
          en: "Protect data with row-level security and use Copilot in Power BI to speed up report building",
          ar: "حماية البيانات بأمان مستوى الصف (RLS)، واستخدام Copilot في Power BI لتسريع بناء التقارير",
        },
      ],
    },
    {
      title: {
        en: "Capstone & PL-300 Exam Prep",
        ar: "مشروع التخرج والاستعداد لاختبار PL-300",
      },
      hours: 12,
      icon: "award",
      points: [
        {
          en: "Deliver an end-to-end sales or HR dashboard, from raw data to a published app",
          ar: "تنفيذ لوحة معلومات متكاملة للمبيعات أو الموارد البشرية، من البيانات الخام حتى تطبيق منشور للمستخدمين",
        },
        {
          en: "Review every PL-300 skill area with practice questions",
          ar: "مراجعة جميع محاور اختبار PL-300 من خلال أسئلة تدريبية",
        },
        {
          en: "Get instructor feedback on your model, measures and report design",
          ar: "الحصول على ملاحظات المدرب على نموذج البيانات والمقاييس وتصميم التقرير",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Connect to and transform data from multiple sources with Power Query",
      ar: "الاتصال بالبيانات من مصادر متعددة وتحويلها باستخدام Power Query",
    },
    {
      en: "Design efficient star-schema data models",
      ar: "تصميم نماذج بيانات فعالة بمخطط النجمة",
    },
    {
      en: "Write DAX measures with confidence, including time intelligence",
      ar: "كتابة مقاييس DAX بثقة، بما فيها الحسابات الزمنية",
    },
    {
      en: "Publish, refresh and secure reports in the Power BI service",
      ar: "نشر التقارير وتحديثها وتأمينها في خدمة Power BI",
    },
    {
      en: "Be ready to sit the PL-300 exam for the Microsoft Certified: Power BI Data Analyst Associate certification",
      ar: "الاستعداد لاختبار PL-300 للحصول على الشهادة المعتمدة Microsoft Certified: Power BI Data Analyst Associate",
    },
  ],
};

export const dataScientistPath: Path = {
  slug: "data-scientist",
  area: "it",
  badge: { en: "Advanced Level", ar: "المستوى المتقدم" },
  title: {
    en: "Data Scientist Learning Path",
    ar: "المسار التعليمي لعالم البيانات",
  },
  subtitle: {
    en: "Use Python, statistics and machine learning to turn data into predictions and business decisions.",
    ar: "استخدم Python والإحصاء وتعلم الآلة لتحويل البيانات إلى تنبؤات وقرارات عمل مدروسة.",
  },
  outline: { kind: "external", key: "it-data-scientist" },
  stages: [
    {
      title: { en: "Python for Data Science", ar: "لغة Python لعلم البيانات" },
      hours: 24,
      icon: "code",
      points: [
        {
          en: "Program in Python with Jupyter notebooks and reusable functions",
          ar: "البرمجة بلغة Python في Jupyter Notebook وكتابة دوال قابلة لإعادة الاستخدام",
        },
        {
          en: "Wrangle, merge and aggregate data with pandas and NumPy",
          ar: "معالجة البيانات ودمجها وتجميعها باستخدام pandas وNumPy",
        },
        {
          en: "Pull data from SQL databases, CSV files and web APIs",
          ar: "جلب البيانات من قواعد بيانات SQL وملفات CSV وواجهات API على الويب",
        },
      ],
    },
    {
      title: { en: "Statistics & Probability", ar: "الإحصاء والاحتمالات" },
      hours: 24,
      icon: "chart-line",
      points: [
        {
          en: "Work with probability, distributions and sampling",
          ar: "التعامل مع الاحتمالات والتوزيعات والعينات",
        },
        {
          en: "Run hypothesis tests, build confidence intervals and analyze A/B tests",
          ar: "إجراء اختبارات الفرضيات وحساب فترات الثقة وتحليل اختبارات A/B",
        },
        {
          en: "Fit and interpret linear and logistic regression models",
          ar: "بناء نماذج الانحدار الخطي واللوجستي وتفسير نتائجها",
        },
      ],
    },
    {
      title: { en: "Machine Learning", ar: "تعلم الآلة" },
      hours: 28,
      icon: "brain",
      points: [
        {
          en: "Build classification, regression and clustering models with scikit-learn",
          ar: "بناء نماذج التصنيف والانحدار والتجميع (Clustering) باستخدام scikit-learn",
        },
        {
          en: "Engineer features and handle missing and imbalanced data",
          ar: "هندسة الخصائص (Features) والتعامل مع البيانات المفقودة وغير المتوازنة",
        },
        {
          en: "Compare models with cross-validation and tune gradient-boosting models such as XGBoost",
          ar: "مقارنة النماذج بالتحقق المتقاطع (Cross-validation) وضبط نماذج التعزيز التدريجي مثل XGBoost",
        },
      ],
    },
    {
      title: {
        en: "Deep Learning & NLP",
        ar: "التعلم العميق ومعالجة اللغات الطبيعية",
      },
      hours: 20,
      icon: "cpu",
      points: [
        {
          en: "Build and train neural networks with PyTorch",
          ar: "بناء الشبكات العصبية وتدريبها باستخدام PyTorch",
        },
        {
          en: "Classify images with convolutional neural networks and transfer learning",
          ar: "تصنيف الصور باستخدام الشبكات العصبية الالتفافية (CNN) ونقل التعلم (Transfer Learning)",
        },
        {
          en: "Analyze text with pretrained transformer models from Hugging Face",
          ar: "تحليل النصوص باستخدام نماذج Transformer المدربة مسبقًا من Hugging Face",
        },
      ],
    },
    {
      title: {
        en: "Communicating & Deploying Models",
        ar: "عرض النماذج ونشرها",
      },
      hours: 16,
      icon: "presentation",
      points: [
        {
          en: "Explain predictions to non-technical audiences with SHAP and clear visuals",
          ar: "شرح تنبؤات النماذج لغير المتخصصين باستخدام SHAP ورسوم بيانية واضحة",
        },
        {
          en: "Turn a model into a simple web app or API with Streamlit or FastAPI",
          ar: "تحويل النموذج إلى تطبيق ويب بسيط أو واجهة API باستخدام Streamlit أو FastAPI",
        },
        {
          en: "Version code and experiments with Git and MLflow",
          ar: "إدارة إصدارات الكود والتجارب باستخدام Git وMLflow",
        },
      ],
    },
    {
      title: { en: "Capstone Project", ar: "مشروع التخرج" },
      hours: 16,
      icon: "graduation-cap",
      points: [
        {
          en: "Frame a real business problem and choose the right success metric",
          ar: "صياغة مشكلة عمل حقيقية واختيار مقياس النجاح المناسب لها",
        },
        {
          en: "Deliver a complete predictive project, from data collection to a deployed model",
          ar: "تنفيذ مشروع تنبؤي متكامل، من جمع البيانات حتى نشر النموذج",
        },
        {
          en: "Present your results to a panel and publish the project to your GitHub portfolio",
          ar: "عرض النتائج أمام لجنة تقييم ونشر المشروع في ملف أعمالك على GitHub",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Apply statistics to test assumptions and measure impact",
      ar: "تطبيق الأساليب الإحصائية لاختبار الافتراضات وقياس الأثر",
    },
    {
      en: "Build, evaluate and tune machine learning models for real business problems",
      ar: "بناء نماذج تعلم الآلة وتقييمها وضبطها لحل مشكلات عمل حقيقية",
    },
    {
      en: "Use deep learning on image and text data",
      ar: "استخدام التعلم العميق مع بيانات الصور والنصوص",
    },
    {
      en: "Explain model results clearly to decision-makers",
      ar: "شرح نتائج النماذج بوضوح لصناع القرار",
    },
    {
      en: "Complete an end-to-end data science project for your portfolio",
      ar: "إنجاز مشروع متكامل في علم البيانات يضاف إلى ملف أعمالك",
    },
  ],
};
