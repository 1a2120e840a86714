import { richText } from "../rich-text";
import type { SpecPageSeed } from "./types";

/** /about (the page `about`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const aboutPage: SpecPageSeed = {
  slug: "about",
  title: { en: "About us", ar: "من نحن" },
  hero: {
    type: "basic",
    badge: { en: "About Us", ar: "من نحن" },
    title: { en: "Pioneering Technology Training Since 1996", ar: "رواد التدريب التكنولوجي منذ 1996" },
    description: {
      en: "For more than 25 years we have helped people and organisations in Alexandria learn the technology, language and management skills that open doors.",
      ar: "على مدار أكثر من 25 عامًا ساعدنا الأفراد والمؤسسات في الإسكندرية على اكتساب مهارات التكنولوجيا واللغة والإدارة التي تفتح لهم أبواب الفرص.",
    },
  },
  layout: [
    {
      blockType: "richText",
      anchor: "story",
      title: { en: "Our Story", ar: "قصتنا" },
      body: richText([
        {
          en: "We started in 1996 with one computer lab in Alexandria and a simple idea: people learn technology best by doing it, guided by instructors who use it every day.",
          ar: "بدأنا عام 1996 بمعمل حاسب واحد في الإسكندرية وفكرة بسيطة: أفضل طريقة لتعلّم التكنولوجيا هي ممارستها بإشراف مدربين يستخدمونها كل يوم.",
        },
        {
          en: "As a member of an integrated training group, we grew into a full training centre in 2003 and went on to deliver national programmes for professionals, educators and students, adding English language and business management to our technology courses.",
          ar: "وبصفتنا جزءًا من مجموعة تدريب متكاملة، تحوّلنا عام 2003 إلى مركز تدريب شامل، ثم قدّمنا برامج قومية للمهنيين والمعلمين والطلاب، وأضفنا إلى دوراتنا التقنية تدريب اللغة الإنجليزية والإدارة والأعمال.",
        },
        {
          en: "Today individuals and companies from across Egypt train with us, and every course still follows the same rule: practical skills you can use at work from the first week.",
          ar: "واليوم يتدرب معنا أفراد وشركات من أنحاء مصر، وما زالت كل دورة تلتزم بالقاعدة نفسها: مهارات عملية تستخدمها في عملك من الأسبوع الأول.",
        },
      ]),
      figuresLabel: { en: "Our history in numbers", ar: "تاريخنا بالأرقام" },
      figures: [
        { value: { en: "1996", ar: "1996" }, label: { en: "Founded", ar: "سنة التأسيس" } },
        { value: { en: "25+", ar: "+25" }, label: { en: "Years Experience", ar: "عامًا من الخبرة" } },
        { value: { en: "600k+", ar: "+600 ألف" }, label: { en: "Training Hours", ar: "ساعة تدريبية" } },
        { value: { en: "95%", ar: "95%" }, label: { en: "Success Rate", ar: "نسبة النجاح" } },
      ],
      style: "centred",
    },
    {
      blockType: "steps",
      anchor: "milestones",
      title: { en: "Milestones", ar: "محطات بارزة" },
      look: "timeline",
      steps: [
        {
          label: "2003",
          title: { en: "Training centre founded", ar: "التحول إلى مركز تدريب متكامل" },
          description: {
            en: "Our Alexandria training centre opens its doors as a full IT training provider.",
            ar: "افتتاح مركزنا في الإسكندرية كجهة متكاملة لتدريب تكنولوجيا المعلومات.",
          },
        },
        {
          label: "2004",
          title: { en: "National professional-training programme", ar: "البرنامج القومي للتدريب المهني" },
          description: {
            en: "We join a government programme for training professionals and job seekers in IT skills.",
            ar: "انضممنا إلى برنامج حكومي لتدريب المهنيين والباحثين عن عمل على مهارات تكنولوجيا المعلومات.",
          },
        },
        {
          label: "2005",
          title: { en: "150,000 educators and students trained", ar: "تدريب 150,000 معلم وطالب" },
          description: {
            en: "As part of a national education reform programme, we train 150,000 educators and students.",
            ar: "ضمن برنامج قومي لتطوير التعليم، درّبنا 150,000 من المعلمين والطلاب.",
          },
        },
      ],
      aside: "none",
    },
    {
      blockType: "cards",
      anchor: "mission",
      title: { en: "Mission & Strategy", ar: "الرسالة والاستراتيجية" },
      cards: [
        {
          icon: "target",
          title: { en: "Our Mission", ar: "رسالتنا" },
          description: {
            en: "To give every learner practical, certified skills that lead to better work, in a language and at a pace that suits them.",
            ar: "أن نمنح كل متدرب مهارات عملية معتمدة تقوده إلى فرص عمل أفضل، باللغة وبالإيقاع المناسبين له.",
          },
        },
        {
          icon: "compass",
          title: { en: "Our Strategy", ar: "استراتيجيتنا" },
          description: {
            en: "Build programmes around real job roles and international exams, and keep them current with what employers ask for.",
            ar: "نبني برامجنا حول وظائف حقيقية وامتحانات دولية، ونحدّثها باستمرار وفق ما يطلبه سوق العمل.",
          },
        },
        {
          icon: "handshake",
          title: { en: "Our Partnerships", ar: "شراكاتنا" },
          description: {
            en: "Work with companies and certification bodies so that training leads to recognised results.",
            ar: "نعمل مع الشركات وهيئات الاعتماد حتى يؤدي التدريب إلى نتائج معترف بها.",
          },
        },
      ],
      source: "cards",
      look: "simple",
      columns: "3",
      figuresPlacement: "below",
    },
    {
      blockType: "cards",
      anchor: "approach",
      title: { en: "Our Comprehensive Approach", ar: "منهجنا المتكامل" },
      description: {
        en: "Every programme follows the same four principles, from the first placement conversation to the certificate.",
        ar: "يتبع كل برنامج المبادئ الأربعة نفسها، من أول جلسة لتحديد المستوى حتى استلام الشهادة.",
      },
      cards: [
        {
          icon: "search",
          title: { en: "Assess", ar: "التقييم" },
          description: {
            en: "A placement test or consultation finds your level and goals before you enrol.",
            ar: "اختبار تحديد مستوى أو جلسة استشارية تحدد مستواك وأهدافك قبل التسجيل.",
          },
        },
        {
          icon: "layers",
          title: { en: "Plan", ar: "التخطيط" },
          description: {
            en: "We map a learning path of ordered courses with clear hours and outcomes.",
            ar: "نرسم لك مسارًا تعليميًا من دورات متتابعة، لكلٍّ منها عدد ساعات محدد ونتائج واضحة.",
          },
        },
        {
          icon: "presentation",
          title: { en: "Practise", ar: "التطبيق" },
          description: {
            en: "Small groups, hands-on labs and real projects with an instructor beside you.",
            ar: "مجموعات صغيرة ومعامل تطبيقية ومشروعات حقيقية بإشراف مباشر من مدربك.",
          },
        },
        {
          icon: "award",
          title: { en: "Certify", ar: "الشهادة" },
          description: {
            en: "Exam preparation, a recognised certificate and free repeat attendance for up to 6 months.",
            ar: "تحضير للامتحان، وشهادة معتمدة، وإعادة حضور مجانية خلال 6 أشهر.",
          },
        },
      ],
      note: {
        title: { en: "Recognised for training excellence", ar: "تقدير للتميز في التدريب" },
        text: {
          en: "Our programmes are built to international certification standards and have earned the trust of thousands of learners and hundreds of organisations.",
          ar: "صُممت برامجنا وفق معايير الشهادات الدولية، ونالت ثقة آلاف المتدربين ومئات المؤسسات.",
        },
      },
      source: "cards",
      look: "numbered",
      columns: "4",
      figuresPlacement: "below",
    },
    {
      blockType: "richText",
      anchor: "vision",
      title: { en: "Our Vision", ar: "رؤيتنا" },
      body: richText([
        {
          en: "To be the first choice in Egypt for practical training that turns learning into careers, for individuals and organisations alike.",
          ar: "أن نكون الخيار الأول في مصر للتدريب العملي الذي يحوّل التعلّم إلى مسيرة مهنية، للأفراد والمؤسسات على حد سواء.",
        },
      ]),
      style: "statement",
    },
    {
      blockType: "cards",
      anchor: "values",
      title: { en: "Our Core Values", ar: "قيمنا الأساسية" },
      cards: [
        {
          icon: "rocket",
          title: { en: "Empowerment", ar: "التمكين" },
          description: {
            en: "We give learners the skills and confidence to shape their own careers.",
            ar: "نمنح المتدربين المهارات والثقة ليصنعوا مسيرتهم المهنية بأنفسهم.",
          },
        },
        {
          icon: "lightbulb",
          title: { en: "Innovation", ar: "الابتكار" },
          description: {
            en: "We update our courses and methods as technology and work change.",
            ar: "نطوّر دوراتنا وأساليبنا مع كل تغير في التكنولوجيا وسوق العمل.",
          },
        },
        {
          icon: "workflow",
          title: { en: "Adaptability", ar: "المرونة" },
          description: {
            en: "Schedules, formats and paths that fit each learner and company.",
            ar: "مواعيد وأنماط ومسارات تناسب كل متدرب وكل شركة.",
          },
        },
        {
          icon: "star",
          title: { en: "Excellence", ar: "التميز" },
          description: {
            en: "High standards in every session, lab and exam preparation.",
            ar: "معايير عالية في كل محاضرة ومعمل وتحضير للامتحان.",
          },
        },
        {
          icon: "heart",
          title: { en: "Customer-Centric", ar: "التركيز على المتدرب" },
          description: {
            en: "Every decision starts with what our learners and clients need.",
            ar: "ننطلق في كل قرار نتخذه مما يحتاج إليه متدربونا وعملاؤنا.",
          },
        },
        {
          icon: "users",
          title: { en: "Collaboration", ar: "التعاون" },
          description: {
            en: "We work with learners, employers and partners as one team.",
            ar: "نعمل مع المتدربين وأصحاب العمل والشركاء كفريق واحد.",
          },
        },
        {
          icon: "zap",
          title: { en: "Passion", ar: "الشغف" },
          description: {
            en: "Our instructors love their subjects, and it shows in class.",
            ar: "مدربونا يحبون ما يُدرّسونه، ويظهر ذلك في كل محاضرة.",
          },
        },
        {
          icon: "shield",
          title: { en: "Integrity", ar: "النزاهة" },
          description: {
            en: "Honest advice, clear information and promises we keep.",
            ar: "نصيحة صادقة ومعلومات واضحة ووعود نلتزم بها.",
          },
        },
        {
          icon: "trending-up",
          title: { en: "Impact", ar: "الأثر" },
          description: {
            en: "We measure success by the careers and teams we help grow.",
            ar: "نقيس نجاحنا بما يحققه متدربونا من تقدّم في مسارهم المهني، وبنموّ فرق العمل التي ندرّبها.",
          },
        },
      ],
      source: "cards",
      look: "inline",
      columns: "3",
      figuresPlacement: "below",
    },
    {
      blockType: "stats",
      anchor: "achievements",
      title: { en: "Our Achievements", ar: "إنجازاتنا" },
      description: {
        en: "What more than two decades of training look like in numbers.",
        ar: "أكثر من عقدين من التدريب بلغة الأرقام.",
      },
      stats: [
        { value: { en: "600k+", ar: "+600 ألف" }, label: { en: "Training Hours", ar: "ساعة تدريبية" } },
        { value: { en: "500+", ar: "+500" }, label: { en: "Trainers", ar: "مدرب" } },
        { value: { en: "50+", ar: "+50" }, label: { en: "Courses", ar: "دورة" } },
        { value: { en: "100k+", ar: "+100 ألف" }, label: { en: "Trainees", ar: "متدرب" } },
      ],
      statsLabel: { en: "Our Achievements", ar: "إنجازاتنا" },
      tone: "light",
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
    title: { en: "About Us", ar: "من نحن" },
    description: {
      en: "Training professionals in Alexandria since 1996: our story, milestones, mission, core values and achievements.",
      ar: "نُدرّب المهنيين في الإسكندرية منذ 1996: قصتنا، ومحطاتنا، ورسالتنا، وقيمنا، وإنجازاتنا.",
    },
  },
};
