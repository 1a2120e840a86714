import type { SpecPageSeed } from "./types";

/** /careers (the page `careers`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const careersPage: SpecPageSeed = {
  slug: "careers",
  title: { en: "Careers", ar: "الوظائف" },
  hero: {
    type: "basic",
    badge: { en: "Careers", ar: "الوظائف" },
    title: { en: "Careers", ar: "الوظائف" },
    description: {
      en: "Since 1996 we have helped professionals, students and companies across Egypt build practical skills in IT, English and business. We are looking for people who love teaching, know their field from real work and want to see their trainees succeed.",
      ar: "منذ عام 1996 نساعد المهنيين والطلاب والشركات في أنحاء مصر على اكتساب مهارات عملية في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال. ونبحث عن أشخاص يحبون التدريب، ويعرفون مجالهم من واقع العمل الفعلي، ويسعدهم أن يروا متدربيهم ينجحون.",
    },
  },
  layout: [
    {
      blockType: "detailCards",
      anchor: "openings",
      title: { en: "Open positions", ar: "الوظائف المتاحة" },
      cards: [
        {
          badge: { en: "IT", ar: "تكنولوجيا المعلومات" },
          meta: { en: "Part-time", ar: "دوام جزئي" },
          title: { en: "IT Instructor, Data and AI", ar: "مدرب تكنولوجيا معلومات: البيانات والذكاء الاصطناعي" },
          description: {
            en: "Teach our data analysis, Power BI, Python and generative AI courses to professionals and graduates through hands-on projects.",
            ar: "تدريس دوراتنا في تحليل البيانات وPower BI وPython والذكاء الاصطناعي التوليدي للمهنيين والخريجين من خلال مشروعات تطبيقية.",
          },
          items: [
            {
              text: {
                en: "At least 3 years of hands-on work with Python, SQL and Power BI or similar tools",
                ar: "خبرة عملية لا تقل عن 3 سنوات في Python وSQL وPower BI أو أدوات مماثلة",
              },
            },
            {
              text: {
                en: "Practical experience with machine learning or generative AI tools",
                ar: "خبرة عملية في تعلّم الآلة أو أدوات الذكاء الاصطناعي التوليدي",
              },
            },
            {
              text: {
                en: "Ability to explain technical ideas clearly in Arabic and English",
                ar: "القدرة على شرح المفاهيم التقنية بوضوح باللغتين العربية والإنجليزية",
              },
            },
            {
              text: {
                en: "Previous training or teaching experience; a Microsoft certification is a plus",
                ar: "خبرة سابقة في التدريب أو التدريس، ويُفضَّل الحصول على شهادة معتمدة من Microsoft",
              },
            },
          ],
        },
        {
          badge: { en: "IT", ar: "تكنولوجيا المعلومات" },
          meta: { en: "Freelance", ar: "عمل حر" },
          title: { en: "Web Development Instructor", ar: "مدرب تطوير الويب" },
          description: {
            en: "Deliver our front-end web development courses, guiding trainees from HTML and JavaScript to complete React projects.",
            ar: "تقديم دوراتنا في تطوير واجهات الويب الأمامية، وتوجيه المتدربين من HTML وJavaScript حتى تنفيذ مشروعات متكاملة باستخدام React.",
          },
          items: [
            {
              text: {
                en: "Strong, recent experience building web applications with JavaScript or TypeScript and React",
                ar: "خبرة قوية وحديثة في بناء تطبيقات الويب باستخدام JavaScript أو TypeScript وReact",
              },
            },
            {
              text: {
                en: "Good working knowledge of Git, REST APIs and responsive design",
                ar: "معرفة عملية جيدة بـ Git وواجهات REST API والتصميم المتجاوب",
              },
            },
            {
              text: {
                en: "A portfolio or GitHub profile that shows real projects",
                ar: "معرض أعمال أو حساب على GitHub يضم مشروعات حقيقية",
              },
            },
            {
              text: {
                en: "Patience and clarity when working with beginners",
                ar: "الصبر والوضوح في التعامل مع المبتدئين",
              },
            },
          ],
        },
        {
          badge: { en: "English", ar: "اللغة الإنجليزية" },
          meta: { en: "Full-time", ar: "دوام كامل" },
          title: { en: "English Language Instructor", ar: "مدرب لغة إنجليزية" },
          description: {
            en: "Teach General English, conversation and IELTS or TOEFL preparation courses to adults, from beginner to advanced levels.",
            ar: "تدريس دورات اللغة الإنجليزية العامة والمحادثة والتحضير لاختباري IELTS وTOEFL للكبار، من المستوى المبتدئ حتى المتقدم.",
          },
          items: [
            {
              text: {
                en: "CELTA or an equivalent English-teaching qualification (such as TESOL or DELTA)",
                ar: "شهادة CELTA أو مؤهل معادل في تدريس اللغة الإنجليزية (مثل TESOL أو DELTA)",
              },
            },
            {
              text: {
                en: "English at C1 to C2 level, with clear pronunciation",
                ar: "إتقان اللغة الإنجليزية بمستوى C1 إلى C2 مع نطق واضح",
              },
            },
            {
              text: {
                en: "At least 2 years of experience teaching adults",
                ar: "خبرة لا تقل عن عامين في تدريس الكبار",
              },
            },
            {
              text: {
                en: "Familiarity with CEFR levels and placement tests",
                ar: "الإلمام بمستويات الإطار الأوروبي المرجعي (CEFR) واختبارات تحديد المستوى",
              },
            },
            {
              text: {
                en: "Experience preparing learners for IELTS or TOEFL is an advantage",
                ar: "تُعد الخبرة في إعداد المتدربين لاختباري IELTS وTOEFL ميزة إضافية",
              },
            },
          ],
        },
        {
          badge: { en: "Business", ar: "الإدارة والأعمال" },
          meta: { en: "Freelance", ar: "عمل حر" },
          title: {
            en: "Business Instructor, HR and Project Management",
            ar: "مدرب إدارة وأعمال: الموارد البشرية وإدارة المشروعات",
          },
          description: {
            en: "Lead our human resource management and project management programmes, including PMP preparation, linking every topic to real Egyptian workplaces.",
            ar: "تقديم برامجنا في إدارة الموارد البشرية وإدارة المشروعات، بما فيها التحضير لشهادة PMP، مع ربط كل موضوع بواقع بيئة العمل المصرية.",
          },
          items: [
            {
              text: {
                en: "PMP certification for project management, or a recognised HR qualification for HR courses",
                ar: "شهادة PMP لتدريس إدارة المشروعات، أو مؤهل معتمد في الموارد البشرية لتدريس دوراتها",
              },
            },
            {
              text: {
                en: "At least 5 years of management experience in HR or project roles",
                ar: "خبرة إدارية لا تقل عن 5 سنوات في مجال الموارد البشرية أو إدارة المشروعات",
              },
            },
            {
              text: {
                en: "Experience training professionals or corporate teams",
                ar: "خبرة في تدريب المهنيين أو فرق العمل في الشركات",
              },
            },
            {
              text: {
                en: "Good knowledge of Egyptian Labour Law for HR courses",
                ar: "معرفة جيدة بقانون العمل المصري لتدريس دورات الموارد البشرية",
              },
            },
          ],
        },
        {
          badge: { en: "Staff", ar: "فريق العمل" },
          meta: { en: "Full-time", ar: "دوام كامل" },
          title: { en: "Training Coordinator and Admissions Advisor", ar: "منسق تدريب ومستشار قبول" },
          description: {
            en: "Be the first point of contact for trainees and companies: answer enquiries, recommend the right course and organise schedules, rooms and instructors.",
            ar: "نقطة التواصل الأولى مع المتدربين والشركات: الرد على الاستفسارات، وترشيح الدورة المناسبة، وتنظيم المواعيد والقاعات والمدربين.",
          },
          items: [
            {
              text: {
                en: "A university degree and 1 to 2 years in customer service, sales or training administration",
                ar: "مؤهل جامعي وخبرة من عام إلى عامين في خدمة العملاء أو المبيعات أو إدارة التدريب",
              },
            },
            {
              text: {
                en: "Excellent Arabic and good spoken and written English",
                ar: "إجادة تامة للغة العربية، ومستوى جيد في الإنجليزية تحدثًا وكتابةً",
              },
            },
            {
              text: {
                en: "Confident with Excel and everyday office software",
                ar: "إتقان Excel وبرامج العمل المكتبي اليومية",
              },
            },
            { text: { en: "Organised, friendly and quick to follow up", ar: "التنظيم والود وسرعة المتابعة" } },
          ],
        },
      ],
      listTitle: { en: "What we look for", ar: "ما نبحث عنه" },
      emailButton: { en: "Apply by e-mail", ar: "قدّم عبر البريد الإلكتروني" },
      emailSubject: { en: "Application: {title}", ar: "طلب توظيف: {title}" },
    },
    {
      blockType: "cards",
      title: { en: "Why join us", ar: "لماذا تنضم إلينا" },
      cards: [
        {
          icon: "users",
          title: { en: "Work with experienced colleagues", ar: "زملاء أصحاب خبرة" },
          description: {
            en: "Join instructors and staff who have trained professionals in Alexandria since 1996, and share ideas, materials and methods.",
            ar: "انضم إلى مدربين وفريق عمل يدرّبون المهنيين في الإسكندرية منذ عام 1996، وتبادل معهم الأفكار والمواد وأساليب التدريب.",
          },
        },
        {
          icon: "trending-up",
          title: { en: "Keep growing", ar: "تطوّر مستمر" },
          description: {
            en: "Teach new, in-demand subjects as our programmes grow in AI, data, languages and business, and build your own skills along the way.",
            ar: "درّب في موضوعات جديدة مطلوبة في سوق العمل مع توسع برامجنا في الذكاء الاصطناعي والبيانات واللغات والإدارة، وطوّر مهاراتك أنت أيضًا.",
          },
        },
        {
          icon: "heart",
          title: { en: "Make a real difference", ar: "أثر حقيقي" },
          description: {
            en: "See your trainees use their new skills at work from the first week and move forward in their careers.",
            ar: "شاهد متدربيك يطبّقون مهاراتهم الجديدة في عملهم من الأسبوع الأول ويتقدمون في مسيرتهم المهنية.",
          },
        },
      ],
      source: "cards",
      look: "simple",
      columns: "3",
      figuresPlacement: "below",
    },
    {
      blockType: "steps",
      anchor: "apply",
      title: { en: "How to apply", ar: "طريقة التقديم" },
      look: "list",
      steps: [
        {
          title: {
            en: "E-mail your CV to the address shown on this page, with the job title in the subject line.",
            ar: "أرسل سيرتك الذاتية إلى البريد الإلكتروني الموضح في هذه الصفحة، واكتب المسمى الوظيفي في عنوان الرسالة.",
          },
        },
        {
          title: {
            en: "Instructors: attach a short outline of a sample lesson (one page is enough) from a course you would like to teach.",
            ar: "للمدربين: أرفق مخططًا موجزًا لدرس نموذجي (تكفي صفحة واحدة) من إحدى الدورات التي ترغب في تدريسها.",
          },
        },
        {
          title: {
            en: "We review every application and reply within 2 weeks.",
            ar: "نراجع جميع الطلبات ونرد عليها خلال أسبوعين.",
          },
        },
        {
          title: {
            en: "Shortlisted candidates are invited to give a short demo session and meet our team.",
            ar: "ندعو المرشحين في القائمة المختصرة لتقديم محاضرة تجريبية قصيرة والتعرّف على فريقنا.",
          },
        },
      ],
      aside: "contact",
    },
  ],
  meta: {
    title: { en: "Careers", ar: "الوظائف" },
    description: {
      en: "Join our training team in Alexandria. Current openings for IT, English and business instructors and training staff, and how to apply.",
      ar: "انضم إلى فريقنا التدريبي في الإسكندرية. الوظائف المتاحة لمدربي تكنولوجيا المعلومات واللغة الإنجليزية والإدارة وفريق التدريب، وطريقة التقديم.",
    },
  },
};
