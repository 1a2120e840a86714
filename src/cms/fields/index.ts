import type {
  ArrayField,
  CollectionBeforeValidateHook,
  CollectionSlug,
  Field,
  SelectField,
  TextField,
  TextareaField,
} from "payload";
import { areaNames, areas, iconNames, slug as slugPattern } from "@/content/schema";

/** Labels of the admin in both of its languages. */
export type Label = { en: string; ar: string };

interface TextOptions {
  label: Label;
  description?: Label;
  required?: boolean;
}

/** A text the visitor reads, in English and Arabic (the bilingual rule keeps both filled when published). */
export function localizedText(name: string, { label, description, required = true }: TextOptions): TextField {
  return { name, type: "text", localized: true, required, label, admin: description ? { description } : undefined };
}

export function localizedTextarea(name: string, { label, description, required = true }: TextOptions): TextareaField {
  return {
    name,
    type: "textarea",
    localized: true,
    required,
    label,
    admin: { rows: 4, ...(description ? { description } : {}) },
  };
}

/** A list of short texts in both languages (skills, topics, outcomes): rows shared, text per language. */
export function localizedList(
  name: string,
  { label, minRows, maxRows, description }: { label: Label; minRows?: number; maxRows?: number; description?: Label },
): ArrayField {
  return {
    name,
    type: "array",
    label,
    minRows,
    maxRows,
    labels: { singular: { en: "Item", ar: "عنصر" }, plural: { en: "Items", ar: "عناصر" } },
    admin: { initCollapsed: false, ...(description ? { description } : {}) },
    fields: [{ name: "text", type: "text", localized: true, required: true, label: { en: "Text", ar: "النص" } }],
  };
}

export function iconField(name = "icon", required = true): SelectField {
  return {
    name,
    type: "select",
    required,
    label: { en: "Icon", ar: "الأيقونة" },
    options: iconNames.map((value) => ({ label: value, value })),
  };
}

export function areaField(required = true): SelectField {
  return {
    name: "area",
    type: "select",
    required,
    label: { en: "Training area", ar: "مجال التدريب" },
    options: areas.map((value) => ({ value, label: areaNames[value] })),
  };
}

/** The longest slug: an address people read, type and share (the seeded ones have at most 20 characters). */
export const SLUG_MAX_LENGTH = 60;

/** The request context under which the seed makes a page with a fixed slug (home, about). */
export const FIXED_PAGE_CONTEXT = "fixedPage";

/**
 * URL-safe identifier used in links and in leads (a plan stores course ids): changing it breaks old links.
 * `reserved`: slugs a new document cannot take; `fixed`: slugs of documents that keep theirs (the specification's
 * pages, served by routes of their own).
 */
export function slugField(label: Label, reserved: readonly string[] = [], fixed: readonly string[] = []): TextField {
  return {
    name: "slug",
    type: "text",
    required: true,
    unique: true,
    index: true,
    label,
    validate: (
      value: unknown,
      {
        req,
        previousValue,
      }: { req: { i18n?: { language?: string }; context?: Record<string, unknown> }; previousValue?: unknown },
    ) => {
      const arabic = req.i18n?.language === "ar";
      if (typeof previousValue === "string" && fixed.includes(previousValue) && value !== previousValue) {
        return arabic
          ? `العنوان المختصر لهذه الصفحة ثابت («⁦${previousValue}⁩») لأنها من الصفحات الأساسية للموقع.`
          : `This page's address is fixed ("${previousValue}"): it is one of the site's own pages.`;
      }
      if (typeof value !== "string" || !slugPattern.safeParse(value).success) {
        return arabic
          ? "حروف إنجليزية صغيرة وأرقام وشرطات فقط (مثل ‎data-analyst‎)"
          : "Lower-case letters, digits and hyphens only (e.g. data-analyst)";
      }
      if (value.length > SLUG_MAX_LENGTH) {
        return arabic
          ? `العنوان المختصر طويل جدًا: ${value.length} حرفًا، والحد الأقصى ${SLUG_MAX_LENGTH}.`
          : `Too long for an address: ${value.length} characters, at most ${SLUG_MAX_LENGTH}.`;
      }
      // A fixed page keeps its slug; only the seed makes one (src/cms/seed/pages/spec-pages.ts).
      const keeps = fixed.includes(value) && (previousValue === value || req.context?.[FIXED_PAGE_CONTEXT] === true);
      if (reserved.includes(value) && !keeps) {
        return arabic
          ? `العنوان المختصر «‎${value}‎» محجوز لصفحة أخرى في الموقع؛ اختر عنوانًا آخر.`
          : `"${value}" is the address of another page of the site; choose another.`;
      }
      return true;
    },
    // Payload's Duplicate would make it "<slug> - Copy", which no address can hold: the copy keeps the slug, and
    // freeSlug (the collection's hook) numbers it.
    hooks: { beforeDuplicate: [({ value }) => value] },
    admin: {
      position: "sidebar",
      description: {
        en: "Lower-case letters, digits and hyphens. Used in the page address and in leads: change it only with care.",
        ar: "حروف إنجليزية صغيرة وأرقام وشرطات. يُستخدم في عنوان الصفحة وفي الطلبات الواردة؛ لا تغيّره إلا بحذر.",
      },
    },
  };
}

