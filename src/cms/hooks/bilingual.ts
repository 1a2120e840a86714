import { type CollectionBeforeChangeHook, type Field, type GlobalBeforeChangeHook, type PayloadRequest } from "payload";
import { refuseFields } from "../fields/errors";
import type { Label } from "../fields";
import { labelInBoth } from "../../patches/payload-labels";

/** Context flag of the seed: it writes English first and Arabic second, so it skips the check in between. */
export const SEED_CONTEXT = "seed";

/** Context key of a restore: the version being restored, every language as stored (`locale: "all"`). */
export const RESTORED_VERSION = "restoredVersion";

const locales = ["en", "ar"] as const;
type Locale = (typeof locales)[number];
type Values = Record<string, unknown>;

const localeName = { en: { en: "English", ar: "الإنجليزية" }, ar: { en: "Arabic", ar: "العربية" } } as const;

/** A name in both languages: a field's, a tab's or a row's, as the admin shows it. */
type Both = Label;

/** What the admin calls a field, a tab or a block: its label in each language, else its name. */
function nameOf(label: unknown, fallback: string): Both {
  if (typeof label === "string" && label) return { en: label, ar: label };
  const named = labelInBoth(label);
  if (named) return { en: named.en || fallback, ar: named.ar || named.en || fallback };
  return { en: fallback, ar: fallback };
}

const rowName = (singular: unknown, fallback: string, index: number): Both => {
  const name = nameOf(singular, fallback);
  return { en: `${name.en} ${index + 1}`, ar: `${name.ar} ${index + 1}` };
};

export type MissingText = { path: string; missing: Locale; label: Both };

/** Whether a value counts as filled in: text with something in it, or rich text with some text. */
export function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return true;
  if (value && typeof value === "object") {
    const text = JSON.stringify(value).match(/"text":"((?:[^"\\]|\\.)*)"/g) ?? [];
    return text.some((t) => t.slice(8, -1).trim() !== "");
  }
  return false;
}

/**
 * The localised fields of a document whose English and Arabic disagree: one filled, the other empty. `current`
 * is what is being saved in `locale`; `stored` the document in every locale (`locale: 'all'`), where each
 * localised value is `{ en, ar }` and array rows are matched by their id.
 */
export function missingTranslations(
  fields: Field[],
  current: Values,
  stored: Values,
  locale: Locale,
  prefix = "",
  trail: Both[] = [],
): MissingText[] {
  const problems: MissingText[] = [];
  for (const field of fields) {
    if (field.type === "row") {
      problems.push(...missingTranslations(field.fields, current, stored, locale, prefix, trail));
      continue;
    }
    if (field.type === "collapsible") {
      const titled = typeof field.label === "string" || labelInBoth(field.label) !== undefined;
      const inner = titled ? [...trail, nameOf(field.label, "")] : trail;
      problems.push(...missingTranslations(field.fields, current, stored, locale, prefix, inner));
      continue;
    }
    if (field.type === "tabs") {
      for (const tab of field.tabs) {
        const named = "name" in tab && tab.name;
        problems.push(
          ...missingTranslations(
            tab.fields,
            named ? ((current[tab.name] as Values) ?? {}) : current,
            named ? ((stored[tab.name] as Values) ?? {}) : stored,
            locale,
            named ? `${prefix}${tab.name}.` : prefix,
            [...trail, nameOf(tab.label, named ? tab.name : "")],
          ),
        );
      }
      continue;
    }
    if (!("name" in field)) continue;
    const path = `${prefix}${field.name}`;
    const here = [...trail, nameOf("label" in field ? field.label : undefined, field.name)];
    if (field.type === "group") {
      problems.push(
        ...missingTranslations(
          field.fields,
          (current[field.name] as Values) ?? {},
          (stored[field.name] as Values) ?? {},
          locale,
          `${path}.`,
          here,
        ),
      );
      continue;
    }
    // Rows shared by both languages (a list, or a page's blocks), matched to the stored ones by id.
    if ((field.type === "array" || field.type === "blocks") && !field.localized) {
      const rows = Array.isArray(current[field.name]) ? (current[field.name] as Values[]) : [];
      const storedRows = Array.isArray(stored[field.name]) ? (stored[field.name] as Values[]) : [];
      rows.forEach((row, index) => {
        const block = field.type === "blocks" ? field.blocks.find((b) => b.slug === row.blockType) : undefined;
        const fields = field.type === "array" ? field.fields : block?.fields;
        if (!fields) return;
        const match = storedRows.find((r) => r.id !== undefined && r.id === row.id) ?? {};
        const name =
          field.type === "array"
            ? rowName(field.labels?.singular, field.name, index)
            : rowName(block?.labels?.singular, String(row.blockType), index);
        problems.push(...missingTranslations(fields, row, match, locale, `${path}.${index}.`, [...here, name]));
      });
      continue;
    }
    if (!("localized" in field) || !field.localized) continue;
    if (!["text", "textarea", "richText", "email"].includes(field.type)) continue;
    const other = locales.find((l) => l !== locale)!;
    const storedValue = stored[field.name];
    const otherValue =
      storedValue && typeof storedValue === "object" && !Array.isArray(storedValue)
        ? (storedValue as Record<string, unknown>)[other]
        : undefined;
    const filledHere = isFilled(current[field.name]);
    const filledThere = isFilled(otherValue);
    const label = { en: here.map((n) => n.en).join(" > "), ar: here.map((n) => n.ar).join(" > ") };
    if (filledHere && !filledThere) problems.push({ path, missing: other, label });
    if (!filledHere && filledThere) problems.push({ path, missing: locale, label });
  }
  return problems;
}

