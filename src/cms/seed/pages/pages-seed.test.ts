import type { Block, Field } from "payload";
import { describe, expect, it } from "vitest";
import { legalPageSlugs } from "@/cms/collections/legal-pages";
import { Pages } from "@/cms/collections/pages";
import { SiteSettings } from "@/cms/globals/site-settings";
import { pageRoutes } from "@/config/routes";
import { specPageSlugs } from "@/content/site-routes";
import { heroField } from "@/heros/config";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { legalPages } from "../data/legal-pages";
import { industries, trainingAreas } from "../data/site-lists";
import { specPages } from "./spec-pages";

/** The block types a page's layout takes (src/cms/collections/pages.ts), by slug. */
function layoutBlocks(): Map<string, Block> {
  const find = (fields: unknown[]): Block[] =>
    fields.flatMap((field) => {
      const f = field as { name?: string; type?: string; blocks?: Block[]; tabs?: { fields: unknown[] }[] };
      if (f.type === "blocks" && f.name === "layout") return f.blocks ?? [];
      if (f.type === "tabs") return (f.tabs ?? []).flatMap((tab) => find(tab.fields));
      return [];
    });
  return new Map(find(Pages.fields).map((block) => [block.slug, block]));
}

/** Every { en, ar } text found anywhere inside a value, with its location. */
function texts(value: unknown, where = ""): { where: string; en: string; ar: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    // Rich texts (Lexical documents in each language) hold their texts further down.
    if (entries.length === 2 && "en" in value && "ar" in value && typeof value.en === "string")
      return [{ where, ...(value as { en: string; ar: string }) }];
    return entries.flatMap(([k, v]) => texts(v, `${where}.${k}`));
  }
  return [];
}

// The seed of each specification page is in the shape the page is saved in: its hero, and its blocks with their
// own fields (in both languages, every select with one of its options), each row as its block type takes it.
describe("seed of the specification pages", () => {
  const blocks = layoutBlocks();

  it("has one page for each of the specification's pages", () => {
    expect(specPages.map((page) => page.slug).sort()).toEqual([...specPageSlugs].sort());
  });

  it.each(specPages.map((page) => [page.slug, page] as const))(
    "fills every field of the hero and the blocks of %s in English and Arabic",
    (_slug, page) => {
      expect(page.layout.length).toBeGreaterThan(0);
      const problems = page.layout.flatMap((row, index) => {
        const { blockType, ...fields } = row;
        const block = blocks.get(blockType);
        if (!block) return [`${index}: no block ${blockType}`];
        return seedMismatches(block.fields, fields, `${index} ${blockType}: `);
      });
      expect(problems).toEqual([]);
      expect(seedMismatches([heroField as Field], { hero: page.hero })).toEqual([]);
      expect(arabicMismatches({ hero: page.hero, layout: page.layout })).toEqual([]);
    },
  );

  it("writes every text in both languages, the Arabic side in Arabic with Western digits only", () => {
    const all = texts(specPages);
    expect(all.length).toBeGreaterThan(350);
    for (const t of all) {
      expect(t.en.trim(), t.where).not.toBe("");
      expect(t.ar.trim(), t.where).not.toBe("");
      expect(t.ar, t.where).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it("gives every page a title and a description for search engines", () => {
    for (const page of specPages) {
      for (const text of [page.meta.title, page.meta.description]) {
        expect(text.en.length, page.slug).toBeGreaterThan(0);
        expect(text.ar.length, page.slug).toBeGreaterThan(0);
      }
    }
  });

  it("fills the business details' training areas and industries", () => {
    const data = { trainingAreas, industries };
    const problems = seedMismatches(SiteSettings.fields, data).filter(
      (problem) => problem.startsWith("trainingAreas") || problem.startsWith("industries"),
    );
    expect(problems).toEqual([]);
    expect(arabicMismatches(data)).toEqual([]);
    expect(trainingAreas.map((area) => area.area)).toEqual(["it", "english", "business"]);
  });
});

describe("legal pages' seed", () => {
  it("has one document for each legal page, each with a route", () => {
    expect(legalPages.map((page) => page.slug)).toEqual([...legalPageSlugs]);
    for (const slug of legalPageSlugs) expect(pageRoutes).toContain(`/${slug}`);
  });

  it("has texts in both languages and a description for search engines of at most about 160 characters", () => {
    for (const t of texts(legalPages)) {
      expect(t.en.trim(), t.where).not.toBe("");
      expect(t.ar, t.where).toMatch(/[\u0600-\u06FF]/);
    }
    for (const page of legalPages) {
      expect(page.meta.description.en.length).toBeLessThanOrEqual(160);
      expect(page.meta.description.ar.length).toBeLessThanOrEqual(160);
    }
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
