import { describe, expect, it } from "vitest";
import { canonicalDialNumber, canonicalWhatsAppNumber, validDialNumber, validWhatsAppNumber } from "./phone";

const en = { req: { i18n: { language: "en" } } };
const ar = { req: { i18n: { language: "ar" } } };

describe("the business details' phone numbers", () => {
  it("take the usual ways of typing a number and keep one form", () => {
    for (const typed of ["+20 3 487 2200", "+20-3-487-2200", "03 4872200", "0020 3 4872200", "(+20) 3 487 2200"])
      expect(canonicalDialNumber(typed), typed).toBe("+2034872200");
    for (const typed of ["+20 100 123 4567", "201001234567", "0100 123 4567", "00201001234567"])
      expect(canonicalWhatsAppNumber(typed), typed).toBe("201001234567");
  });

  it("refuse what is not a number, saying what is expected in the editor's language", () => {
    for (const typed of ["call us", "3 487 2200", "+20 3 48x 2200"]) {
      const stored = canonicalDialNumber(typed);
      expect(validDialNumber(stored, en)).toMatch(/starting with \+20/);
      expect(validDialNumber(stored, ar)).toMatch(/يبدأ بـ/);
    }
    expect(validDialNumber(canonicalDialNumber("+20 3 487 2200"), en)).toBe(true);
    expect(validWhatsAppNumber(canonicalWhatsAppNumber("WhatsApp"), en)).toMatch(/country code/);
    expect(validWhatsAppNumber(canonicalWhatsAppNumber("0100 123 4567"), ar)).toBe(true);
  });
});