/**
 * The refusal in the admin's language: each field by its label ("Sections > Hero 1 > Title"), marked in the
 * form, with a sentence that says which language is missing and what to do.
 */
function refuse(req: PayloadRequest, problems: MissingText[]): never {
  const language = req.i18n?.language === "ar" ? "ar" : "en";
  refuseFields(
    req,
    problems.map(({ path, missing, label }) => ({
      path,
      label: label[language],
      message:
        language === "ar"
          ? `لا يمكن النشر: النص ب${localeName[missing].ar} فارغ بينما النص الآخر مكتوب. اكتبه أو احفظ مسودة.`
          : `Cannot publish: the ${localeName[missing].en} text is empty while the other language has one. Fill it in, or save a draft.`,
    })),
  );
}

const publishing = (data: Values, hasDrafts: boolean) => !hasDrafts || data._status === "published";

/**
 * A document is published only with every localised text in both languages, or in neither: an Arabic
 * page never shows an English sentence, nor the reverse. Drafts may be incomplete.
 */
export const bilingualCollection: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  collection,
  context,
}) => {
  if (context[SEED_CONTEXT] || !publishing(data, Boolean(collection.versions?.drafts))) return data;
  const locale = (req.locale === "ar" ? "ar" : "en") as Locale;
  if (context.isRestoringVersion) {
    // A restore (Payload sets `isRestoringVersion`) writes the version over the document in every language, so the
    // version is what is checked, as it was stored: compared with the document of today, a field filled in since (a
    // page's search title and description) was "empty in English, filled in Arabic" and the restore of an older
    // version was refused. The admin's restore is the site's endpoint (src/patches/payload-safe-restore.ts), which gives the
    // version; a restore without it (the Local API, from code) is not checked, like the seed.
    const version = context[RESTORED_VERSION] as Values | undefined;
    if (!version) return data;
    const problems = missingTranslations(collection.fields, data, version, locale);
    if (problems.length) refuse(req, problems);
    return data;
  }
  const stored = originalDoc?.id
    ? ((await req.payload.findByID({
        collection: collection.slug,
        id: originalDoc.id,
        locale: "all",
        draft: true,
        depth: 0,
        overrideAccess: true,
        // A document being restored from the trash is in it until this save.
        trash: true,
        // Not the request: a read with locale "all" would set its locale, and this save would then take the
        // texts it was given as all-language values.
      })) as unknown as Values)
    : {};
  const problems = missingTranslations(collection.fields, { ...originalDoc, ...data }, stored, locale);
  if (problems.length) refuse(req, problems);
  return data;
};

export const bilingualGlobal: GlobalBeforeChangeHook = async ({ data, originalDoc, req, global, context }) => {
  if (context[SEED_CONTEXT] || !publishing(data, Boolean(global.versions?.drafts))) return data;
  const locale = (req.locale === "ar" ? "ar" : "en") as Locale;
  const stored = (await req.payload.findGlobal({
    slug: global.slug,
    locale: "all",
    draft: true,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Values;
  const problems = missingTranslations(global.fields, { ...originalDoc, ...data }, stored, locale);
  if (problems.length) refuse(req, problems);
  return data;
};
