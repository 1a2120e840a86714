import { describe, expect, it } from "vitest";
import ar from "../messages/ar.json";
import en from "../messages/en.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
const enFlat = flatten(en as Tree);
const arFlat = flatten(ar as Tree);

describe("UI messages", () => {
  it("has the same keys in English and Arabic", () => {
    expect([...arFlat.keys()].sort()).toEqual([...enFlat.keys()].sort());
  });

  it("has no empty text and the same placeholders in both languages", () => {
    for (const [key, text] of enFlat) {
      const arabic = arFlat.get(key) ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(arabic.trim(), key).not.toBe("");
      expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });

  it("writes Arabic messages in Arabic script with Western digits", () => {
    const latinOnly = new Set([
      "Nav.otherLanguage",
      "NotFound.code",
      "Metadata.titleTemplate",
      "ShareCard.alt",
      "Courses.pdf",
      "Newsletter.placeholder",
      "Schedule.calendarName",
    ]);
    for (const [key, text] of arFlat) {
      if (latinOnly.has(key)) continue;
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      expect(text, key).not.toMatch(/[\u0660-\u0669]/);
    }
  });

  it("keeps the spec's exact English texts", () => {
    expect(en.NotFound.title).toBe("Oops! Page not found");
    expect(en.NotFound.home).toBe("Return to Home");
    expect(ar.NotFound.title).toBe("عذرًا! الصفحة غير موجودة");
    expect(ar.NotFound.home).toBe("العودة إلى الرئيسية");
  });
});
