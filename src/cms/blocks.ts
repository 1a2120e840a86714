import type { Block, BlocksField, Field } from "payload";
import { areaField, iconCardList, localizedText, localizedTextarea, statList, type Label } from "./fields";
import { youtubeId } from "@/lib/youtube";
import { linkField } from "./globals/navigation";
import { sectionBlocks } from "./section-blocks";
import { ltr } from "./fields/bidi";

/**
 * The sections a page is built from (the `layout` of the collection `pages`), one component each in
 * src/components/blocks. Every text is in both languages (the bilingual rule holds them when the page is
 * published); the order and the choices (an area, a link, a number) are shared by both languages.
 */

const title = (required = true) => localizedText("title", { label: { en: "Title", ar: "العنوان" }, required });
const intro = () =>
  localizedTextarea("description", {
    label: { en: "Text under the title", ar: "النص تحت العنوان" },
    required: false,
  });

/** A button: its text in both languages and where it leads. */
function button(name: string, label: Label, required: boolean): Field {
  return {
    name,
    type: "group",
    label,
    fields: [
      {
        type: "row",
        fields: [
          localizedText("label", { label: { en: "Button text", ar: "نص الزر" }, required }),
          linkField(required),
        ],
      },
    ],
  };
}

/** A block type; its rows are headed by their number and type (no "Untitled" name box to fill in). */
const block = (slug: string, interfaceName: string, labels: { singular: Label; plural: Label }, fields: Field[]) =>
  ({ slug, interfaceName, labels, fields, admin: { disableBlockName: true } }) satisfies Block;

export const HeroBlock = block(
  "hero",
  "HeroBlock",
  { singular: { en: "Hero", ar: "الواجهة" }, plural: { en: "Heroes", ar: "الواجهات" } },
  [
    localizedText("badge", { label: { en: "Badge", ar: "الشارة" }, required: false }),
    localizedText("title", {
      label: { en: "Title (the page's main heading)", ar: "العنوان (العنوان الرئيسي للصفحة)" },
    }),
    intro(),
    button("primary", { en: "First button (optional)", ar: "الزر الأول (اختياري)" }, false),
    button("secondary", { en: "Second button (optional)", ar: "الزر الثاني (اختياري)" }, false),
  ],
);

export const RichTextBlock = block(
  "richText",
  "RichTextBlock",
  { singular: { en: "Text", ar: "نص" }, plural: { en: "Texts", ar: "نصوص" } },
  [
    localizedText("title", { label: { en: "Title (optional)", ar: "العنوان (اختياري)" }, required: false }),
    { name: "body", type: "richText", localized: true, required: true, label: { en: "Text", ar: "النص" } },
  ],
);

export const StatsBlock = block(
  "stats",
  "StatsBlock",
  { singular: { en: "Figures", ar: "أرقام" }, plural: { en: "Figures", ar: "أرقام" } },
  [
    localizedText("title", { label: { en: "Title (optional)", ar: "العنوان (اختياري)" }, required: false }),
    localizedText("statsLabel", {
      label: { en: "Name of the figures (for screen readers)", ar: "اسم مجموعة الأرقام (لقارئات الشاشة)" },
      description: {
        en: "Not shown: read aloud before the figures, e.g. “Key figures”.",
        ar: "لا يظهر على الصفحة: تقرؤه قارئات الشاشة قبل الأرقام، مثل «أرقام رئيسية».",
      },
    }),
    { ...statList("stats", { en: "Figures", ar: "الأرقام" }), minRows: 1, maxRows: 6 },
  ],
);

export const FeaturesBlock = block(
  "features",
  "FeaturesBlock",
  { singular: { en: "Feature cards", ar: "بطاقات مزايا" }, plural: { en: "Feature cards", ar: "بطاقات مزايا" } },
  [title(), intro(), { ...iconCardList("cards", { en: "Cards", ar: "البطاقات" }), minRows: 1, maxRows: 12 }],
);

