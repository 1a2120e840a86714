import type { Field } from "payload";
import { isL10n } from "./bilingual";

type Data = Record<string, unknown>;

/** The fields that store a value at this level: rows, collapsibles and unnamed tabs only arrange them. */
function dataFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === "row" || field.type === "collapsible") return dataFields(field.fields);
    if (field.type === "tabs") {
      return field.tabs.flatMap((tab) =>
        "name" in tab && tab.name
          ? [{ type: "group", name: tab.name, fields: tab.fields } as Field]
          : dataFields(tab.fields),
      );
    }
    return "name" in field ? [field] : [];
  });
}

/**
 * Where seed data (texts as `{ en, ar }`) and a global's or collection's fields disagree: a value missing
 * or not in both languages, a value no field takes, too few or too many rows, an unknown option, a text
 * its field's validation refuses. For tests: a seed that passes here is saved as it is written.
 */
export function seedMismatches(fields: Field[], data: Data, where = ""): string[] {
  const problems: string[] = [];
  const fieldsHere = dataFields(fields);
  for (const field of fieldsHere) {
    if (!("name" in field)) continue;
    const path = `${where}${field.name}`;
    const value = data[field.name];
    // A value the seed leaves out takes the field's default.
    if (value === undefined && "defaultValue" in field && field.defaultValue !== undefined) continue;
    if (field.type === "group") {
      problems.push(...seedMismatches(field.fields, (value ?? {}) as Data, `${path}.`));
    } else if (field.type === "array") {
      const rows = Array.isArray(value) ? (value as Data[]) : [];
      if (field.minRows !== undefined && rows.length < field.minRows) problems.push(`${path}: too few rows`);
      if (field.maxRows !== undefined && rows.length > field.maxRows) problems.push(`${path}: too many rows`);
      rows.forEach((row, i) => problems.push(...seedMismatches(field.fields, row, `${path}.${i}.`)));
    } else if (field.type === "select") {
      const options = field.options.map((option) => (typeof option === "string" ? option : option.value));
      if (value === undefined && !field.required) continue;
      if (!options.includes(value as string)) problems.push(`${path}: not an option`);
    } else if (field.type === "richText") {
      const both = value as { en?: { root?: unknown }; ar?: { root?: unknown } } | undefined;
      if (both === undefined && !field.required) continue;
      if (!both?.en?.root || !both.ar?.root) problems.push(`${path}: no rich text in both languages`);
    } else if ("localized" in field && field.localized) {
      if (!isL10n(value) || !value.en.trim() || !value.ar.trim()) {
        if (value !== undefined || ("required" in field && field.required))
          problems.push(`${path}: not in both languages`);
        continue;
      }
      const validate =
        "validate" in field ? (field.validate as ((text: unknown) => true | string) | undefined) : undefined;
      for (const text of validate ? [value.en, value.ar] : []) {
        const result = validate!(text);
        if (result !== true) problems.push(`${path}: ${result}`);
      }
    }
  }
  const names = new Set(fieldsHere.map((field) => ("name" in field ? field.name : "")));
  for (const key of Object.keys(data)) if (!names.has(key)) problems.push(`${where}${key}: no field takes it`);
  return problems;
}

/** Every `{ en, ar }` text inside seed data. */
function seedTexts(value: unknown): { en: string; ar: string }[] {
  if (isL10n(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(seedTexts);
  if (value && typeof value === "object") return Object.values(value).flatMap(seedTexts);
  return [];
}

/** Arabic texts of seed data with Eastern Arabic digits, or with no Arabic at all where the English has words. */
export function arabicMismatches(data: unknown): string[] {
  return seedTexts(data)
    .filter(
      ({ en, ar }) =>
        /[\u0660-\u0669\u06F0-\u06F9]/.test(ar) || (/[A-Za-z]{3}/.test(en) && !/[\u0600-\u06FF]/.test(ar)),
    )
    .map(({ en, ar }) => `${en} / ${ar}`);
}