/**
 * A collection hook for documents with a slug: a copy (Payload's Duplicate, which keeps the slug: slugField) gets
 * the first free one after its original's, "open-day" -> "open-day-2", and a copy of that copy "open-day-3", so
 * that a copy can be saved and published at once. Only a copy: a new document whose slug is taken is refused
 * ("Value must be unique"), and a number in a slug is a copy number only when it is small and the slug without
 * it is another document's ("summer-bootcamp-2027" -> "summer-bootcamp-2027-2", never "summer-bootcamp-2").
 */
export const freeSlug: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req, collection }) => {
  const slug = data?.slug;
  if (!data || typeof slug !== "string" || !slug) return data;
  // A slug changed on an existing document stays as typed (a taken one is refused: "Value must be unique").
  if (operation !== "create") return data;
  // On a Duplicate Payload passes the document copied from as `originalDoc`; a new document has none.
  if (originalDoc?.slug !== slug) return data;
  const taken = async (candidate: string) =>
    (
      await req.payload.count({
        collection: collection.slug as CollectionSlug,
        where: { slug: { equals: candidate } },
        // Every document holds its slug, drafts, other people's and those in the trash among them, whoever saves.
        req,
        overrideAccess: true,
        trash: true,
      })
    ).totalDocs > 0;
  if (!(await taken(slug))) return data;
  const numbered = /^(.+)-([2-9]|[1-9]\d)$/.exec(slug);
  const base = numbered && (await taken(numbered[1]!)) ? numbered[1]! : slug;
  for (let n = 2; n < 100; n++) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return { ...data, slug: candidate };
  }
  return data;
};

export function orderField(): Field {
  return {
    name: "order",
    type: "number",
    defaultValue: 100,
    label: { en: "Order", ar: "الترتيب" },
    admin: { position: "sidebar", description: { en: "Smaller comes first.", ar: "الأصغر يظهر أولًا." } },
  };
}

/** A headline figure such as "600k+ Training Hours". */
export function statList(name: string, label: Label, count?: number): ArrayField {
  return {
    name,
    type: "array",
    label,
    minRows: count,
    maxRows: count,
    labels: { singular: { en: "Figure", ar: "رقم" }, plural: { en: "Figures", ar: "أرقام" } },
    fields: [
      {
        type: "row",
        fields: [
          localizedText("value", { label: { en: "Value", ar: "القيمة" } }),
          localizedText("label", { label: { en: "Label", ar: "الوصف" } }),
        ],
      },
    ],
  };
}

/** A card with an icon, a title and a description (mission, values, success factors). */
export function iconCardList(name: string, label: Label, count?: number): ArrayField {
  return {
    name,
    type: "array",
    label,
    minRows: count,
    maxRows: count,
    labels: { singular: { en: "Card", ar: "بطاقة" }, plural: { en: "Cards", ar: "بطاقات" } },
    fields: [
      iconField(),
      localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
      localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
    ],
  };
}

/** Other names people type for a course or path, for the Learning Advisor's search. */
export function searchTermsField(): Field {
  return {
    name: "searchTerms",
    type: "textarea",
    label: { en: "Words people use for it", ar: "كلمات يستخدمها الناس للبحث عنه" },
    admin: {
      description: {
        en: "For the Learning Advisor: other names, abbreviations and spellings, in both languages (e.g. powerbi, باور بي اي).",
        ar: "للمستشار التعليمي: أسماء واختصارات وكتابات أخرى، باللغتين (مثل powerbi و باور بي اي).",
      },
    },
  };
}
