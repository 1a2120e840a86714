/**
 * A landing page with one block of every type, in English and Arabic, as an editor would write it (the layout's
 * rows are shared by both languages: the Arabic save sends the same rows, with their ids, and the Arabic texts).
 * Used by the integration tests of the collection `pages` and by the browser tests of built pages.
 */

type Texts = { en: string; ar: string };
type Locale = keyof Texts;

/** A rich text (Payload's Lexical) of one paragraph. */
export const paragraph = (text: string) => ({
  root: {
    type: "root",
    format: "",
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: "paragraph",
        format: "",
        indent: 0,
        version: 1,
        direction: null,
        textFormat: 0,
        children: [{ type: "text", text, format: 0, detail: 0, mode: "normal", style: "", version: 1 }],
      },
    ],
  },
});

const t = (en: string, ar: string): Texts => ({ en, ar });

export const landingTexts = {
  title: t("January IELTS intake", "مجموعة آيلتس يناير"),
  heroTitle: t("Get your IELTS band this January", "احصل على درجة الآيلتس التي تريدها في يناير"),
  heroText: t(
    "Eight weeks of evening classes with mock tests every Saturday.",
    "ثمانية أسابيع من المحاضرات المسائية مع اختبار تجريبي كل سبت.",
  ),
  button: t("Reserve a seat", "احجز مقعدك"),
  second: t("Ask a question", "اسأل سؤالًا"),
  richTitle: t("How the course runs", "كيف تسير الدورة"),
  rich: t(
    "Classes meet on Sunday and Tuesday evenings at the centre, and online for those who cannot come.",
    "تُعقد المحاضرات مساء الأحد والثلاثاء في المركز، وأونلاين لمن لا يستطيع الحضور.",
  ),
  statsLabel: t("The course in figures", "الدورة بالأرقام"),
  stat: t("Hours", "ساعة"),
  featuresTitle: t("What you get", "ماذا ستحصل عليه"),
  feature: t("Mock tests", "اختبارات تجريبية"),
  featureText: t("A full mock test every week, marked by a trainer.", "اختبار تجريبي كامل كل أسبوع يصححه مدرب."),
  faqTitle: t("Questions", "أسئلة شائعة"),
  question: t("Do I need a placement test?", "هل أحتاج إلى اختبار تحديد مستوى؟"),
  answer: t("Yes, a free one before the course starts.", "نعم، اختبار مجاني قبل بدء الدورة."),
  clientsTitle: t("Companies that train with us", "شركات تتدرب معنا"),
  testimonialsTitle: t("What our learners say", "ماذا يقول متدربونا"),
  coursesTitle: t("English courses", "دورات اللغة الإنجليزية"),
  pathsTitle: t("Learning paths", "المسارات التعليمية"),
  intakesTitle: t("Next IELTS dates", "مواعيد الآيلتس القادمة"),
  newsTitle: t("News", "الأخبار"),
  videoTitle: t("A lesson from the course", "درس من الدورة"),
  mapTitle: t("Where we are", "موقعنا"),
  formTitle: t("Ask about the January group", "اسأل عن مجموعة يناير"),
  corporateTitle: t("Training for your company's team", "تدريب لفريق شركتك"),
  ctaTitle: t("Ready for your band?", "مستعد لدرجتك؟"),
  ctaText: t("Seats are limited to twelve per group.", "المقاعد محدودة باثني عشر متدربًا في المجموعة."),
};

const pick = (texts: typeof landingTexts, locale: Locale) =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value[locale]])) as Record<
    keyof typeof landingTexts,
    string
  >;

/** The block types of the layout, in its order (under the page's hero). */
export const landingBlockTypes = [
  "richText",
  "stats",
  "cards",
  "faq",
  "logos",
  "testimonials",
  "collectionList",
  "collectionList",
  "collectionList",
  "collectionList",
  "video",
  "map",
  "leadForm",
  "leadForm",
  "cta",
] as const;

/** The page's hero in one language. */
export function landingHero(locale: Locale): Record<string, unknown> {
  const x = pick(landingTexts, locale);
  return {
    type: "basic",
    badge: locale === "en" ? "IELTS" : "آيلتس",
    title: x.heroTitle,
    description: x.heroText,
    primary: { label: x.button, type: "custom", href: "/schedule" },
    secondary: { label: x.second, type: "custom", href: "/contact" },
  };
}

/** The layout in one language. */
export function landingLayout(locale: Locale): Record<string, unknown>[] {
  const x = pick(landingTexts, locale);
  const rows: Record<string, unknown>[] = [
    { blockType: "richText", title: x.richTitle, body: paragraph(x.rich) },
    { blockType: "stats", statsLabel: x.statsLabel, stats: [{ value: "64", label: x.stat }] },
    {
      blockType: "cards",
      title: x.featuresTitle,
      cards: [{ icon: "award", title: x.feature, description: x.featureText }],
    },
    { blockType: "faq", title: x.faqTitle, items: [{ question: x.question, answer: x.answer }] },
    { blockType: "logos", title: x.clientsTitle, motion: "moving", parts: [{ show: "clients" }] },
    { blockType: "testimonials", title: x.testimonialsTitle },
    { blockType: "collectionList", source: "courses", title: x.coursesTitle, area: "english" },
    { blockType: "collectionList", source: "paths", title: x.pathsTitle, area: "it" },
    { blockType: "collectionList", source: "intakes", title: x.intakesTitle, area: "english", limit: 3 },
    { blockType: "collectionList", source: "news", title: x.newsTitle, limit: 3 },
    { blockType: "video", title: x.videoTitle, youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    { blockType: "map", title: x.mapTitle },
    { blockType: "leadForm", form: "contact", title: x.formTitle },
    { blockType: "leadForm", form: "corporate", title: x.corporateTitle },
    {
      blockType: "cta",
      title: x.ctaTitle,
      description: x.ctaText,
      primary: { label: x.button, href: "/schedule" },
      secondary: { label: x.second, href: "/contact" },
    },
  ];
  return rows;
}

/**
 * `fresh` with the row ids of `saved` at every level (the blocks, and the rows of lists inside them): what the
 * second language's save sends, so that it fills the same rows instead of replacing them.
 */
export function withIds(fresh: unknown, saved: unknown): unknown {
  if (Array.isArray(fresh))
    return fresh.map((row, index) => withIds(row, Array.isArray(saved) ? saved[index] : undefined));
  if (fresh && typeof fresh === "object" && !("root" in fresh)) {
    const old = (saved && typeof saved === "object" ? saved : {}) as Record<string, unknown>;
    const merged: Record<string, unknown> = Object.fromEntries(
      Object.entries(fresh).map(([key, value]) => [key, withIds(value, old[key])]),
    );
    if (typeof old.id === "string") merged.id = old.id;
    return merged;
  }
  return fresh;
}

/** The page's own fields in one language; for the second language, `saved` is the layout as first saved. */
export const landingPage = (locale: Locale, slug: string, saved?: unknown) => ({
  title: landingTexts.title[locale],
  slug,
  hero: landingHero(locale),
  layout: saved ? withIds(landingLayout(locale), saved) : landingLayout(locale),
});
