import { describe, expect, it } from "vitest";
import { catalog } from "@/cms/seed/catalog";
import { testimonials } from "@/cms/seed/showcase";
import { aboutPage as about } from "@/cms/seed/pages/about";
import { homePage as home } from "@/cms/seed/pages/home";
import { siteConfig } from "@/cms/seed/site";

/** Every { en, ar } text found anywhere inside a value, with its location. */
function texts(value: unknown, where = ""): { where: string; en: string; ar: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 2 && "en" in value && "ar" in value) {
      // Rich texts (Lexical documents) hold their texts further down.
      if (typeof (value as { en: unknown }).en !== "string") return [];
      return [{ where, ...(value as { en: string; ar: string }) }];
    }
    return entries.flatMap(([k, v]) => texts(v, `${where}.${k}`));
  }
  return [];
}

const allContent = { home, about, testimonials, catalog, brand: siteConfig.brand };

describe("bilingual content", () => {
  const all = texts(allContent);

  it("has a text in both languages for every entry", () => {
    expect(all.length).toBeGreaterThan(900);
    for (const t of all) {
      expect(t.en.trim(), t.where).not.toBe("");
      expect(t.ar.trim(), t.where).not.toBe("");
    }
  });

  it("writes the Arabic side in Arabic (figures aside) with Western digits only", () => {
    for (const t of all) {
      expect(t.ar, t.where).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      if (/[A-Za-z]{3}/.test(t.en) && !/^[\d%+/.,\s]+$/.test(t.en)) expect(t.ar, t.where).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

/**
 * The seed's cross-references, which no field checks: an outline names a key of the business details'
 * outline addresses, and a course links a path of the catalogue. What the site serves from the seeded CMS
 * (the spec's texts, figures and lists) is checked in tests/integration/cms-served.integ.ts.
 */
describe("catalogue seed's references", () => {
  it("resolves every outline key and path link", () => {
    const keys = [
      ...catalog.itProgrammes,
      ...catalog.conversationCourses,
      ...catalog.businessCourses,
      ...catalog.paths,
    ].flatMap((c) => (c.outline?.kind === "external" ? [c.outline.key] : []));
    for (const key of keys) expect(siteConfig.outlines[key], key).toMatch(/^https:\/\//);
    const slugs = new Set(catalog.paths.map((p) => p.slug));
    const links = [
      ...catalog.itProgrammes,
      ...catalog.generalEnglishCourses,
      ...catalog.conversationCourses,
      ...catalog.examCourses,
      ...catalog.businessCourses,
    ].flatMap((c) => (c.pathSlug ? [c.pathSlug] : []));
    for (const slug of links) expect(slugs.has(slug), slug).toBe(true);
  });
});
