import type { SpecPageSeed } from "./types";

/** /corporate (the page `corporate`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const corporatePage: SpecPageSeed = {
  slug: "corporate",
  title: { en: "Corporate training", ar: "تدريب الشركات" },
  hero: {
    type: "basic",
    badge: { en: "For organisations", ar: "للمؤسسات" },
    title: { en: "Corporate Training", ar: "تدريب الشركات" },
    description: {
      en: "Since 1996 we have designed and delivered training for companies and institutions across IT, English and business. Every programme is built around your goals, your team's current level and your working schedule, so your people learn skills they can apply straight away.",
      ar: "منذ عام 1996 نصمم وننفذ برامج تدريبية للشركات والمؤسسات في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال. ونبني كل برنامج وفق أهدافكم ومستوى فريقكم الحالي ومواعيد العمل لديكم، ليكتسب موظفوكم مهارات يطبّقونها على الفور.",
    },
    primary: {
      label: { en: "Request a proposal", ar: "اطلب عرض سعر" },
      type: "custom",
      href: "/contact?interest=corporate",
    },
  },
  layout: [
    {
      blockType: "cards",
      anchor: "areas",
      title: { en: "Training areas", ar: "مجالات التدريب" },
      source: "areas",
      look: "simple",
      columns: "3",
      figuresPlacement: "below",
    },
    {
      blockType: "cards",
      title: { en: "Training formats", ar: "أنماط التدريب" },
      cards: [
        {
          icon: "building",
          title: { en: "At your premises", ar: "في مقر شركتكم" },
          description: {
            en: "Our instructors come to your offices or site, so your team trains in familiar surroundings with no travel time.",
            ar: "يأتي مدربونا إلى مقر عملكم، فيتدرب فريقكم في بيئة مألوفة دون إضاعة وقت في التنقل.",
          },
        },
        {
          icon: "landmark",
          title: { en: "At our Alexandria centre", ar: "في مركزنا بالإسكندرية" },
          description: {
            en: "Train in our equipped classrooms and computer labs in Roushdy, away from the interruptions of the working day.",
            ar: "تدريب في قاعاتنا ومعامل الحاسب المجهزة في رشدي، بعيدًا عن مشاغل العمل اليومية.",
          },
        },
        {
          icon: "monitor",
          title: { en: "Live online", ar: "مباشر عبر الإنترنت" },
          description: {
            en: "Interactive live sessions with an instructor, ideal for teams spread across branches or cities.",
            ar: "جلسات تفاعلية مباشرة مع المدرب، مثالية للفرق الموزعة على عدة فروع أو مدن.",
          },
        },
        {
          icon: "layers",
          title: { en: "Blended", ar: "تدريب مدمج" },
          description: {
            en: "A mix of classroom and live online sessions that fits around shifts and busy periods.",
            ar: "مزيج من الجلسات الحضورية والجلسات المباشرة عبر الإنترنت يتناسب مع نظام الورديات وأوقات ضغط العمل.",
          },
        },
      ],
      source: "cards",
      look: "simple",
      columns: "4",
      figuresPlacement: "below",
    },
    {
      blockType: "steps",
      anchor: "process",
      title: { en: "How we work with you", ar: "كيف نعمل معكم" },
      look: "numbered",
      steps: [
        {
          title: { en: "Needs analysis", ar: "تحليل الاحتياجات التدريبية" },
          description: {
            en: "We meet your managers, clarify your goals and assess your employees' current level, with placement tests where relevant.",
            ar: "نلتقي بمديريكم لتحديد أهدافكم، ونقيّم المستوى الحالي لموظفيكم باستخدام اختبارات تحديد المستوى عند الحاجة.",
          },
        },
        {
          title: { en: "Tailored programme", ar: "برنامج مصمم خصيصًا" },
          description: {
            en: "We design the content, length, format and schedule around what your team needs to achieve.",
            ar: "نصمم المحتوى والمدة وأسلوب التنفيذ والمواعيد بما يحقق ما يحتاج إليه فريقكم.",
          },
        },
        {
          title: { en: "Delivery", ar: "التنفيذ" },
          description: {
            en: "Experienced instructors run practical sessions, with exercises drawn from your team's real work.",
            ar: "يقدّم مدربون ذوو خبرة جلسات عملية تتضمن تمارين مستمدة من واقع عمل فريقكم.",
          },
        },
        {
          title: { en: "Assessment and reporting", ar: "التقييم والتقارير" },
          description: {
            en: "We assess each participant's progress and report to HR on attendance, results and recommended next steps.",
            ar: "نقيّم تقدّم كل مشارك، ونرفع إلى إدارة الموارد البشرية تقارير عن الحضور والنتائج والخطوات المقترحة بعد ذلك.",
          },
        },
      ],
      aside: "checklist",
      asideTitle: { en: "What your organisation gets", ar: "ما تحصل عليه مؤسستكم" },
      asideItems: [
        {
          text: {
            en: "Placement tests to group employees by level",
            ar: "اختبارات تحديد المستوى لتوزيع الموظفين على مجموعات حسب مستواهم",
          },
        },
        {
          text: {
            en: "Attendance and progress reports for your HR team",
            ar: "تقارير بالحضور ومستوى التقدّم لإدارة الموارد البشرية",
          },
        },
        {
          text: {
            en: "Certificates for participants who complete the programme",
            ar: "شهادات للمشاركين الذين يُتمّون البرنامج",
          },
        },
        {
          text: {
            en: "Flexible schedules that fit your working hours and shifts",
            ar: "مواعيد مرنة تناسب ساعات العمل ونظام الورديات لديكم",
          },
        },
        {
          text: {
            en: "Guaranteed training: free repeat attendance for up to 6 months, under the agreed terms",
            ar: "تدريب مضمون: إعادة الحضور مجانًا خلال 6 أشهر وفق الشروط المتفق عليها",
          },
        },
        {
          text: {
            en: "IT, English and business training from one experienced provider",
            ar: "تدريب في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال لدى جهة واحدة ذات خبرة",
          },
        },
      ],
    },
    {
      blockType: "logos",
      anchor: "industries",
      title: { en: "Industries we serve", ar: "القطاعات التي نخدمها" },
      motion: "still",
      parts: [
        { show: "industries" },
        { show: "clients", title: { en: "Some of the organisations we train", ar: "بعض المؤسسات التي ندرّب فرقها" } },
        {
          show: "partners",
          title: { en: "Certifications we prepare teams for", ar: "شهادات دولية نؤهّل فرق العمل لاجتيازها" },
        },
      ],
    },
    {
      blockType: "leadForm",
      form: "corporate",
      title: { en: "Request training for your team", ar: "اطلبوا تدريبًا لفريقكم" },
      description: {
        en: "Tell us about your team and what they need. We reply within one working day with a proposal: the programme, the schedule and the price.",
        ar: "أخبرونا عن فريقكم واحتياجاته، وسنرد عليكم خلال يوم عمل واحد بعرض سعر يتضمن البرنامج التدريبي والمواعيد والتكلفة.",
      },
    },
    {
      blockType: "cta",
      title: { en: "Let's plan your team's training", ar: "لنخطط معًا لتدريب فريقكم" },
      description: {
        en: "Tell us about your team and goals, and we will propose a programme within one working day.",
        ar: "أخبرونا عن فريقكم وأهدافه، وسنقترح عليكم برنامجًا خلال يوم عمل واحد.",
      },
      primary: { label: { en: "Request a proposal", ar: "اطلب عرض سعر" }, href: "/contact?interest=corporate" },
      secondary: { label: { en: "Build a course plan", ar: "صمّم خطتك التدريبية" }, href: "/start-learning" },
    },
  ],
  meta: {
    title: { en: "Corporate Training", ar: "تدريب الشركات" },
    description: {
      en: "Tailored IT, English and business training for companies and institutions, at your premises, at our Alexandria centre or online.",
      ar: "تدريب مصمم خصيصًا للشركات والمؤسسات في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة، في مقركم أو في مركزنا بالإسكندرية أو عبر الإنترنت.",
    },
  },
};