export const CtaBlock = block(
  "cta",
  "CtaBlock",
  {
    singular: { en: "Call-to-action band", ar: "شريط دعوة لاتخاذ إجراء" },
    plural: { en: "Call-to-action bands", ar: "أشرطة دعوة لاتخاذ إجراء" },
  },
  [
    title(),
    localizedTextarea("description", { label: { en: "Text", ar: "النص" } }),
    button("primary", { en: "Button", ar: "الزر" }, true),
    button("secondary", { en: "Second button (optional)", ar: "الزر الثاني (اختياري)" }, false),
  ],
);

export const FaqBlock = block(
  "faq",
  "FaqBlock",
  {
    singular: { en: "Questions and answers", ar: "أسئلة وأجوبة" },
    plural: { en: "Questions and answers", ar: "أسئلة وأجوبة" },
  },
  [
    title(),
    {
      name: "items",
      type: "array",
      label: { en: "Questions", ar: "الأسئلة" },
      minRows: 1,
      maxRows: 30,
      labels: { singular: { en: "Question", ar: "سؤال" }, plural: { en: "Questions", ar: "أسئلة" } },
      fields: [
        localizedText("question", { label: { en: "Question", ar: "السؤال" } }),
        localizedTextarea("answer", { label: { en: "Answer", ar: "الإجابة" } }),
      ],
    },
  ],
);

export const ClientsBlock = block(
  "clients",
  "ClientsBlock",
  { singular: { en: "Clients strip", ar: "شريط العملاء" }, plural: { en: "Clients strips", ar: "أشرطة العملاء" } },
  [
    title(),
    {
      ...intro(),
      admin: {
        description: {
          en: "The logos are the ones in Clients (edited there).",
          ar: "الشعارات هي المسجلة في «العملاء» وتُحرَّر هناك.",
        },
      },
    },
  ],
);

export const TestimonialsBlock = block(
  "testimonials",
  "TestimonialsBlock",
  { singular: { en: "Testimonials", ar: "آراء المتدربين" }, plural: { en: "Testimonials", ar: "آراء المتدربين" } },
  [
    localizedText("badge", { label: { en: "Badge (optional)", ar: "الشارة (اختيارية)" }, required: false }),
    title(),
    {
      ...intro(),
      admin: {
        description: {
          en: "The videos are the ones in Testimonial videos (edited there).",
          ar: "الفيديوهات هي المسجلة في «فيديوهات الآراء» وتُحرَّر هناك.",
        },
      },
    },
  ],
);

export const CoursesBlock = block(
  "courses",
  "CoursesBlock",
  {
    singular: { en: "Courses of an area", ar: "دورات مجال تدريبي" },
    plural: { en: "Courses of an area", ar: "دورات مجال تدريبي" },
  },
  [
    title(),
    intro(),
    {
      ...areaField(),
      admin: {
        description: {
          en: "Every published course of this area is shown, in the courses' order, with “Add to plan”.",
          ar: "تظهر كل الدورات المنشورة في هذا المجال بترتيبها، مع زر «أضف إلى خطتي».",
        },
      },
    },
  ],
);

export const PathsBlock = block(
  "paths",
  "PathsBlock",
  {
    singular: { en: "Learning paths", ar: "مسارات تعليمية" },
    plural: { en: "Learning paths", ar: "مسارات تعليمية" },
  },
  [
    title(),
    intro(),
    {
      name: "paths",
      type: "relationship",
      relationTo: "paths",
      hasMany: true,
      maxRows: 20,
      label: { en: "Paths to show", ar: "المسارات المعروضة" },
      admin: {
        description: {
          en: "Leave empty to show every published path of the area chosen below (or all paths).",
          ar: "اتركه فارغًا لعرض كل المسارات المنشورة في المجال المختار أدناه (أو كل المسارات).",
        },
      },
    },
    { ...areaField(false), label: { en: "Area (when no path is chosen)", ar: "المجال (إذا لم تختر مسارات)" } },
  ],
);

