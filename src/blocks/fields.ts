import type { Block, Field, UploadField } from "payload";
import { localizedText, localizedTextarea, statList, type Label } from "@/cms/fields";
import { linkFields } from "@/cms/fields/link";

/**
 * What the blocks' configs share: the block itself (its labels, its picture and its group in the admin's "Add
 * Section" drawer), and the fields most blocks start with.
 */

type BlockOptions = {
  slug: string;
  interfaceName: string;
  labels: { singular: Label; plural: Label };
  /** One sentence in both languages: what the block shows (the picture's text in the drawer, the block's help). */
  description: Label;
  group: keyof typeof groups;
  fields: Field[];
};

/** The drawer's groups, in the admin's language. */
const groups = {
  text: { en: "Text and media", ar: "نصوص ووسائط" },
  lists: { en: "Lists and figures", ar: "قوائم وأرقام" },
  forms: { en: "Forms and actions", ar: "نماذج وإجراءات" },
} as const;

/**
 * A block type; its rows are headed by their number and type (no "Untitled" name box to fill in). In the drawer
 * (Payload 3.90 shows a picture, the name and the group, no description) its picture is public/blocks/<slug>.svg,
 * whose text alternative is the description in both languages.
 */
export function block({ slug, interfaceName, labels, description, group, fields }: BlockOptions) {
  return {
    slug,
    interfaceName,
    labels,
    fields: [...fields, anchorField],
    admin: {
      disableBlockName: true,
      group: groups[group],
      images: { thumbnail: { url: `/blocks/${slug}.svg`, alt: `${description.en} / ${description.ar}` } },
      custom: { description },
    },
  } satisfies Block;
}

export const title = (required = true) =>
  localizedText("title", {
    label: required ? { en: "Title", ar: "العنوان" } : { en: "Title (optional)", ar: "العنوان (اختياري)" },
    required,
  });

/** A short line above the title ("What we teach"). */
export const badge = () =>
  localizedText("badge", {
    label: { en: "Badge above the title (optional)", ar: "شارة فوق العنوان (اختيارية)" },
    required: false,
  });

export const intro = () =>
  localizedTextarea("description", {
    label: { en: "Text under the title", ar: "النص تحت العنوان" },
    required: false,
  });

/** Up to six headline figures under a section's content (optional), with their name for screen readers. */
export const figures = (): Field[] => [
  { ...statList("figures", { en: "Figures (optional)", ar: "الأرقام (اختيارية)" }), minRows: 0, maxRows: 6 },
  localizedText("figuresLabel", {
    label: { en: "Name of the figures (for screen readers)", ar: "اسم مجموعة الأرقام (لقارئات الشاشة)" },
    required: false,
    description: {
      en: "Not shown: read aloud before the figures, e.g. “Our history in numbers”.",
      ar: "لا يظهر على الصفحة: تقرؤه قارئات الشاشة قبل الأرقام، مثل «تاريخنا بالأرقام».",
    },
  }),
];

/** A button: its text in both languages and where it leads. */
export function button(name: string, label: Label, required: boolean): Field {
  return {
    name,
    type: "group",
    label,
    fields: [
      localizedText("label", { label: { en: "Button text", ar: "نص الزر" }, required }),
      ...linkFields(required),
    ],
  };
}

/** An image of the media library (its text alternative in both languages is the library's). */
export const imageField = (): UploadField => ({
  name: "image",
  type: "upload",
  relationTo: "media",
  required: true,
  filterOptions: { mimeType: { contains: "image" } },
  label: { en: "Image", ar: "الصورة" },
});

/**
 * The section's anchor (its id: /about#story), for links to it. Empty: its place on the page (#section-3).
 * Letters, digits and hyphens, so that it is a valid id and a readable address.
 */
export const anchorField: Field = {
  name: "anchor",
  type: "text",
  label: { en: "Anchor (optional)", ar: "المرساة (اختياري)" },
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
    if (value === undefined || value === null || value === "") return true;
    if (typeof value === "string" && /^[a-z][a-z0-9-]{0,39}$/.test(value)) return true;
    return req.i18n?.language === "ar"
      ? "المرساة حروف إنجليزية صغيرة وأرقام وشرطات فقط، وتبدأ بحرف (مثل story)."
      : "An anchor is lowercase letters, digits and hyphens, starting with a letter (like story).";
  },
  admin: {
    description: {
      en: "A short name for links to this section (/about#story). Empty: its place on the page.",
      ar: "اسم قصير للروابط إلى هذا القسم (‎/about#story‎). إذا تُرك فارغًا: ترتيبه في الصفحة.",
    },
  },
};
