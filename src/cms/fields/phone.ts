/**
 * The business details' phone numbers as people type them ("+20 3 487-2200", "03 4872200", "00201001234567")
 * and as the site stores them: the number to dial with its country code (+2034872200) and the WhatsApp number
 * (digits only, 201001234567). Egypt's numbers without a country code (a leading 0) get +20.
 */

/** The digits of a typed number with its country code, or undefined when it has none that can be told. */
function internationalDigits(value: string): string | undefined {
  const compact = value.replace(/[\s\-().\u200e\u200f]/g, "");
  if (/^\+\d+$/.test(compact)) return compact.slice(1);
  if (/^00\d+$/.test(compact)) return compact.slice(2);
  if (/^0\d+$/.test(compact)) return `20${compact.slice(1)}`;
  if (/^20\d+$/.test(compact)) return compact;
  return undefined;
}

/** "+20 3 487-2200" -> "+2034872200"; anything else is left as typed (the check then refuses it). */
export function canonicalDialNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const digits = internationalDigits(value);
  return digits ? `+${digits}` : value.trim();
}

/** "+20 100 123 4567" -> "201001234567" (WhatsApp's links take the digits without "+"). */
export function canonicalWhatsAppNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return internationalDigits(value) ?? value.trim();
}

const arabic = (req: { i18n?: { language?: string } }) => req.i18n?.language === "ar";

export function validDialNumber(value: unknown, { req }: { req: { i18n?: { language?: string } } }): true | string {
  if (typeof value === "string" && /^\+\d{8,15}$/.test(value)) return true;
  return arabic(req)
    ? "اكتب رقمًا يبدأ بـ ⁦+20⁩ (مثل ⁦+20 3 487 2200⁩)؛ المسافات والشرطات مقبولة."
    : "Digits, starting with +20 (e.g. +20 3 487 2200); spaces and dashes are fine.";
}

export function validWhatsAppNumber(value: unknown, { req }: { req: { i18n?: { language?: string } } }): true | string {
  if (typeof value === "string" && /^\d{8,15}$/.test(value)) return true;
  return arabic(req)
    ? "اكتب رقم واتساب مع رمز الدولة، مثل ⁦+20 100 123 4567⁩؛ المسافات والشرطات مقبولة."
    : "The WhatsApp number with its country code, e.g. +20 100 123 4567; spaces and dashes are fine.";
}
