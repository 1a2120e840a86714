import type { L10n, Locale } from "./schema";

/** The shape of T with every bilingual text replaced by the text in one language. */
export type Localized<T> = T extends L10n
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isL10n(value: unknown): value is L10n {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as L10n).en === "string" && typeof (value as L10n).ar === "string";
}

/** Resolves every `{ en, ar }` text inside `value` to the given language. */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (isL10n(value)) return value[locale] as Localized<T>;
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
    ) as Localized<T>;
  }
  return value as Localized<T>;
}