export const IntakesBlock = block(
  "intakes",
  "IntakesBlock",
  {
    singular: { en: "Upcoming intakes", ar: "المواعيد القادمة" },
    plural: { en: "Upcoming intakes", ar: "المواعيد القادمة" },
  },
  [
    title(),
    intro(),
    {
      type: "row",
      fields: [
        { ...areaField(false), label: { en: "Area (optional)", ar: "المجال (اختياري)" } },
        {
          name: "of",
          type: "relationship",
          relationTo: ["courses", "paths"],
          label: { en: "Only this course or path (optional)", ar: "هذه الدورة أو المسار فقط (اختياري)" },
        },
      ],
    },
    {
      name: "limit",
      type: "number",
      min: 1,
      max: 12,
      defaultValue: 6,
      required: true,
      label: { en: "At most", ar: "بحد أقصى" },
      admin: {
        description: {
          en: "The next intakes, soonest first, each with its seat request form.",
          ar: "المواعيد التالية، الأقرب أولًا، ولكل موعد نموذج طلب حجز مقعد.",
        },
      },
    },
  ],
);

export const NewsBlock = block(
  "news",
  "NewsBlock",
  { singular: { en: "Latest news", ar: "أحدث الأخبار" }, plural: { en: "Latest news", ar: "أحدث الأخبار" } },
  [
    title(),
    intro(),
    {
      name: "limit",
      type: "number",
      min: 1,
      max: 9,
      defaultValue: 3,
      required: true,
      label: { en: "Number of posts", ar: "عدد الأخبار" },
    },
  ],
);

export const VideoBlock = block(
  "video",
  "VideoBlock",
  { singular: { en: "Video", ar: "فيديو" }, plural: { en: "Videos", ar: "فيديوهات" } },
  [
    title(),
    intro(),
    {
      name: "youtube",
      type: "text",
      required: true,
      label: { en: "YouTube video or playlist", ar: "فيديو أو قائمة تشغيل يوتيوب" },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        typeof value === "string" && youtubeId(value)
          ? true
          : req.i18n?.language === "ar"
            ? `الصق رابط فيديو أو قائمة تشغيل من يوتيوب (مثل ${ltr("https://www.youtube.com/watch?v=…")})`
            : "Paste the address of a YouTube video or playlist (e.g. https://www.youtube.com/watch?v=…)",
      admin: {
        className: "address-field",
        description: {
          en: "The video loads only when the visitor presses play (no YouTube cookies before).",
          ar: "لا يُحمَّل الفيديو إلا عندما يضغط الزائر زر التشغيل (لا ملفات تعريف من يوتيوب قبل ذلك).",
        },
      },
    },
  ],
);

export const MapBlock = block(
  "map",
  "MapBlock",
  { singular: { en: "Map", ar: "خريطة" }, plural: { en: "Maps", ar: "خرائط" } },
  [
    {
      ...title(),
      admin: {
        description: {
          en: "The map and address are the centre's, from Business details.",
          ar: "الخريطة والعنوان هما الخاصان بالمركز من «بيانات المركز».",
        },
      },
    },
    localizedTextarea("text", {
      label: { en: "Text beside the map (optional)", ar: "نص بجانب الخريطة (اختياري)" },
      required: false,
    }),
  ],
);

export const ContactFormBlock = block(
  "contactForm",
  "ContactFormBlock",
  { singular: { en: "Contact form", ar: "نموذج التواصل" }, plural: { en: "Contact forms", ar: "نماذج التواصل" } },
  [
    title(),
    {
      ...intro(),
      admin: {
        description: {
          en: "Messages reach the lead desk like those of the contact page, with this page as their source.",
          ar: "تصل الرسائل إلى مكتب الطلبات مثل رسائل صفحة «اتصل بنا»، مع تسجيل هذه الصفحة مصدرًا لها.",
        },
      },
    },
  ],
);

