/**
 * Seed data is written with `{ en, ar }` for every text (as src/content was); Payload stores one language at
 * a time. These split a bilingual value into its English and Arabic documents, and give the Arabic one the
 * row ids the English one got, so both languages fill the same array rows.
 */
type L10n = { en: string; ar: string };

export function isL10n(value: unknown): value is L10n {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as L10n).en === "string" && typeof (value as L10n).ar === "string";
}

/** The value with every `{ en, ar }` replaced by the text in one language. */
export function inLocale(value: unknown, locale: "en" | "ar"): unknown {
  if (isL10n(value)) return value[locale];
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]));
  }
  return value;
}

/** `value` with the ids of the rows `saved` (the same shape, as Payload returned it) put on its array rows. */
export function withRowIds(value: unknown, saved: unknown): unknown {
  if (Array.isArray(value)) {
    const rows = Array.isArray(saved) ? saved : [];
    return value.map((item, index) => {
      const row = rows[index] as { id?: unknown } | undefined;
      const next = withRowIds(item, row);
      return next && typeof next === "object" && !Array.isArray(next) && row?.id !== undefined
        ? { ...(next as object), id: row.id }
        : next;
    });
  }
  if (value && typeof value === "object") {
    const source = (saved ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRowIds(item, source[key])]));
  }
  return value;
}

/** A list of texts as Payload's rows: [{ text }]. */
export const rows = (texts: readonly L10n[] | undefined) => (texts ?? []).map((text) => ({ text }));
