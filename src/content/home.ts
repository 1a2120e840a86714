import { z } from "zod";
import { iconCard, serviceCard, stat } from "./shared";
import { iconName, l10n, type Locale } from "./schema";
import { localize } from "./localize";

const homeSchema = z
  .object({
    heroStats: z.array(stat).length(3),
    services: z.array(serviceCard).length(3),
    serviceStats: z.array(stat).length(4),
    /** EXAMPLE wordmarks: three rows of ten, to be replaced by the provider's real client logos. */
    clientRows: z.array(z.array(z.string().min(1)).length(10)).length(3),
    industries: z.array(z.object({ icon: iconName, name: l10n }).strict()).length(11),
    /** Vendors and certification bodies whose exams and programmes the courses prepare for. */
    partners: z.array(z.string().min(1)).length(19),
    testimonials: z
      .array(
        z
          .object({
            playlist: z.enum(["technical", "english", "business"]),
            title: l10n,
            description: l10n,
          })
          .strict(),
      )
      .length(3),
    successFactors: z.array(iconCard).length(5),
  })
  .strict();

export const homeContent = homeSchema.parse({
  heroStats: [
    { value: { en: "600k+", ar: "+600 ألف" }, label: { en: "Training Hours", ar: "ساعة تدريبية" } },
    { value: { en: "95%", ar: "95%" }, label: { en: "Success Rate", ar: "نسبة النجاح" } },
    { value: { en: "25+", ar: "+25" }, label: { en: "Years Experience", ar: "عامًا من الخبرة" } },
  ],
  services: [
    {
      area: "it",
      icon: "monitor",
      badge: { en: "Most Popular", ar: "الأكثر طلبًا" },
      title: { en: "Information Technology", ar: "تكنولوجيا المعلومات" },
      description: {
        en: "Job-role programmes in data, AI, development, cloud and security, plus everyday productivity courses.",
        ar: "برامج مهنية متخصصة في البيانات والذكاء الاصطناعي والبرمجة والحوسبة السحابية وأمن المعلومات، إلى جانب دورات عملية ترفع إنتاجيتك في العمل اليومي.",
      },
      features: [
        { en: "Full-Stack Development", ar: "تطوير تطبيقات الويب المتكاملة (Full-Stack)" },
        { en: "Cloud Computing (AWS, Azure)", ar: "الحوسبة السحابية (AWS و Azure)" },
        { en: "Cybersecurity Fundamentals", ar: "أساسيات الأمن السيبراني" },
        { en: "Data Science & AI", ar: "علوم البيانات والذكاء الاصطناعي" },
        { en: "DevOps & Automation", ar: "ممارسات DevOps والأتمتة" },
      ],
      href: "/training/it",
    },
    {
      area: "english",
      icon: "globe",
      badge: { en: "Certified", ar: "معتمد" },
      title: { en: "English Language", ar: "اللغة الإنجليزية" },
      description: {
        en: "From your first words to confident business English and top IELTS and TOEFL scores.",
        ar: "من أولى كلماتك حتى إتقان إنجليزية الأعمال وتحقيق درجات عالية في IELTS و TOEFL.",
      },
      features: [
        { en: "Business English", ar: "إنجليزية الأعمال" },
        { en: "IELTS/TOEFL Preparation", ar: "التحضير لامتحانَي IELTS و TOEFL" },
        { en: "Conversation & Fluency", ar: "المحادثة والطلاقة" },
        { en: "Technical Writing", ar: "الكتابة التقنية" },
        { en: "Presentation Skills", ar: "مهارات العرض والتقديم" },
      ],
      href: "/training/english",
    },
    {
      area: "business",
      icon: "briefcase",
      badge: { en: "Executive Level", ar: "للقيادات التنفيذية" },
      title: { en: "Business & Management", ar: "الإدارة والأعمال" },
      description: {
        en: "Certified programmes in finance, strategy, HR, marketing, sales and project management.",
        ar: "برامج معتمدة في المالية والاستراتيجية والموارد البشرية والتسويق والمبيعات وإدارة المشروعات.",
      },
      features: [
        { en: "Project Management", ar: "إدارة المشروعات" },
        { en: "Digital Marketing", ar: "التسويق الرقمي" },
        { en: "Financial Analysis", ar: "التحليل المالي" },
        { en: "Leadership & Management", ar: "القيادة والإدارة" },
        { en: "Strategic Planning", ar: "التخطيط الاستراتيجي" },
      ],
      href: "/training/business",
    },
  ],
  serviceStats: [
    { value: { en: "500+", ar: "+500" }, label: { en: "Expert Instructors", ar: "مدرب خبير" } },
    { value: { en: "50+", ar: "+50" }, label: { en: "Certification Programs", ar: "برنامجًا للشهادات المعتمدة" } },
    { value: { en: "24/7", ar: "24/7" }, label: { en: "Learning Support", ar: "دعم تعليمي متواصل" } },
    { value: { en: "Global", ar: "عالمي" }, label: { en: "Online Access", ar: "وصول عبر الإنترنت" } },
  ],
  clientRows: [
    [
      "Pharos Logistics",
      "Delta Crest Bank",
      "Corniche Hotels",
      "Mariout Steel",
      "Nile Pharma Labs",
      "Anfushi Foods",
      "Montaza Motors",
      "Sidi Gaber Retail",
      "Stanley Energy",
      "Kom El Dekka Health",
    ],
    [
      "Roushdy Systems",
      "Smouha Insurance",
      "Agami Petroleum",
      "Bahary Shipping",
      "Miami Textiles",
      "Gleem Telecom",
      "Sporting Clinics",
      "Qaitbay Cement",
      "Ramleh Finance",
      "Cleopatra Hospitals",
    ],
    [
      "Attarin Traders",
      "Mandara Chemicals",
      "Borg Automotive",
      "Raml Media",
      "Abu Qir Fertilizers",
      "Sarwat Consulting",
      "Louran Software",
      "Saba Pasha Bakeries",
      "Zizinia Realty",
      "Mex Port Services",
    ],
  ],
  industries: [
    { icon: "heart", name: { en: "Healthcare", ar: "الرعاية الصحية" } },
    { icon: "landmark", name: { en: "Banking", ar: "البنوك" } },
    { icon: "car", name: { en: "Automotive", ar: "السيارات" } },
    { icon: "cpu", name: { en: "Technology", ar: "التكنولوجيا" } },
    { icon: "zap", name: { en: "Energy", ar: "الطاقة" } },
    { icon: "shopping-cart", name: { en: "Retail", ar: "تجارة التجزئة" } },
    { icon: "building", name: { en: "Hospitality", ar: "الضيافة والفنادق" } },
    { icon: "pill", name: { en: "Pharma", ar: "الأدوية" } },
    { icon: "flag", name: { en: "Government", ar: "القطاع الحكومي" } },
    { icon: "utensils", name: { en: "F&B", ar: "الأغذية والمشروبات" } },
    { icon: "factory", name: { en: "Steel", ar: "الحديد والصلب" } },
  ],
  partners: [
    "Microsoft",
    "Cisco",
    "CompTIA",
    "AWS",
    "Google Cloud",
    "Oracle",
    "Meta",
    "Adobe",
    "EC-Council",
    "ISC2",
    "Red Hat",
    "PMI",
    "ETS TOEFL",
    "IELTS",
    "Cambridge English",
    "Pearson VUE",
    "Certiport",
    "CMA",
    "SHRM",
  ],
  testimonials: [
    {
      playlist: "technical",
      title: { en: "Technical Training", ar: "التدريب التقني" },
      description: {
        en: "Our IT instructors on projects, labs and certification success.",
        ar: "مدربو تكنولوجيا المعلومات يتحدثون عن المشروعات والمعامل والنجاح في امتحانات الشهادات.",
      },
    },
    {
      playlist: "english",
      title: { en: "English Language", ar: "اللغة الإنجليزية" },
      description: {
        en: "How our English instructors build fluency and exam confidence.",
        ar: "كيف يبني مدربو اللغة الإنجليزية الطلاقة والثقة في الامتحانات.",
      },
    },
    {
      playlist: "business",
      title: { en: "Business Courses", ar: "دورات الإدارة والأعمال" },
      description: {
        en: "Business instructors on turning theory into results at work.",
        ar: "مدربو الإدارة يتحدثون عن تحويل المعرفة إلى نتائج في العمل.",
      },
    },
  ],
  successFactors: [
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
        ar: "أعد حضور دورتك مجانًا حتى 6 أشهر إذا احتجت إلى مزيد من التدريب.",
      },
    },
  ],
});

export type HomeContent = typeof homeContent;

export const getHomeContent = (locale: Locale) => localize(homeContent, locale);