export const CorporateRequestBlock = block(
  "corporateRequest",
  "CorporateRequestBlock",
  {
    singular: { en: "Corporate training request", ar: "طلب تدريب للشركات" },
    plural: { en: "Corporate training requests", ar: "طلبات تدريب للشركات" },
  },
  [
    title(),
    {
      ...intro(),
      admin: {
        description: {
          en: "The form a company fills in to ask for training for its team (company, team size, topics, where and when). Requests reach the lead desk as corporate requests, with this page as their source.",
          ar: "النموذج الذي تملؤه الشركة لطلب تدريب لفريقها (الشركة وعدد المتدربين والموضوعات والمكان والموعد). تصل الطلبات إلى مكتب الطلبات بوصفها طلبات شركات، مع تسجيل هذه الصفحة مصدرًا لها.",
        },
      },
    },
  ],
);

export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  StatsBlock,
  FeaturesBlock,
  CtaBlock,
  FaqBlock,
  ClientsBlock,
  TestimonialsBlock,
  CoursesBlock,
  PathsBlock,
  IntakesBlock,
  NewsBlock,
  VideoBlock,
  MapBlock,
  ContactFormBlock,
  CorporateRequestBlock,
  ...sectionBlocks,
];

/** The blocks that open a page with its main heading (h1): one of them comes first, and only once. */
export const heroBlocks: readonly string[] = [HeroBlock.slug, "videoHero", "testHero", "groupHero"];

/**
 * The layout of a page: the blocks in order, the first one its hero (which holds the page's only main
 * heading).
 */
export function layoutField(): BlocksField {
  return {
    name: "layout",
    type: "blocks",
    label: { en: "Sections of the page", ar: "أقسام الصفحة" },
    labels: { singular: { en: "Section", ar: "قسم" }, plural: { en: "Sections", ar: "أقسام" } },
    minRows: 1,
    maxRows: 30,
    blocks: pageBlocks,
    admin: {
      initCollapsed: false,
      description: {
        en: "The page from top to bottom. It starts with one hero (one of the Hero sections: the page's main heading); add, move or remove the sections below it.",
        ar: "الصفحة من أعلى إلى أسفل. تبدأ بقسم واجهة واحد (أيّ قسم من أقسام الواجهة، وفيه العنوان الرئيسي للصفحة)، ثم أضف الأقسام أسفله أو حرّكها أو احذفها.",
      },
    },
    validate: (
      value: unknown,
      { req, data }: { req: { i18n?: { language?: string } }; data?: { _status?: unknown } },
    ) => {
      const rows = Array.isArray(value) ? (value as { blockType?: string }[]) : [];
      const count = (type: string) => rows.filter((row) => row.blockType === type).length;
      const arabic = req.i18n?.language === "ar";
      const heroes = heroBlocks.reduce((sum, type) => sum + count(type), 0);
      // A draft may be built in any order; the page it publishes starts with its one hero.
      const publishing = data?._status !== "draft";
      if (publishing && (!rows.length || !heroBlocks.includes(rows[0]?.blockType ?? "") || heroes !== 1))
        return arabic
          ? "يجب أن تبدأ الصفحة بقسم واجهة واحد (أيّ قسم من أقسام الواجهة، وفيه عنوانها الرئيسي)، ولا يتكرر قسم الواجهة بعدها."
          : "A page starts with one hero section (one of the Hero sections: its main heading), and has no other.";
      if (count("contactForm") + count("contactDesk") > 1)
        return arabic ? "للصفحة نموذج تواصل واحد فقط." : "A page has one contact form at most.";
      if (count("corporateRequest") > 1)
        return arabic ? "للصفحة نموذج واحد فقط لطلب تدريب الشركات." : "A page has one corporate request form at most.";
      return true;
    },
  };
}
