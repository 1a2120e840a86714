import type { Path } from "@/content/schema";

// IT learning paths for the software and operations track. Re-exported in order from ./paths-it.ts.

export const reactFrontendPath: Path = {
  slug: "react-frontend",
  area: "it",
  badge: { en: "Career Path", ar: "مسار مهني" },
  title: {
    en: "React Front End Learning Path",
    ar: "المسار التعليمي لمطور واجهات React",
  },
  subtitle: {
    en: "Go from your first HTML page to deployed React applications built with modern JavaScript and TypeScript.",
    ar: "انتقل من أول صفحة HTML إلى تطبيقات React منشورة على الويب ومبنية باستخدام JavaScript الحديثة وTypeScript.",
  },
  outline: { kind: "local", href: "/outlines/react-frontend.pdf" },
  stages: [
    {
      title: {
        en: "HTML, CSS & Responsive Design",
        ar: "التصميم المتجاوب باستخدام HTML وCSS",
      },
      hours: 20,
      icon: "layout",
      points: [
        {
          en: "Structure pages with semantic, accessible HTML",
          ar: "بناء الصفحات بلغة HTML دلالية تراعي إمكانية الوصول",
        },
        {
          en: "Lay out pages with Flexbox and CSS Grid",
          ar: "تنسيق الصفحات باستخدام Flexbox وCSS Grid",
        },
        {
          en: "Make every page responsive, from mobile to desktop",
          ar: "جعل كل صفحة متجاوبة مع جميع الشاشات، من الهاتف إلى الحاسوب المكتبي",
        },
      ],
    },
    {
      title: { en: "Modern JavaScript", ar: "لغة JavaScript الحديثة" },
      hours: 28,
      icon: "code",
      points: [
        {
          en: "Master ES6+ syntax: let and const, arrow functions, destructuring and modules",
          ar: "إتقان صياغة ES6+: let وconst والدوال السهمية والتفكيك (Destructuring) والوحدات (Modules)",
        },
        {
          en: "Manipulate the DOM and respond to user events",
          ar: "التعامل مع DOM والاستجابة لأحداث المستخدم",
        },
        {
          en: "Fetch data from APIs with promises and async/await",
          ar: "جلب البيانات من واجهات API باستخدام Promises وasync/await",
        },
      ],
    },
    {
      title: {
        en: "TypeScript & Developer Tooling",
        ar: "لغة TypeScript وأدوات التطوير",
      },
      hours: 16,
      icon: "settings",
      points: [
        {
          en: "Add types, interfaces and generics with TypeScript",
          ar: "إضافة الأنواع والواجهات (Interfaces) والأنواع العامة (Generics) باستخدام TypeScript",
        },
        {
          en: "Set up projects with npm and Vite",
          ar: "إعداد المشاريع باستخدام npm وVite",
        },
        {
          en: "Collaborate with Git and GitHub: branches, commits and pull requests",
          ar: "العمل الجماعي باستخدام Git وGitHub: الفروع والإيداعات (Commits) وطلبات الدمج (Pull Requests)",
        },
      ],
    },
    {
      title: { en: "React Fundamentals", ar: "أساسيات React" },
      hours: 20,
      icon: "layers",
      points: [
        {
          en: "Build reusable components with JSX, props and state",
          ar: "بناء مكونات قابلة لإعادة الاستخدام باستخدام JSX والخصائص (Props) والحالة (State)",
        },
        {
          en: "Use hooks such as useState and useEffect, and write your own custom hooks",
          ar: "استخدام الخطافات (Hooks) مثل useState وuseEffect وكتابة خطافات مخصصة",
        },
        {
          en: "Render lists and build controlled forms with validation",
          ar: "عرض القوائم وبناء نماذج إدخال متحكم بها مع التحقق من صحة البيانات",
        },
      ],
    },
    {
      title: {
        en: "Advanced React & Data",
        ar: "مهارات React المتقدمة وإدارة البيانات",
      },
      hours: 20,
      icon: "zap",
      points: [
        {
          en: "Add client-side routing with React Router",
          ar: "إضافة التنقل بين الصفحات باستخدام React Router",
        },
        {
          en: "Manage server data with TanStack Query and shared state with Context or Redux Toolkit",
          ar: "إدارة بيانات الخادم باستخدام TanStack Query والحالة المشتركة باستخدام Context أو Redux Toolkit",
        },
        {
          en: "Test components with Vitest and React Testing Library",
          ar: "اختبار المكونات باستخدام Vitest وReact Testing Library",
        },
      ],
    },
    {
      title: { en: "Capstone & Deployment", ar: "مشروع التخرج والنشر" },
      hours: 16,
      icon: "rocket",
      points: [
        {
          en: "Build a complete React application against a real REST API",
          ar: "بناء تطبيق React متكامل يتعامل مع واجهة REST API حقيقية",
        },
        {
          en: "Audit performance and accessibility with Lighthouse, then deploy the app to the web",
          ar: "فحص الأداء وإمكانية الوصول باستخدام Lighthouse، ثم نشر التطبيق على الويب",
        },
        {
          en: "Add the project to your portfolio and practice front-end interview questions",
          ar: "إضافة المشروع إلى ملف أعمالك والتدرب على أسئلة مقابلات العمل لمطوري الواجهات الأمامية",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Build responsive, accessible layouts with HTML and CSS",
      ar: "بناء تصميمات متجاوبة تراعي إمكانية الوصول باستخدام HTML وCSS",
    },
    {
      en: "Write clean, modern JavaScript and TypeScript",
      ar: "كتابة كود JavaScript وTypeScript حديث ونظيف",
    },
    {
      en: "Develop React applications with hooks, routing and API data",
      ar: "تطوير تطبيقات React باستخدام الخطافات والتنقل بين الصفحات وبيانات واجهات API",
    },
    {
      en: "Test, optimize and deploy a production-ready front end",
      ar: "اختبار الواجهة الأمامية وتحسينها ونشرها جاهزة للاستخدام الفعلي",
    },
    {
      en: "Show employers a deployed capstone project",
      ar: "عرض مشروع تخرج منشور على الويب أمام أصحاب العمل",
    },
  ],
};

export const devopsPath: Path = {
  slug: "devops",
  area: "it",
  badge: { en: "Career Path", ar: "مسار مهني" },
  title: {
    en: "DevOps Engineer Learning Path",
    ar: "المسار التعليمي لمهندس DevOps",
  },
  subtitle: {
    en: "Learn to automate the journey from code to production with CI/CD, containers, Kubernetes and infrastructure as code.",
    ar: "تعلم أتمتة رحلة الكود من التطوير إلى بيئة الإنتاج باستخدام CI/CD والحاويات وKubernetes والبنية التحتية ككود.",
  },
  outline: { kind: "external", key: "it-devops" },
  stages: [
    {
      title: {
        en: "Linux, Networking & Scripting",
        ar: "نظام Linux والشبكات وكتابة السكربتات",
      },
      hours: 16,
      icon: "server",
      points: [
        {
          en: "Work confidently on the Linux command line: files, permissions, processes and services",
          ar: "العمل بثقة على سطر أوامر Linux: الملفات والصلاحيات والعمليات والخدمات",
        },
        {
          en: "Understand the networking behind applications: DNS, HTTP/HTTPS, ports and SSH",
          ar: "فهم أساسيات الشبكات التي تعتمد عليها التطبيقات: DNS وHTTP/HTTPS والمنافذ وSSH",
        },
        {
          en: "Automate routine tasks with Bash scripts",
          ar: "أتمتة المهام المتكررة باستخدام سكربتات Bash",
        },
      ],
    },
    {
      title: { en: "Git & CI/CD Pipelines", ar: "نظام Git وخطوط CI/CD" },
      hours: 20,
      icon: "git-branch",
      points: [
        {
          en: "Apply Git branching strategies and pull-request reviews",
          ar: "تطبيق استراتيجيات التفرع في Git ومراجعة طلبات الدمج (Pull Requests)",
        },
        {
          en: "Build CI pipelines in GitHub Actions and Azure Pipelines that test every commit",
          ar: "بناء خطوط تكامل مستمر (CI) في GitHub Actions وAzure Pipelines تختبر كل تعديل في الكود",
        },
        {
          en: "Package builds and release them automatically to staging and production",
          ar: "تجهيز الإصدارات ونشرها تلقائيًا على بيئتي الاختبار والإنتاج",
        },
      ],
    },
    {
      title: { en: "Containers & Kubernetes", ar: "الحاويات وKubernetes" },
      hours: 24,
      icon: "layers",
      points: [
        {
          en: "Containerize applications with Dockerfiles and Docker Compose",
          ar: "تشغيل التطبيقات داخل حاويات باستخدام Dockerfile وDocker Compose",
        },
        {
          en: "Deploy and scale workloads on Kubernetes with deployments, services and ingress",
          ar: "نشر التطبيقات وتوسيعها على Kubernetes باستخدام Deployments وServices وIngress",
        },
        {
          en: "Package releases with Helm and run managed clusters on AKS or Amazon EKS",
          ar: "تجهيز الإصدارات باستخدام Helm وتشغيل مجموعات Kubernetes المدارة على AKS أو Amazon EKS",
        },
      ],
    },
    {
      title: {
        en: "Cloud & Infrastructure as Code",
        ar: "الحوسبة السحابية والبنية التحتية ككود",
      },
      hours: 20,
      icon: "cloud",
      points: [
        {
          en: "Use core Azure and AWS services for compute, networking and storage",
          ar: "استخدام خدمات Azure وAWS الأساسية للحوسبة والشبكات والتخزين",
        },
        {
          en: "Provision repeatable infrastructure with Terraform",
          ar: "إنشاء بنية تحتية قابلة للتكرار باستخدام Terraform",
        },
        {
          en: "Automate server configuration with Ansible",
          ar: "أتمتة إعداد الخوادم باستخدام Ansible",
        },
      ],
    },
    {
      title: {
        en: "Monitoring & DevSecOps",
        ar: "المراقبة وممارسات DevSecOps",
      },
      hours: 20,
      icon: "shield",
      points: [
        {
          en: "Collect metrics and logs and build dashboards with Prometheus and Grafana",
          ar: "جمع المقاييس والسجلات وبناء لوحات المتابعة باستخدام Prometheus وGrafana",
        },
        {
          en: "Set up alerts and practice incident response",
          ar: "إعداد التنبيهات والتدرب على الاستجابة للحوادث",
        },
        {
          en: "Add secrets management and code and container image scanning to your pipelines",
          ar: "إضافة إدارة البيانات السرية وفحص الكود وصور الحاويات إلى خطوط CI/CD",
        },
      ],
    },
    {
      title: { en: "Capstone Project", ar: "مشروع التخرج" },
      hours: 16,
      icon: "rocket",
      points: [
        {
          en: "Build a complete pipeline that takes an app from commit to Kubernetes in production",
          ar: "بناء خط متكامل ينقل التطبيق من أول تعديل في الكود حتى تشغيله على Kubernetes في بيئة الإنتاج",
        },
        {
          en: "Present your architecture and troubleshoot live issues in a final review",
          ar: "عرض بنية الحل ومعالجة أعطال حية في مراجعة ختامية",
        },
        {
          en: "Map your skills to the Microsoft AZ-400 (DevOps Engineer Expert) exam objectives",
          ar: "ربط مهاراتك بأهداف اختبار Microsoft AZ-400 (DevOps Engineer Expert)",
        },
      ],
    },
  ],
  outcomes: [
    {
      en: "Automate build, test and release with CI/CD pipelines",
      ar: "أتمتة البناء والاختبار والإطلاق عبر خطوط CI/CD",
    },
    {
      en: "Run containerized applications with Docker and Kubernetes",
      ar: "تشغيل التطبيقات داخل حاويات باستخدام Docker وKubernetes",
    },
    {
      en: "Provision cloud infrastructure on Azure and AWS as code",
      ar: "إنشاء البنية التحتية السحابية على Azure وAWS ككود",
    },
    {
      en: "Monitor systems and build security into every pipeline",
      ar: "مراقبة الأنظمة ودمج الأمان في كل خطوة من خطوط النشر",
    },
    {
      en: "Prepare for the Microsoft AZ-400 exam",
      ar: "الاستعداد لاختبار Microsoft AZ-400",
    },
  ],
};
