/** A count and its noun in Arabic, each form as the number needs it (with {n} where the number goes). */
export type ArabicForms = Record<"one" | "two" | "few" | "many" | "other", string> & { zero?: string };

const rules = new Intl.PluralRules("ar");
const digits = new Intl.NumberFormat("ar-EG", { numberingSystem: "latn", maximumFractionDigits: 1 });

/**
 * "ساعة واحدة", "ساعتان", "5 ساعات", "11 ساعة", "2.5 ساعة": Arabic agrees the noun with the number by the CLDR
 * plural rules (zero, one, two, few 3-10, many 11-99, other), which Intl.PluralRules gives.
 */
export function arabicCount(n: number, forms: ArabicForms): string {
  const form = rules.select(n) as keyof ArabicForms;
  return (forms[form] ?? forms.other).replace("{n}", digits.format(n));
}
