import type { ItProgramme, EndUserCourse } from "@/content/schema";

export const itProgrammes: ItProgramme[] = [
  {
    id: "data-analyst",
    icon: "bar-chart",
    title: { en: "Data Analyst Specialist", ar: "أخصائي تحليل البيانات" },
    description: {
      en: "Turn raw business data into clear decisions: clean and query data with Excel and SQL, build interactive Power BI dashboards and automate analysis with Python. Includes preparation for the Microsoft PL-300 exam.",
      ar: "تعلم تحويل بيانات العمل الخام إلى قرارات واضحة: تنظيف البيانات والاستعلام عنها باستخدام Excel وSQL، وبناء لوحات معلومات تفاعلية في Power BI، وأتمتة التحليل باستخدام Python، مع التأهيل لاختبار Microsoft PL-300.",
    },
    skills: [
      {
        en: "Advanced Excel & Power Query",
        ar: "مهارات Excel المتقدمة وPower Query",
      },
      { en: "SQL Querying", ar: "الاستعلام عن البيانات باستخدام SQL" },
      {
        en: "Power BI Dashboards & DAX",
        ar: "لوحات المعلومات في Power BI ولغة DAX",
      },
      {
        en: "Python for Data Analysis (pandas)",
        ar: "تحليل البيانات باستخدام Python (pandas)",
      },
      {
        en: "Statistics & Data Storytelling",
        ar: "الإحصاء وسرد القصص بالبيانات",
      },
    ],
    outline: { kind: "external", key: "it-data-analyst" },
    pathSlug: "data-analyst",
  },
  {
    id: "power-bi",
    icon: "pie-chart",
    title: {
      en: "Microsoft Power BI Specialist",
      ar: "أخصائي Microsoft Power BI",
    },
    description: {
      en: "Master the full Power BI workflow, from shaping data in Power Query to DAX measures, report design and secure sharing in the Power BI service. Prepares you for the PL-300 Power BI Data Analyst exam.",
      ar: "أتقن سير العمل الكامل في Power BI، من تجهيز البيانات في Power Query إلى مقاييس DAX وتصميم التقارير ومشاركتها بأمان عبر خدمة Power BI، مع التأهيل لاختبار PL-300 (Power BI Data Analyst).",
    },
    skills: [
      {
        en: "Data Modeling & Star Schema",
        ar: "نمذجة البيانات ومخطط النجمة (Star Schema)",
      },
      {
        en: "DAX Measures & Time Intelligence",
        ar: "مقاييس DAX والحسابات الزمنية (Time Intelligence)",
      },
      {
        en: "Data Preparation with Power Query",
        ar: "تجهيز البيانات باستخدام Power Query",
      },
      {
        en: "Report & Dashboard Design",
        ar: "تصميم التقارير ولوحات المعلومات",
      },
      {
        en: "Power BI Service, Sharing & Row-Level Security",
        ar: "خدمة Power BI والمشاركة وأمان مستوى الصف (RLS)",
      },
    ],
    outline: { kind: "external", key: "it-power-bi" },
    pathSlug: "power-bi",
  },
  {
    id: "generative-ai",
    icon: "sparkles",
    title: {
      en: "Generative AI Professional",
      ar: "محترف الذكاء الاصطناعي التوليدي",
    },
    description: {
      en: "Build real applications on large language models: reliable prompts, chatbots that answer from your company's documents using retrieval-augmented generation (RAG), and AI agents that use tools, with Python, Azure OpenAI and Microsoft Foundry.",
      ar: "تعلم بناء تطبيقات حقيقية تعتمد على النماذج اللغوية الكبيرة (LLMs): من كتابة أوامر موثوقة، إلى روبوتات محادثة تجيب من مستندات شركتك بتقنية RAG، ووصولًا إلى وكلاء ذكاء اصطناعي يستخدمون الأدوات، وذلك باستخدام Python وAzure OpenAI وMicrosoft Foundry.",
    },
    skills: [
      { en: "Prompt Engineering", ar: "هندسة الأوامر (Prompt Engineering)" },
      {
        en: "LLM Apps with Python & APIs",
        ar: "تطوير تطبيقات LLM باستخدام Python وواجهات API",
      },
      {
        en: "Retrieval-Augmented Generation (RAG)",
        ar: "التوليد المعزز بالاسترجاع (RAG)",
      },
      {
        en: "AI Agents & Tool Calling",
        ar: "وكلاء الذكاء الاصطناعي واستدعاء الأدوات",
      },
      {
        en: "Responsible AI & Content Safety",
        ar: "الذكاء الاصطناعي المسؤول وأمان المحتوى",
      },
    ],
    outline: { kind: "external", key: "it-generative-ai" },
    pathSlug: "generative-ai",
  },
  {
    id: "ml-engineer",
    icon: "brain",
    title: {
      en: "Microsoft Machine Learning Engineer",
      ar: "مهندس تعلم الآلة (Microsoft)",
    },
    description: {
      en: "Train, track and deploy machine learning models on Azure Machine Learning, from scikit-learn experiments and AutoML to pipelines, managed endpoints and MLOps. Prepares you for the Microsoft DP-100 (Azure Data Scientist Associate) exam.",
      ar: "اكتسب خبرة تدريب نماذج تعلم الآلة وتتبعها ونشرها على Azure Machine Learning، من تجارب scikit-learn وAutoML إلى خطوط المعالجة (Pipelines) ونقاط الوصول المدارة وممارسات MLOps، مع التأهيل لاختبار Microsoft DP-100 (Azure Data Scientist Associate).",
    },
    skills: [
      { en: "Azure Machine Learning", ar: "منصة Azure Machine Learning" },
      {
        en: "Model Training with scikit-learn",
        ar: "تدريب النماذج باستخدام scikit-learn",
      },
      {
        en: "Model Deployment & Endpoints",
        ar: "نشر النماذج عبر نقاط الوصول (Endpoints)",
      },
      {
        en: "Experiment Tracking with MLflow",
        ar: "تتبع التجارب باستخدام MLflow",
      },
      { en: "MLOps & Automation", ar: "ممارسات MLOps والأتمتة" },
    ],
    outline: { kind: "external", key: "it-ml-engineer" },
    pathSlug: "ml-engineer",
  },
  {
    id: "data-scientist",
    icon: "chart-line",
    title: { en: "Data Scientist", ar: "عالم البيانات" },
    description: {
      en: "Use statistics and machine learning to answer business questions and make predictions: wrangle data in Python, build and evaluate models with scikit-learn, explore deep learning and present results to decision-makers.",
      ar: "برنامج يؤهلك لاستخدام الإحصاء وتعلم الآلة في الإجابة عن أسئلة العمل وبناء التنبؤات: معالجة البيانات باستخدام Python، وبناء النماذج وتقييمها باستخدام scikit-learn، واستكشاف التعلم العميق، وعرض النتائج بوضوح على صناع القرار.",
    },
    skills: [
      {
        en: "Python, pandas & NumPy",
        ar: "البرمجة بلغة Python ومكتبتي pandas وNumPy",
      },
      { en: "Statistics & Hypothesis Testing", ar: "الإحصاء واختبار الفرضيات" },
      {
        en: "Machine Learning with scikit-learn",
        ar: "تعلم الآلة باستخدام scikit-learn",
      },
      { en: "Deep Learning Fundamentals", ar: "أساسيات التعلم العميق" },
      {
        en: "Data Visualization & Storytelling",
        ar: "التمثيل المرئي للبيانات وسرد القصص بها",
      },
    ],
    outline: { kind: "external", key: "it-data-scientist" },
    pathSlug: "data-scientist",
  },
  {
    id: "devops",
    icon: "workflow",
    title: { en: "DevOps Engineer", ar: "مهندس DevOps" },
    description: {
      en: "Automate how software is built, tested and released: Git workflows, CI/CD pipelines, Docker containers, Kubernetes, infrastructure as code with Terraform, and monitoring on Azure and AWS.",
      ar: "تعلم أتمتة بناء البرمجيات واختبارها وإطلاقها: سير العمل في Git، وخطوط CI/CD، وحاويات Docker، وKubernetes، والبنية التحتية ككود باستخدام Terraform، ومراقبة الأنظمة على Azure وAWS.",
    },
    skills: [
      {
        en: "CI/CD Pipelines (GitHub Actions, Azure DevOps)",
        ar: "خطوط CI/CD باستخدام GitHub Actions وAzure DevOps",
      },
      { en: "Docker & Kubernetes", ar: "الحاويات باستخدام Docker وKubernetes" },
      {
        en: "Infrastructure as Code (Terraform)",
        ar: "البنية التحتية ككود (Terraform)",
      },
      { en: "Linux & Git", ar: "أنظمة Linux وإدارة الإصدارات باستخدام Git" },
      { en: "Monitoring & DevSecOps", ar: "المراقبة وممارسات DevSecOps" },
    ],
    outline: { kind: "external", key: "it-devops" },
    pathSlug: "devops",
  },
  {
    id: "react-frontend",
    icon: "code",
    title: {
      en: "React Front End Web Developer",
      ar: "مطور واجهات الويب الأمامية باستخدام React",
    },
    description: {
      en: "Build fast, responsive and accessible web interfaces with HTML, CSS, modern JavaScript, TypeScript and React, then connect them to APIs and deploy them to the web.",
      ar: "تعلم بناء واجهات ويب سريعة ومتجاوبة تراعي معايير إمكانية الوصول باستخدام HTML وCSS وJavaScript الحديثة وTypeScript وReact، ثم ربطها بواجهات API ونشرها على الويب.",
    },
    skills: [
      { en: "React Components & Hooks", ar: "مكونات React والخطافات (Hooks)" },
      { en: "Modern JavaScript (ES6+)", ar: "لغة JavaScript الحديثة (ES6+‎)" },
      {
        en: "TypeScript for React Apps",
        ar: "استخدام TypeScript في تطبيقات React",
      },
      {
        en: "Responsive HTML & CSS",
        ar: "التصميم المتجاوب باستخدام HTML وCSS",
      },
      {
        en: "REST APIs, Routing & State Management",
        ar: "واجهات REST API والتنقل بين الصفحات وإدارة الحالة",
      },
    ],
    outline: { kind: "local", href: "/outlines/react-frontend.pdf" },
    pathSlug: "react-frontend",
  },
  {
    id: "android",
    icon: "smartphone",
    title: {
      en: "Android Mobile App Developer",
      ar: "مطور تطبيقات الهاتف المحمول لنظام Android",
    },
    description: {
      en: "Build native Android apps in Kotlin with Jetpack Compose: modern UI, clean MVVM architecture, local storage with Room, REST APIs and Firebase, through to publishing on Google Play.",
      ar: "تعلم تطوير تطبيقات Android أصلية (Native) بلغة Kotlin باستخدام Jetpack Compose: واجهات حديثة، وبنية MVVM منظمة، وتخزين محلي باستخدام Room، وربط التطبيق بواجهات REST API وFirebase، وصولًا إلى النشر على Google Play.",
    },
    skills: [
      { en: "Kotlin Programming", ar: "البرمجة بلغة Kotlin" },
      {
        en: "Jetpack Compose UI",
        ar: "تصميم الواجهات باستخدام Jetpack Compose",
      },
      {
        en: "MVVM Architecture & Coroutines",
        ar: "بنية MVVM والبرمجة غير المتزامنة (Coroutines)",
      },
      {
        en: "Room, REST APIs & Firebase",
        ar: "التخزين باستخدام Room والربط بواجهات REST API وFirebase",
      },
      { en: "Publishing on Google Play", ar: "النشر على متجر Google Play" },
    ],
    outline: { kind: "external", key: "it-android" },
  },
  {
    id: "cross-platform",
    icon: "layers",
    title: {
      en: "Cross-Platform Mobile App Developer",
      ar: "مطور تطبيقات الهاتف المحمول متعددة المنصات",
    },
    description: {
      en: "Ship one codebase to both Android and iOS with Flutter and Dart: responsive layouts, state management, REST APIs and Firebase, device features and app store publishing.",
      ar: "تعلم بناء تطبيق واحد بكود واحد يعمل على Android وiOS باستخدام Flutter ولغة Dart: واجهات متجاوبة، وإدارة الحالة، والربط بواجهات REST API وFirebase، والاستفادة من خصائص الجهاز، ثم النشر على متاجر التطبيقات.",
    },
    skills: [
      {
        en: "Flutter & Dart",
        ar: "تطوير التطبيقات باستخدام Flutter ولغة Dart",
      },
      {
        en: "Responsive UI with Widgets",
        ar: "بناء واجهات متجاوبة باستخدام Widgets",
      },
      {
        en: "State Management (Riverpod, Bloc)",
        ar: "إدارة الحالة (Riverpod وBloc)",
      },
      {
        en: "Firebase & REST API Integration",
        ar: "الربط مع Firebase وواجهات REST API",
      },
      {
        en: "Publishing to Google Play & the App Store",
        ar: "النشر على Google Play وApp Store",
      },
    ],
    outline: { kind: "external", key: "it-cross-platform" },
  },
  {
    id: "digital-marketing",
    icon: "megaphone",
    title: { en: "Digital Marketing Specialist", ar: "أخصائي التسويق الرقمي" },
    description: {
      en: "Plan and run data-driven campaigns across search, social media and e-mail: SEO, Google Ads, Meta ads, content marketing and performance tracking with Google Analytics 4.",
      ar: "تعلم تخطيط حملات تسويقية قائمة على البيانات وتنفيذها عبر محركات البحث ومنصات التواصل الاجتماعي والبريد الإلكتروني: تحسين محركات البحث (SEO)، وإعلانات Google Ads وMeta، وتسويق المحتوى، وقياس الأداء باستخدام Google Analytics 4.",
    },
    skills: [
      {
        en: "Search Engine Optimization (SEO)",
        ar: "تحسين محركات البحث (SEO)",
      },
      {
        en: "Google Ads & Paid Search",
        ar: "إعلانات Google Ads والبحث المدفوع",
      },
      {
        en: "Social Media Advertising (Meta)",
        ar: "الإعلان على منصات التواصل الاجتماعي (Meta)",
      },
      {
        en: "Content & E-mail Marketing",
        ar: "تسويق المحتوى والتسويق عبر البريد الإلكتروني",
      },
      {
        en: "Google Analytics 4 & Reporting",
        ar: "التحليلات وإعداد التقارير باستخدام Google Analytics 4",
      },
    ],
  },
  {
    id: "ui-ux",
    icon: "pen-tool",
    title: {
      en: "UI / UX Web Designer",
      ar: "مصمم واجهات وتجربة المستخدم للويب (UI / UX)",
    },
    description: {
      en: "Design websites and apps that are easy and pleasant to use: user research, wireframes, interactive prototypes and design systems in Figma, tested with real users and handed off to developers.",
      ar: "تعلم تصميم مواقع وتطبيقات سهلة وممتعة في الاستخدام: أبحاث المستخدمين، والمخططات الهيكلية (Wireframes)، والنماذج الأولية التفاعلية وأنظمة التصميم في Figma، مع اختبارها على مستخدمين حقيقيين وتسليمها للمطورين.",
    },
    skills: [
      { en: "Prototyping in Figma", ar: "النماذج الأولية التفاعلية في Figma" },
      {
        en: "User Research & Personas",
        ar: "أبحاث المستخدمين وبناء الشخصيات (Personas)",
      },
      {
        en: "Wireframing & Information Architecture",
        ar: "المخططات الهيكلية وهندسة المعلومات",
      },
      {
        en: "Design Systems & Visual Design",
        ar: "أنظمة التصميم والتصميم المرئي",
      },
      {
        en: "Usability Testing & Accessibility",
        ar: "اختبار قابلية الاستخدام وإمكانية الوصول",
      },
    ],
  },
  {
    id: "pen-tester",
    icon: "shield",
    title: {
      en: "Vulnerability Analyst & Penetration Tester",
      ar: "محلل الثغرات الأمنية ومختبر الاختراق",
    },
    description: {
      en: "Find and fix security weaknesses before attackers do: reconnaissance, vulnerability scanning and ethical exploitation of networks and web applications with Kali Linux, Nmap, Burp Suite and Metasploit, followed by clear professional reports.",
      ar: "تعلم اكتشاف الثغرات الأمنية ومعالجتها قبل أن يستغلها المهاجمون: جمع المعلومات، وفحص الثغرات، والاختراق الأخلاقي للشبكات وتطبيقات الويب باستخدام Kali Linux وNmap وBurp Suite وMetasploit، ثم كتابة تقارير احترافية واضحة.",
    },
    skills: [
      {
        en: "Vulnerability Assessment (Nessus, OpenVAS)",
        ar: "تقييم الثغرات الأمنية (Nessus وOpenVAS)",
      },
      { en: "Network Penetration Testing", ar: "اختبار اختراق الشبكات" },
      {
        en: "Web Application Security (OWASP Top 10)",
        ar: "أمن تطبيقات الويب (OWASP Top 10)",
      },
      {
        en: "Kali Linux & Security Tools",
        ar: "نظام Kali Linux وأدوات الاختبار الأمني",
      },
      { en: "Reporting & Remediation", ar: "كتابة التقارير وخطط المعالجة" },
    ],
  },
];

