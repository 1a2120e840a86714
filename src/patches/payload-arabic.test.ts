import { ar } from "@payloadcms/translations/languages/ar";
import { en } from "@payloadcms/translations/languages/en";
import { describe, expect, it } from "vitest";
import { payloadArabicFixes, withArabicFixes } from "./payload-arabic";

type Groups = Record<string, Record<string, string>>;
const english = en.translations as unknown as Groups;
const arabic = withArabicFixes({ ar: ar.translations as unknown as Groups }).ar;

const placeholders = (text: string) => [...text.matchAll(/{{\s*([^}]*?)\s*}}/g)].map((m) => m[1]).sort();
/** The words of a text a reader sees: without placeholders, tags and their attributes. */
const words = (text: string) => text.replace(/{{[^}]*}}/g, "").replace(/<[^>]*>/g, "");

describe("Payload's Arabic admin texts, with the site's corrections", () => {
  it("keep every placeholder of the English (a translated one shows raw, as the schedule drawer's '{{العنوان}}')", () => {
    const wrong: string[] = [];
    for (const [group, texts] of Object.entries(english))
      for (const [key, text] of Object.entries(texts)) {
        const translated = arabic[group]?.[key];
        if (translated !== undefined && placeholders(translated).join() !== placeholders(text).join())
          wrong.push(`${group}.${key}: ${translated}`);
      }
    expect(wrong).toEqual([]);
    expect(arabic.general!.schedulePublishFor).toBe("جدولة نشر «{{title}}»");
  });

  it("are Arabic: no English words but acronyms (API, URL) and the product's name", () => {
    const english_: string[] = [];
    for (const [group, texts] of Object.entries(arabic))
      for (const [key, text] of Object.entries(texts)) {
        const latin = words(text).match(/\b[A-Za-z]*[a-z][A-Za-z]*\b/g) ?? [];
        if (latin.some((word) => word !== "Payload" && word.length > 1)) english_.push(`${group}.${key}: ${text}`);
      }
    expect(english_).toEqual([]);
  });

  it("correct only what Payload still gets wrong (a release that fixes one makes its correction needless)", () => {
    for (const [group, texts] of Object.entries(payloadArabicFixes as unknown as Groups))
      for (const key of Object.keys(texts)) {
        const upstream = (ar.translations as unknown as Groups)[group]?.[key];
        const broken =
          upstream === undefined ||
          placeholders(upstream).join() !== placeholders(english[group]![key]!).join() ||
          /[a-z]{3,}/i.test(words(upstream));
        expect(broken, `${group}.${key}: ${upstream}`).toBe(true);
      }
  });
});
