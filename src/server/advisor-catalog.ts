import "server-only";
import { tokens } from "@/domain/advisor/normalize";
import type { AdvisorEntry } from "@/domain/advisor/types";
import { catalog, totalHours } from "@/content/catalog";
import type { L10n } from "@/content/schema";

/** Words people use for a path or course that its titles do not contain (both languages, as typed). */
const aliases: Record<string, string> = {
  "data-analyst": "data analysis analyst analytics excel sql dashboards محلل بيانات تحليل البيانات داتا اناليست",
  "power-bi": "powerbi power bi dashboard pl-300 باور بي اي لوحات",
  "generative-ai": "ai genai llm chatgpt openai prompt ذكاء اصطناعي توليدي شات",
  "ml-engineer": "machine learning ml azure dp-100 تعلم الآلة ماشين ليرنينج",
  "data-scientist": "data science scientist statistics python علم البيانات عالم بيانات داتا ساينس",
  devops: "devops docker kubernetes ci cd cloud ديف اوبس سحابة",
  "react-frontend": "react frontend front-end web javascript developer programming ويب مطور برمجة فرونت",
  android: "android kotlin mobile app اندرويد موبايل تطبيقات",
  "cross-platform": "flutter mobile ios android app cross platform فلاتر موبايل تطبيقات",
  "digital-marketing": "digital marketing social media seo ads تسويق رقمي سوشيال ميديا",
  "ui-ux": "ui ux design figma designer تصميم واجهات",
  "pen-tester": "security cybersecurity hacking penetration ethical امن سيبراني اختراق حماية",
  "office-365": "office word excel powerpoint outlook microsoft اوفيس وورد اكسل",
  "meta-marketing": "meta facebook instagram ads ميتا فيسبوك انستجرام اعلانات",
  photoshop: "photoshop photo editing design فوتوشوب تصميم صور",
  "adobe-express": "adobe express social graphics design تصميم",
  "english-general": "english general grammar speaking level a1 a2 b1 b2 c1 انجليزي انجليزيه لغه قواعد مستوى",
  "english-conversation": "english conversation speaking fluency talk محادثه انجليزي طلاقه كلام",
  ielts: "ielts exam band ايلتس الايلتس امتحان",
  toefl: "toefl exam ibt توفل التوفل امتحان",
  cfs: "finance financial accounting analysis مالية محاسبة تحليل مالي",
  csm: "strategy strategic manager management استراتيجية مدير",
  hrm: "hr human resources recruitment موارد بشرية توظيف اتش ار",
  marketing: "marketing brand sales تسويق",
  "supply-chain": "supply chain logistics procurement سلاسل الامداد لوجستيات مشتريات",
  "career-skills": "career soft skills cv interview communication مهارات وظيفية سيرة ذاتية مقابلة",
  esb: "entrepreneurship startup small business ريادة الاعمال مشروع صغير",
  sales: "sales selling negotiation مبيعات بيع تفاوض",
  "project-management": "pmp project management agile scrum ادارة المشروعات المشاريع مشروع بي ام بي",
};

const words = (...texts: (L10n | string | undefined)[]) =>
  tokens(texts.map((t) => (t === undefined ? "" : typeof t === "string" ? t : `${t.en} ${t.ar}`)).join(" "));

function build(): AdvisorEntry[] {
  const entries: AdvisorEntry[] = catalog.paths.map((p) => ({
    id: p.slug,
    kind: "path",
    area: p.area,
    title: p.title,
    summary: p.subtitle,
    href: `/paths/${p.slug}`,
    hours: totalHours(p.stages),
    stages: p.stages.length,
    strong: words(p.title, p.badge, aliases[p.slug]),
    weak: words(p.subtitle, ...p.outcomes, ...p.stages.map((s) => s.title)),
  }));
  // Courses that have no learning path of their own (their training page is the link).
  const courseEntries = [
    ...catalog.itProgrammes.filter((c) => !c.pathSlug).map((c) => ({ c, skills: c.skills, area: "it" as const })),
    ...catalog.endUserCourses.map((c) => ({ c, skills: c.skills, area: "it" as const })),
  ];
  for (const { c, skills, area } of courseEntries) {
    entries.push({
      id: c.id,
      kind: "course",
      area,
      title: c.title,
      summary: c.description,
      href: `/training/${area}`,
      strong: words(c.title, aliases[c.id]),
      weak: words(c.description, ...skills),
    });
  }
  return entries;
}

export const advisorEntries: AdvisorEntry[] = build();
