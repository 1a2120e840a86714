import type { SpecPageSeed } from "./types";

/** / (the page `home`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const homePage: SpecPageSeed = {
  slug: "home",
  title: { en: "Home", ar: "الرئيسية" },
  hero: {
    type: "video",
    badge: { en: "Since 1996 in Alexandria", ar: "في الإسكندرية منذ 1996" },
    title: { en: "Master Your Future", ar: "اصنع مستقبلك بإتقان" },
    sloganOne: { en: "Learn, grow, succeed...", ar: "تعلَّم، تطوَّر، انجح…" },
    sloganTwo: { en: "Where Learning Knows No Limits", ar: "فالتعلّم لا حدود له" },
    parentLine: { en: "A member of {group}", ar: "عضو في {group}" },
    description: {
      en: "Hands-on training in Information Technology, English Language and Business & Management, led by expert instructors and built around the jobs and exams that matter to you.",
      ar: "تدريب عملي في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال، يقدّمه مدربون خبراء ويرتبط مباشرةً بالوظائف والامتحانات التي تهمّك.",
    },
    videoTitle: { en: "What our trainees say", ar: "ماذا يقول متدربونا" },
    statsLabel: { en: "Key figures", ar: "أرقام رئيسية" },
    stats: [
      { value: { en: "600k+", ar: "+600 ألف" }, label: { en: "Training Hours", ar: "ساعة تدريبية" } },
      { value: { en: "95%", ar: "95%" }, label: { en: "Success Rate", ar: "نسبة النجاح" } },
      { value: { en: "25+", ar: "+25" }, label: { en: "Years Experience", ar: "عامًا من الخبرة" } },
    ],
    primary: {
      label: { en: "Build your learning path", ar: "صمّم خطتك التدريبية" },
      type: "custom",
      href: "/start-learning",
    },
    secondary: { label: { en: "Explore programs", ar: "استكشف البرامج" }, type: "custom", href: "#services" },
  },
  layout: [
    {
      blockType: "cards",
      anchor: "services",
      badge: { en: "What we teach", ar: "ماذا نُدرّس" },
      title: { en: "Training Programs That Move Careers Forward", ar: "برامج تدريبية تدفع مسيرتك المهنية إلى الأمام" },
      description: {
        en: "Three areas of expertise, one promise: practical skills you can use at work from the first week.",
        ar: "ثلاثة مجالات خبرة ووعد واحد: مهارات عملية تستخدمها في عملك من الأسبوع الأول.",
      },
      source: "areas",
      look: "detailed",
      columns: "3",
      figuresLabel: { en: "Our training in numbers", ar: "تدريبنا بالأرقام" },
      figures: [
        { value: { en: "500+", ar: "+500" }, label: { en: "Expert Instructors", ar: "مدرب خبير" } },
        { value: { en: "50+", ar: "+50" }, label: { en: "Certification Programs", ar: "برنامجًا للشهادات المعتمدة" } },
        { value: { en: "24/7", ar: "24/7" }, label: { en: "Learning Support", ar: "دعم تعليمي متواصل" } },
        { value: { en: "Global", ar: "من أي مكان" }, label: { en: "Online Access", ar: "تعلّم عبر الإنترنت" } },
      ],
      figuresPlacement: "below",
    },
    {
      blockType: "logos",
      anchor: "clients",
      badge: { en: "Trusted by organisations", ar: "موضع ثقة المؤسسات" },
      title: { en: "Our Clients", ar: "عملاؤنا" },
      description: {
        en: "Companies and institutions across Egypt train their teams with us.",
        ar: "شركات ومؤسسات في أنحاء مصر تُدرّب فرق عملها معنا.",
      },
      motion: "moving",
      parts: [
        { show: "clients" },
        { show: "industries", title: { en: "Industries We Serve", ar: "القطاعات التي نخدمها" } },
        {
          show: "partners",
          title: { en: "Training Partners", ar: "شركاء التدريب" },
          description: {
            en: "Vendors and certification bodies whose programmes and exams we prepare you for.",
            ar: "جهات تقنية وهيئات اعتماد نُعدّك لبرامجها وامتحاناتها.",
          },
        },
      ],
    },
    {
      blockType: "testimonials",
      badge: { en: "Testimonials", ar: "من قاعات التدريب" },
      title: { en: "Hear From Our Instructors", ar: "استمع إلى مدربينا" },
      description: {
        en: "Short videos from the instructors who lead our technical, English and business courses.",
        ar: "فيديوهات قصيرة من المدربين الذين يقدّمون دوراتنا التقنية ودورات اللغة الإنجليزية والإدارة.",
      },
    },
    {
      blockType: "cards",
      anchor: "success",
      badge: { en: "Why learners succeed with us", ar: "لماذا ينجح متدربونا" },
      title: { en: "Five Reasons Our Trainees Succeed", ar: "خمسة أسباب لنجاح متدربينا" },
      source: "cards",
      cards: [
        {
          icon: "users",
          title: { en: "Expert Instructors", ar: "مدربون خبراء" },
          description: {
            en: "Certified practitioners who teach from real projects, not slides alone.",
            ar: "مدربون معتمدون يُدرّسون من واقع مشروعات حقيقية، لا من الشرائح وحدها.",
          },
        },
        {
          icon: "calendar",
          title: { en: "Flexible Scheduling", ar: "مواعيد مرنة" },
          description: {
            en: "Morning, evening and weekend groups that fit around work and study.",
            ar: "مجموعات صباحية ومسائية وفي عطلة نهاية الأسبوع تناسب عملك ودراستك.",
          },
        },
        {
          icon: "award",
          title: { en: "Recognized Certificates", ar: "شهادات معتمدة" },
          description: {
            en: "Certificates valued by employers, and preparation for international exams.",
            ar: "شهادات يقدّرها أصحاب العمل، وتحضير للامتحانات الدولية.",
          },
        },
        {
          icon: "book-open",
          title: { en: "Comprehensive Materials", ar: "مواد تعليمية شاملة" },
          description: {
            en: "Course books, labs and practice files that stay with you after the course.",
            ar: "كتب الدورة وتمارين المعامل وملفات التدريب تبقى معك بعد انتهاء الدورة.",
          },
        },
        {
          icon: "check-circle",
          title: { en: "Guaranteed Training", ar: "تدريب مضمون" },
          description: {
            en: "Repeat your course free of charge for up to 6 months if you need more practice.",
            ar: "يمكنك حضور دورتك مرة أخرى مجانًا خلال 6 أشهر إذا احتجت إلى مزيد من التدريب.",
          },
        },
      ],
      look: "centred",
      columns: "5",
      figuresPlacement: "below",
    },
    {
      blockType: "cta",
      title: { en: "Ready to take the next step?", ar: "مستعد للخطوة التالية؟" },
      description: {
        en: "Tell us what you want to learn and our team will help you choose the right course and schedule within 24 hours.",
        ar: "أخبرنا بما تريد تعلّمه، وسيساعدك فريقنا على اختيار الدورة والموعد المناسبين خلال 24 ساعة.",
      },
      primary: { label: { en: "Contact Us", ar: "تواصل معنا" }, href: "/contact" },
    },
  ],
  meta: {
    title: {
      en: "{brand}: IT, English and Business Training in Alexandria",
      ar: "{brand}: تدريب تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال في الإسكندرية",
    },
    description: {
      en: "Practical IT, English language and business training in Alexandria since 1996: 20 learning paths, recognized certificates, expert instructors and flexible schedules.",
      ar: "تدريب عملي في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال بالإسكندرية منذ 1996: 20 مسارًا تعليميًا، وشهادات معتمدة، ومدربون خبراء، ومواعيد مرنة.",
    },
  },
};
