import type { Path } from "@/content/schema";

// IT learning paths for the AI track. Re-exported in order from ./paths-it.ts.

export const generativeAiPath: Path = {
  slug: "generative-ai",
  area: "it",
  badge: { en: "AI Career Path", ar: "مسار مهني في الذكاء الاصطناعي" },
  title: {
    en: "Generative AI Learning Path",
    ar: "المسار التعليمي للذكاء الاصطناعي التوليدي",
  },
  subtitle: {
    en: "Learn to build useful, safe applications on large language models, from prompt engineering to RAG and AI agents.",
    ar: "تعلم بناء تطبيقات مفيدة وآمنة تعتمد على النماذج اللغوية الكبيرة، من هندسة الأوامر إلى تقنية RAG ووكلاء الذكاء الاصطناعي.",
  },
  outline: { kind: "external", key: "it-generative-ai" },
  stages: [
    {
      title: {
        en: "Generative AI & LLM Fundamentals",
        ar: "أساسيات الذكاء الاصطناعي التوليدي والنماذج اللغوية الكبيرة",
      },
      hours: 16,
      icon: "brain",
      points: [
        {
          en: "Understand how large language models work: tokens, context windows and embeddings",
          ar: "فهم طريقة عمل النماذج اللغوية الكبيرة: الرموز (Tokens) ونوافذ السياق والتضمينات (Embeddings)",
        },
        {
          en: "Compare leading models and choose the right one for cost, speed and quality",
          ar: "المقارنة بين النماذج الرائدة واختيار الأنسب من حيث التكلفة والسرعة والجودة",
        },
        {
          en: "Recognize the limits: hallucinations, bias and data-privacy risks",
          ar: "التعرف على حدود هذه النماذج مثل الهلوسة والتحيز ومخاطر خصوصية البيانات",
        },
      ],
    },
    {
      title: {
        en: "Prompt Engineering",
        ar: "هندسة الأوامر (Prompt Engineering)",
      },
      hours: 20,
      icon: "message-circle",
      points: [
        {
          en: "Write clear instructions with roles, examples and output constraints",
          ar: "كتابة تعليمات واضحة تتضمن الأدوار والأمثلة وقيود المخرجات",
        },
        {
          en: "Get structured JSON output and break complex tasks into prompt chains",
          ar: "الحصول على مخرجات منظمة بصيغة JSON وتقسيم المهام المعقدة إلى سلسلة من الأوامر",
        },
        {
          en: "Test and compare prompt versions against a set of evaluation examples",
          ar: "اختبار الصيغ المختلفة للأوامر ومقارنتها باستخدام مجموعة من أمثلة التقييم",
        },
      ],
    },
    {
      title: {
        en: "Building LLM Apps with Python",
        ar: "بناء تطبيقات النماذج اللغوية باستخدام Python",
      },
      hours: 24,
      icon: "code",
      points: [
        {
          en: "Call Azure OpenAI and other model APIs from Python, with streamed responses",
          ar: "استدعاء Azure OpenAI وواجهات النماذج الأخرى من Python مع عرض الردود بشكل متدفق (Streaming)",
        },
        {
          en: "Manage conversation history, token budgets and errors",
          ar: "إدارة سجل المحادثة وحدود استهلاك الرموز والتعامل مع الأخطاء",
        },
        {
          en: "Let the model call your own functions and APIs through tool calling",
          ar: "تمكين النموذج من استدعاء دوالك وواجهات API الخاصة بك عبر استدعاء الأدوات (Tool Calling)",
        },
      ],
    },
    {
      title: {
        en: "Retrieval-Augmented Generation (RAG)",
        ar: "التوليد المعزز بالاسترجاع (RAG)",
      },
      hours: 24,
      icon: "database",
      points: [
        {
          en: "Split, embed and index company documents in a vector store such as Azure AI Search",
          ar: "تقسيم مستندات الشركة وتحويلها إلى تضمينات وفهرستها في قاعدة بيانات متجهات مثل Azure AI Search",
        },
        {
          en: "Build a chatbot that answers from your documents and cites its sources",
          ar: "بناء روبوت محادثة يجيب من مستنداتك ويذكر مصادر إجاباته",
        },
        {
          en: "Improve answer quality with hybrid search, re-ranking and evaluation metrics",
          ar: "تحسين جودة الإجابات بالبحث الهجين وإعادة الترتيب (Re-ranking) ومقاييس التقييم",
        },
      ],
    },
    {
      title: {
        en: "AI Agents & Responsible AI",
        ar: "وكلاء الذكاء الاصطناعي والذكاء الاصطناعي المسؤول",
      },
      hours: 20,
      icon: "workflow",
      points: [
        {
          en: "Build agents in Microsoft Foundry that plan multi-step tasks and use tools",
          ar: "بناء وكلاء ذكاء اصطناعي في Microsoft Foundry يخططون للمهام متعددة الخطوات ويستخدمون الأدوات",
        },
        {
          en: "Add guardrails: content filters, prompt-injection defenses and human approval steps",
          ar: "إضافة ضوابط الحماية: فلاتر المحتوى، والحماية من حقن الأوامر (Prompt Injection)، وخطوات الموافقة البشرية",
        },
        {
          en: "Monitor cost, latency and answer quality once the app is live",
          ar: "مراقبة التكلفة وزمن الاستجابة وجودة الإجابات بعد إطلاق التطبيق",
        },
      ],
    },
    {
      title: {
        en: "Capstone & Certification Prep",
        ar: "مشروع التخرج والاستعداد للشهادة",
      },
      hours: 16,
      icon: "rocket",
      points: [
        {
          en: "Build and deploy a generative AI assistant for a real business scenario",
          ar: "بناء مساعد ذكاء اصطناعي توليدي لسيناريو عمل حقيقي ونشره",
        },
        {
          en: "Demo your solution and explain your design choices in a final review",
          ar: "عرض الحل عمليًا وشرح قرارات التصميم في مراجعة ختامية",
        },
        {
          en: "Review the objectives of the current Microsoft Azure AI engineer certification exam",
          ar: "مراجعة أهداف الاختبار الحالي لشهادة Microsoft Azure AI Engineer",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Write reliable prompts that return consistent, structured results",
      ar: "كتابة أوامر موثوقة تعطي نتائج متسقة ومنظمة",
    },
    {
      en: "Build Python applications on top of LLM APIs",
      ar: "بناء تطبيقات Python تعتمد على واجهات النماذج اللغوية الكبيرة",
    },
    {
      en: "Create RAG chatbots that answer accurately from company knowledge",
      ar: "إنشاء روبوتات محادثة بتقنية RAG تجيب بدقة من معارف الشركة",
    },
    {
      en: "Design AI agents with tools, guardrails and monitoring",
      ar: "تصميم وكلاء ذكاء اصطناعي مزودين بالأدوات وضوابط الحماية والمراقبة",
    },
    {
      en: "Prepare for the Microsoft Azure AI engineer certification exam",
      ar: "الاستعداد لاختبار شهادة Microsoft Azure AI Engineer المعتمدة",
    },
  ],
};

export const mlEngineerPath: Path = {
  slug: "ml-engineer",
  area: "it",
  badge: { en: "DP-100 Preparation", ar: "تأهيل لاختبار DP-100" },
  title: {
    en: "Machine Learning Engineer Learning Path",
    ar: "المسار التعليمي لمهندس تعلم الآلة",
  },
  subtitle: {
    en: "Build, deploy and operate machine learning models on Azure the way production teams do.",
    ar: "تعلم بناء نماذج تعلم الآلة ونشرها وتشغيلها على Azure بالطريقة التي تعمل بها فرق الإنتاج الفعلية.",
  },
  outline: { kind: "external", key: "it-ml-engineer" },
  stages: [
    {
      title: {
        en: "Python & Data Foundations for ML",
        ar: "أساسيات Python والبيانات لتعلم الآلة",
      },
      hours: 20,
      icon: "code",
      points: [
        {
          en: "Prepare data with Python, NumPy and pandas in Jupyter notebooks",
          ar: "تجهيز البيانات باستخدام Python وNumPy وpandas في Jupyter Notebook",
        },
        {
          en: "Explore datasets and spot missing values, outliers and data leakage",
          ar: "استكشاف مجموعات البيانات واكتشاف القيم المفقودة والقيم الشاذة وتسرب البيانات",
        },
        {
          en: "Refresh the statistics and linear algebra behind common algorithms",
          ar: "مراجعة أساسيات الإحصاء والجبر الخطي التي تقوم عليها الخوارزميات الشائعة",
        },
      ],
    },
    {
      title: {
        en: "Machine Learning with scikit-learn",
        ar: "تعلم الآلة باستخدام scikit-learn",
      },
      hours: 28,
      icon: "brain",
      points: [
        {
          en: "Train regression, classification and clustering models",
          ar: "تدريب نماذج الانحدار والتصنيف والتجميع (Clustering)",
        },
        {
          en: "Engineer features and build reproducible scikit-learn pipelines",
          ar: "هندسة الخصائص (Features) وبناء خطوط معالجة قابلة لإعادة الإنتاج في scikit-learn",
        },
        {
          en: "Evaluate models with cross-validation and the right metrics, then tune hyperparameters",
          ar: "تقييم النماذج بالتحقق المتقاطع والمقاييس المناسبة، ثم ضبط المعلمات الفائقة (Hyperparameters)",
        },
      ],
    },
    {
      title: {
        en: "Azure Machine Learning Workspace",
        ar: "مساحة عمل Azure Machine Learning",
      },
      hours: 24,
      icon: "cloud",
      points: [
        {
          en: "Set up an Azure Machine Learning workspace with datastores, data assets and compute",
          ar: "إعداد مساحة عمل Azure Machine Learning بمخازن البيانات وأصول البيانات وموارد الحوسبة",
        },
        {
          en: "Track experiments, metrics and models with MLflow",
          ar: "تتبع التجارب والمقاييس والنماذج باستخدام MLflow",
        },
        {
          en: "Find strong baseline models quickly with Automated ML",
          ar: "الوصول سريعًا إلى نماذج مرجعية قوية (Baseline) باستخدام Automated ML",
        },
      ],
    },
    {
      title: {
        en: "Training Pipelines & Deployment",
        ar: "خطوط التدريب ونشر النماذج",
      },
      hours: 28,
      icon: "server",
      points: [
        {
          en: "Run training scripts as jobs on compute clusters, including hyperparameter sweeps",
          ar: "تشغيل سكربتات التدريب كمهام على مجموعات الحوسبة (Compute Clusters)، بما في ذلك البحث عن أفضل المعلمات (Sweep Jobs)",
        },
        {
          en: "Build reusable Azure ML pipelines from components and register the resulting models",
          ar: "بناء خطوط معالجة (Pipelines) قابلة لإعادة الاستخدام في Azure ML من مكونات جاهزة وتسجيل النماذج الناتجة",
        },
        {
          en: "Deploy models to managed online and batch endpoints and test them",
          ar: "نشر النماذج على نقاط وصول مدارة للتنبؤ الفوري والتنبؤ على دفعات، واختبارها",
        },
      ],
    },
    {
      title: {
        en: "MLOps & Language Models",
        ar: "ممارسات MLOps والنماذج اللغوية",
      },
      hours: 16,
      icon: "workflow",
      points: [
        {
          en: "Automate training and deployment with GitHub Actions and the Azure ML CLI",
          ar: "أتمتة التدريب والنشر باستخدام GitHub Actions وأداة Azure ML CLI",
        },
        {
          en: "Monitor deployed models for data drift and apply Responsible AI checks",
          ar: "مراقبة النماذج المنشورة لرصد انحراف البيانات (Data Drift) وتطبيق فحوصات الذكاء الاصطناعي المسؤول",
        },
        {
          en: "Optimize language models for AI apps with prompt engineering, RAG and fine-tuning",
          ar: "تحسين النماذج اللغوية لتطبيقات الذكاء الاصطناعي باستخدام هندسة الأوامر وتقنية RAG والضبط الدقيق (Fine-tuning)",
        },
      ],
    },
    {
      title: {
        en: "Capstone & DP-100 Exam Prep",
        ar: "مشروع التخرج والاستعداد لاختبار DP-100",
      },
      hours: 16,
      icon: "award",
      points: [
        {
          en: "Take a business problem from raw data to a monitored production endpoint",
          ar: "نقل مشكلة عمل حقيقية من البيانات الخام إلى نموذج منشور في بيئة الإنتاج تحت المراقبة",
        },
        {
          en: "Work through DP-100 practice questions and hands-on labs",
          ar: "حل أسئلة تدريبية وتمارين عملية استعدادًا لاختبار DP-100",
        },
        {
          en: "Document your solution architecture for your portfolio",
          ar: "توثيق بنية الحل وإضافته إلى ملف أعمالك",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Build, evaluate and tune machine learning models with scikit-learn",
      ar: "بناء نماذج تعلم الآلة وتقييمها وضبطها باستخدام scikit-learn",
    },
    {
      en: "Run and track experiments at scale in Azure Machine Learning",
      ar: "تشغيل التجارب وتتبعها على نطاق واسع في Azure Machine Learning",
    },
    {
      en: "Deploy models to managed endpoints and automate their life cycle with MLOps",
      ar: "نشر النماذج على نقاط وصول مدارة وأتمتة دورة حياتها بممارسات MLOps",
    },
    {
      en: "Be ready for the Microsoft DP-100 exam (Azure Data Scientist Associate)",
      ar: "الاستعداد لاختبار Microsoft DP-100 للحصول على الشهادة المعتمدة Azure Data Scientist Associate",
    },
  ],
};
