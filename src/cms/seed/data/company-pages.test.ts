import { describe, expect, it } from "vitest";
import { legalPageSlugs } from "@/cms/collections/legal-pages";
import { pageRoutes } from "@/config/routes";
import { careersPage, careersReasons } from "./careers-page";
import { corporateBlocks, corporatePage } from "./corporate-page";
import { legalPages } from "./legal-pages";

/** Every { en, ar } text found anywhere inside a value, with its location. */
function texts(value: unknown, where = ""): { where: string; en: string; ar: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 2 && "en" in value && "ar" in value) {
      return [{ where, ...(value as { en: string; ar: string }) }];
    }
    return entries.flatMap(([k, v]) => texts(v, `${where}.${k}`));
  }
  return [];
}

/**
 * Invariants of the seed of /corporate, /careers and the legal pages. What the site serves from them is checked
 * in tests/integration/cms-served.integ.ts.
 */
describe("company and legal pages' seed (both languages)", () => {
  const all = texts({ corporatePage, corporateBlocks, careersPage, careersReasons, legalPages });

  it("has a text in both languages for every entry", () => {
    expect(all.length).toBeGreaterThan(200);
    for (const t of all) {
      expect(t.en.trim(), t.where).not.toBe("");
      expect(t.ar.trim(), t.where).not.toBe("");
    }
  });

  it("writes the Arabic side in Arabic with Western digits only", () => {
    for (const t of all) {
      expect(t.ar, t.where).toMatch(/[\u0600-\u06FF]/);
      expect(t.ar, t.where).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it("gives every page a title and a description for search engines of at most about 160 characters", () => {
    for (const page of [corporatePage, careersPage, ...legalPages]) {
      for (const text of [page.meta.title, page.meta.description]) expect(text.en.length).toBeGreaterThan(0);
      expect(page.meta.description.en.length).toBeLessThanOrEqual(160);
      expect(page.meta.description.ar.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("legal pages", () => {
  it("has one document for each legal page, each with a route", () => {
    expect(legalPages.map((page) => page.slug)).toEqual([...legalPageSlugs]);
    for (const slug of legalPageSlugs) expect(pageRoutes).toContain(`/${slug}`);
  });

  it("has a valid last-updated day and sections with unique anchors", () => {
    for (const page of legalPages) {
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${page.updated}T12:00:00Z`).toISOString().slice(0, 10)).toBe(page.updated);
      expect(page.sections.length, page.slug).toBeGreaterThanOrEqual(3);
      const anchors = page.sections.map((section) => section.anchor);
      expect(new Set(anchors).size, page.slug).toBe(anchors.length);
      for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const section of page.sections) expect(section.paragraphs.length, section.anchor).toBeGreaterThan(0);
    }
  });
});
