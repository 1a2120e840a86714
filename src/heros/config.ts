import type { Field, GroupField } from "payload";
import { button } from "@/blocks/fields";
import { localizedText, localizedTextarea, statList, type Label } from "@/cms/fields";

/**
 * The top of a page, which holds its main heading (h1): a group of the page's fields, not a block, in one of a
 * few variants, each drawn by its own component (src/heros/<Variant>/Component.tsx, chosen by RenderHero).
 */
export const heroTypes = ["basic", "video", "placementTest", "group"] as const;
export type HeroType = (typeof heroTypes)[number];

const typeLabels: Record<HeroType, Label> = {
  basic: { en: "Title, text and buttons", ar: "عنوان ونص وأزرار" },
  video: { en: "With the video and figures (home page)", ar: "بالفيديو والأرقام (الصفحة الرئيسية)" },
  placementTest: {
    en: "With the placement test button",
    ar: "بزر اختبار تحديد المستوى",
  },
  group: { en: "With the parent group line and a button", ar: "بسطر المجموعة الأم وزر" },
};

/** Shown only in the variants named. */
const only =
  (...types: HeroType[]) =>
  (_data: unknown, sibling: { type?: string }) =>
    types.includes((sibling?.type ?? "basic") as HeroType);

const inVariants = <F extends Field>(field: F, ...types: HeroType[]): F =>
  ({ ...field, admin: { ...(field.admin ?? {}), condition: only(...types) } }) as F;

type Validation = { req: { i18n?: { language?: string } }; data?: { _status?: unknown } };

/** The page's main heading: a published page has one, a draft may wait for it. */
const titleField: Field = {
  ...localizedText("title", {
    label: { en: "Title (the page's main heading)", ar: "العنوان (العنوان الرئيسي للصفحة)" },
    required: false,
  }),
  validate: (value: unknown, options?: Validation) => {
    // Called with the value alone by the seed's own check (src/cms/seed/check-seed.ts): nothing to add there.
    if (!options) return true;
    const { req, data } = options;
    // One text, or every language's at once (a request with locale=all).
    const texts = value && typeof value === "object" ? Object.values(value) : [value];
    if (data?._status === "draft" || texts.every((text) => typeof text === "string" && text.trim())) return true;
    return req.i18n?.language === "ar"
      ? "اكتب عنوان الواجهة قبل نشر الصفحة: هو العنوان الرئيسي للصفحة."
      : "Write the hero's title before publishing the page: it is the page's main heading.";
  },
};

/** "A member of {group}": the placeholder is filled from the business details, so a text without it is refused. */
const parentLine: Field = {
  ...localizedText("parentLine", {
    label: { en: "Parent group line", ar: "سطر المجموعة الأم" },
    description: {
      en: "{group} is replaced by the parent group's name from Business details, e.g. “A member of {group}”.",
      ar: "يُستبدل {group} باسم المجموعة الأم من بيانات المركز، مثل «عضو في {group}».",
    },
    required: false,
  }),
  validate: (value: unknown, options?: Validation) =>
    !value || (typeof value === "string" && value.includes("{group}"))
      ? true
      : options?.req.i18n?.language === "ar"
        ? "أبقِ {group} في النص: يُستبدل باسم المجموعة الأم من بيانات المركز."
        : "Keep {group} in the text: it is replaced by the parent group's name from Business details.",
};

export const heroField: GroupField = {
  name: "hero",
  type: "group",
  label: { en: "Hero", ar: "الواجهة" },
  admin: {
    hideGutter: true,
    description: {
      en: "The top of the page, with its main heading. Choose how it looks; the sections follow it.",
      ar: "أعلى الصفحة، وفيه عنوانها الرئيسي. اختر شكله، وتأتي الأقسام بعده.",
    },
  },
  fields: [
    {
      name: "type",
      type: "select",
      required: true,
      defaultValue: "basic",
      label: { en: "Kind of hero", ar: "نوع الواجهة" },
      options: heroTypes.map((value) => ({ value, label: typeLabels[value] })),
      admin: {
        description: {
          en: "The video and the placement test's address are set in Business details.",
          ar: "الفيديو وعنوان اختبار تحديد المستوى يُضبطان من «بيانات المركز».",
        },
      },
    },
    localizedText("badge", {
      label: { en: "Badge (optional)", ar: "الشارة (اختيارية)" },
      description: { en: "The small label above the title.", ar: "العبارة القصيرة فوق العنوان." },
      required: false,
    }),
    titleField,
    inVariants(
      {
        type: "row",
        fields: [
          localizedText("sloganOne", { label: { en: "First slogan", ar: "الشعار الأول" }, required: false }),
          localizedText("sloganTwo", { label: { en: "Second slogan", ar: "الشعار الثاني" }, required: false }),
        ],
      },
      "video",
    ),
    inVariants(parentLine, "video", "group"),
    localizedTextarea("description", {
      label: { en: "Text under the title", ar: "النص تحت العنوان" },
      required: false,
    }),
    inVariants(
      button("primary", { en: "First button (optional)", ar: "الزر الأول (اختياري)" }, false),
      "basic",
      "video",
      "group",
    ),
    inVariants(
      button("secondary", { en: "Second button (optional)", ar: "الزر الثاني (اختياري)" }, false),
      "basic",
      "video",
    ),
    inVariants(
      localizedText("testButton", {
        label: { en: "Placement test button", ar: "زر اختبار تحديد المستوى" },
        description: {
          en: "Leads to the site's level test, or to the outside test set in Business details.",
          ar: "يؤدي إلى اختبار المستوى في الموقع، أو إلى الاختبار الخارجي المحدد في «بيانات المركز».",
        },
        required: false,
      }),
      "placementTest",
    ),
    inVariants(
      localizedText("videoTitle", {
        label: { en: "Video title", ar: "عنوان الفيديو" },
        description: {
          en: "Names the video for screen readers and on its play button.",
          ar: "اسم الفيديو لقارئات الشاشة وعلى زر التشغيل.",
        },
        required: false,
      }),
      "video",
    ),
    inVariants(
      localizedText("statsLabel", {
        label: { en: "Name of the figures (for screen readers)", ar: "اسم مجموعة الأرقام (لقارئات الشاشة)" },
        description: {
          en: "Not shown: read aloud before the figures, e.g. “Key figures”.",
          ar: "لا يظهر على الصفحة: تقرؤه قارئات الشاشة قبل الأرقام، مثل «أرقام رئيسية».",
        },
        required: false,
      }),
      "video",
    ),
    inVariants({ ...statList("stats", { en: "Figures", ar: "الأرقام" }), maxRows: 4 }, "video"),
  ],
};
