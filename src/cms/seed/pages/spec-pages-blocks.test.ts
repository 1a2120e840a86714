import type { Block } from "payload";
import { describe, expect, it } from "vitest";
import { CardsBlock } from "@/blocks/Cards/config";
import { LogosBlock } from "@/blocks/Logos/config";
import { RichTextBlock } from "@/blocks/RichText/config";
import { StatsBlock } from "@/blocks/Stats/config";
import { SiteSettings } from "@/cms/globals/site-settings";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { industries, trainingAreas } from "../data/site-lists";
import { specPages } from "./spec-pages";

/** The generic blocks whose seed rows are checked here, by their slug. */
const blocks: Block[] = [CardsBlock, LogosBlock, RichTextBlock, StatsBlock];

// The specification pages' rows of these blocks are written in the blocks' own shape: each fills its block's
// fields (in both languages, every select with one of its options) and nothing else.
describe("seed of the specification pages, in the blocks' shape", () => {
  const rows = specPages.flatMap((page) =>
    page.layout(page.seed as never).map((row, index) => ({ where: `${page.slug}[${index}]`, row })),
  );

  it.each(blocks.map((config) => [config.slug, config] as const))("fills the %s rows' fields", (slug, config) => {
    const own = rows.filter(({ row }) => row.blockType === slug);
    expect(own.length, slug).toBeGreaterThan(0);
    for (const { where, row } of own) {
      const data = Object.fromEntries(Object.entries(row).filter(([key]) => key !== "blockType"));
      expect(seedMismatches(config.fields, data), where).toEqual([]);
      expect(arabicMismatches(data), where).toEqual([]);
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
