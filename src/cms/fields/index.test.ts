import { describe, expect, it } from "vitest";
import { slugField } from ".";

const validate = (reserved: string[], value: unknown, language = "en") =>
  (slugField({ en: "Address", ar: "العنوان" }, reserved).validate as (v: unknown, o: unknown) => true | string)(value, {
    req: { i18n: { language } },
  });

describe("the slug field", () => {
  it("takes lower-case letters, digits and hyphens", () => {
    expect(validate([], "power-bi-2027")).toBe(true);
    for (const bad of ["Power-BI", "power_bi", "-power", "power--bi", "", "باور", 3]) {
      expect(validate([], bad), String(bad)).toMatch(/Lower-case letters/);
    }
    expect(validate([], "Power BI", "ar")).toMatch(/حروف إنجليزية صغيرة/);
  });

  it("refuses the addresses of the site's own pages, in the editor's language", () => {
    expect(validate(["feed", "page"], "page")).toBe(
      '"page" is the address of another page of the site; choose another.',
    );
    expect(validate(["feed", "page"], "feed", "ar")).toMatch(/محجوز/);
    expect(validate(["feed", "page"], "pages")).toBe(true);
  });
});

describe("the menus' links", async () => {
  const { linkField } = await import("./link");
  const check = (value: unknown, language = "en", required = true) =>
    (linkField(required).validate as (v: unknown, o: unknown) => true | string)(value, { req: { i18n: { language } } });

  it("takes a page of the site without its language, or a full https address", () => {
    for (const good of [
      "/",
      "/schedule",
      "/paths/power-bi",
      "https://wa.me/201001234567",
      "https://example.com/a?b=c",
    ]) {
      expect(check(good), good).toBe(true);
    }
    expect(check("", "en", false)).toBe(true);
  });

  it("refuses anything else, saying what is expected in the editor's language", () => {
    for (const bad of [
      "",
      "schedule",
      "/Schedule",
      "/a b",
      "/ar/",
      "http://example.com",
      "javascript:alert(1)",
      "https://",
    ]) {
      expect(check(bad), bad).toMatch(/starting with \/ and without \/ar \(e\.g\. \/schedule\)/);
    }
    expect(check("www.example.com", "ar")).toMatch(/يبدأ بـ \u2066https:\/\/\u2069/);
  });
  it("takes a section of the same page, and leaves the address alone when the link points at a document", () => {
    expect(check("#services")).toBe(true);
    expect(check("#Services")).toMatch(/starting with \//);
    const validate = linkField(true).validate as (v: unknown, o: unknown) => true | string;
    expect(validate("", { req: {}, siblingData: { type: "reference" } })).toBe(true);
    expect(validate("", { req: {}, siblingData: { type: "custom" } })).toMatch(/starting with \//);
  });
});
