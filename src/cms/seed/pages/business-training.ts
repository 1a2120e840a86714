import type { SpecPageSeed } from "./types";

/** /training/business (the page `business-training`) as the CMS is first filled with it: its hero, its blocks in order, every text in both languages. */
export const businessTrainingPage: SpecPageSeed = {
  slug: "business-training",
  title: { en: "Business training", ar: "تدريب الإدارة والأعمال" },
  hero: {
    type: "group",
    badge: { en: "Business & Management", ar: "الإدارة والأعمال" },
    title: { en: "Business and Management Training", ar: "تدريب الإدارة والأعمال" },
    description: {
      en: "Certified programmes that build the financial, strategic, people and project skills organisations promote for.",
      ar: "برامج معتمدة تبني المهارات المالية والاستراتيجية ومهارات إدارة الأفراد والمشروعات التي تقدّرها المؤسسات عند الترقية.",
    },
    parentLine: { en: "Delivered with {group}", ar: "بالتعاون مع {group}" },
    primary: { label: { en: "Contact Us", ar: "تواصل معنا" }, type: "custom", href: "/contact?interest=business" },
  },
  layout: [
    {
      blockType: "collectionList",
      anchor: "courses",
      source: "courses",
      kind: "business",
      title: { en: "Our Business Programmes", ar: "برامج الإدارة والأعمال" },
      description: {
        en: "Nine specialised programmes, each with a detailed learning path.",
        ar: "تسعة برامج متخصصة، لكل منها مسار تعليمي تفصيلي.",
      },
    },
    {
      blockType: "cards",
      anchor: "why",
      title: { en: "Why Choose Our Business Training?", ar: "لماذا تختار تدريب الإدارة والأعمال لدينا؟" },
      cards: [
        {
          icon: "users",
          title: { en: "Expert Instructors", ar: "مدربون خبراء" },
          description: {
            en: "Practitioners and certified consultants who have led the work they teach.",
            ar: "ممارسون واستشاريون معتمدون طبّقوا بأنفسهم ما يُدرّسونه في مواقع العمل.",
          },
        },
        {
          icon: "briefcase",
          title: { en: "Industry-Focused Curriculum", ar: "محتوى مرتبط بسوق العمل" },
          description: {
            en: "Cases and tools from Egyptian and regional companies, not theory alone.",
            ar: "حالات عملية وأدوات من شركات مصرية وإقليمية، لا نظريات فقط.",
          },
        },
        {
          icon: "clipboard-list",
          title: { en: "Practical Skills", ar: "مهارات عملية" },
          description: {
            en: "Templates, workshops and a final project you can apply at work the next day.",
            ar: "نماذج جاهزة وورش عمل ومشروع ختامي، تطبّقها كلها في عملك من اليوم التالي.",
          },
        },
        {
          icon: "trending-up",
          title: { en: "Career Advancement Support", ar: "دعم للتقدم المهني" },
          description: {
            en: "Guidance on certifications, CVs and interviews for your next role.",
            ar: "إرشاد حول الشهادات والسيرة الذاتية والمقابلات لخطوتك المهنية التالية.",
          },
        },
      ],
      figuresLabel: { en: "Our business training in numbers", ar: "تدريب الإدارة والأعمال بالأرقام" },
      figures: [
        { value: { en: "2000+", ar: "+2000" }, label: { en: "Business Professionals", ar: "متدرب من المهنيين" } },
        { value: { en: "95%", ar: "95%" }, label: { en: "Success Rate", ar: "نسبة النجاح" } },
        { value: { en: "40", ar: "40" }, label: { en: "Hours per Course", ar: "ساعة لكل دورة" } },
        { value: { en: "9", ar: "9" }, label: { en: "Specialized Programs", ar: "برامج متخصصة" } },
      ],
      source: "cards",
      look: "simple",
      columns: "4",
      figuresPlacement: "below",
    },
    {
      blockType: "cta",
      title: { en: "Invest in your team or your career", ar: "استثمر في فريقك أو في مسيرتك المهنية" },
      description: {
        en: "Talk to us about the right programme, or ask for our brochure on WhatsApp.",
        ar: "تحدّث معنا عن البرنامج المناسب، أو اطلب الكتيّب التعريفي عبر واتساب.",
      },
      primary: { label: { en: "Contact Us", ar: "تواصل معنا" }, href: "/contact?interest=business" },
      secondary: { label: { en: "Download Brochure", ar: "تحميل الكتيّب التعريفي" } },
      secondaryOpens: "whatsapp",
      whatsappMessage: {
        en: "Hello, I would like to receive your business training brochure.",
        ar: "مرحبًا، أود الحصول على الكتيّب التعريفي لبرامج الإدارة والأعمال.",
      },
      whatsappHint: { en: "(sent to you on WhatsApp)", ar: "(يصلك عبر واتساب)" },
    },
  ],
  meta: {
    title: {
      en: "Business Training: Finance, Strategy, HR, Marketing and PMP",
      ar: "تدريب الإدارة والأعمال: المالية والاستراتيجية والموارد البشرية والتسويق وPMP",
    },
    description: {
      en: "Nine certified business and management programmes in Alexandria, from finance and strategy to HR, supply chain, sales and PMP preparation.",
      ar: "تسعة برامج معتمدة في الإدارة والأعمال بالإسكندرية، من المالية والاستراتيجية إلى الموارد البشرية وسلاسل الإمداد والمبيعات والتحضير لشهادة PMP.",
    },
  },
};