export const endUserCourses: EndUserCourse[] = [
  {
    id: "office-365",
    icon: "file-text",
    title: {
      en: "Microsoft Office 365 Specialist",
      ar: "أخصائي Microsoft Office 365",
    },
    description: {
      en: "Work faster in Word, Excel, PowerPoint, Outlook and Teams, and collaborate in the cloud with OneDrive and SharePoint, with preparation for the Microsoft Office Specialist (MOS) exams.",
      ar: "أنجز عملك اليومي بسرعة أكبر في Word وExcel وPowerPoint وOutlook وTeams، وتعاون مع فريقك عبر السحابة باستخدام OneDrive وSharePoint، مع التأهيل لاختبارات Microsoft Office Specialist (MOS).",
    },
    skills: [
      {
        en: "Excel Formulas, Tables & Charts",
        ar: "معادلات Excel والجداول والمخططات",
      },
      {
        en: "Professional Documents & Presentations",
        ar: "مستندات وعروض تقديمية احترافية في Word وPowerPoint",
      },
      {
        en: "Outlook, Teams & OneDrive Collaboration",
        ar: "التعاون عبر Outlook وTeams وOneDrive",
      },
    ],
  },
  {
    id: "meta-marketing",
    icon: "target",
    title: {
      en: "Meta Certified Digital Marketing Associate",
      ar: "شهادة Meta المعتمدة في التسويق الرقمي (Digital Marketing Associate)",
    },
    description: {
      en: "Plan, launch and optimize ad campaigns on Facebook, Instagram and Messenger with Meta Ads Manager, and prepare for the Meta Certified Digital Marketing Associate exam.",
      ar: "تعلم تخطيط الحملات الإعلانية وإطلاقها وتحسينها على Facebook وInstagram وMessenger باستخدام Meta Ads Manager، واستعد لاختبار شهادة Meta Certified Digital Marketing Associate.",
    },
    skills: [
      {
        en: "Campaign Setup in Meta Ads Manager",
        ar: "إعداد الحملات في Meta Ads Manager",
      },
      {
        en: "Audience Targeting & Ad Formats",
        ar: "استهداف الجمهور واختيار أشكال الإعلانات",
      },
      {
        en: "Measuring Results & Optimization",
        ar: "قياس النتائج وتحسين أداء الحملات",
      },
    ],
  },
  {
    id: "photoshop",
    icon: "palette",
    title: { en: "Adobe Photoshop", ar: "التصميم باستخدام Adobe Photoshop" },
    description: {
      en: "Edit, retouch and combine images professionally with layers, masks and adjustment layers, and speed up your work with Photoshop's generative AI tools such as Generative Fill.",
      ar: "تعلم تعديل الصور وتنقيحها ودمجها باحترافية باستخدام الطبقات والأقنعة وطبقات الضبط، واختصر وقت عملك باستخدام أدوات الذكاء الاصطناعي التوليدي في Photoshop مثل Generative Fill.",
    },
    skills: [
      {
        en: "Layers, Masks & Selections",
        ar: "الطبقات والأقنعة وأدوات التحديد",
      },
      {
        en: "Photo Retouching & Color Correction",
        ar: "تنقيح الصور وتصحيح الألوان",
      },
      {
        en: "Generative Fill & Creative Compositing",
        ar: "التعبئة التوليدية (Generative Fill) ودمج الصور بشكل إبداعي",
      },
    ],
  },
  {
    id: "adobe-express",
    icon: "layout",
    title: { en: "Adobe Express", ar: "التصميم السريع باستخدام Adobe Express" },
    description: {
      en: "Create social media posts, flyers, short videos and presentations in minutes with Adobe Express templates, brand kits and Firefly generative AI, with no design background needed.",
      ar: "صمم منشورات التواصل الاجتماعي والمطبوعات الدعائية والفيديوهات القصيرة والعروض التقديمية في دقائق باستخدام قوالب Adobe Express ومجموعات العلامة التجارية والذكاء الاصطناعي التوليدي من Firefly، دون الحاجة إلى خبرة سابقة في التصميم.",
    },
    skills: [
      { en: "Templates & Quick Actions", ar: "القوالب والإجراءات السريعة" },
      {
        en: "Brand Kits & Consistent Visual Identity",
        ar: "مجموعات العلامة التجارية (Brand Kits) والهوية البصرية الموحدة",
      },
      {
        en: "Short Videos & AI Generation with Firefly",
        ar: "الفيديوهات القصيرة والتوليد بالذكاء الاصطناعي عبر Firefly",
      },
    ],
  },
];
