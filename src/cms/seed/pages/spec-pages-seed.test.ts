import type { Block } from "payload";
import { describe, expect, it } from "vitest";
import { Pages } from "@/cms/collections/pages";
import { arabicMismatches, seedMismatches } from "../check-seed";
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

// Each specification page's first layout, block by block, against the fields of its block type.
describe("seed of the specification pages", () => {
  const blocks = layoutBlocks();
  it.each(specPages.map((page) => [page.slug, page] as const))(
    "fills every field of the blocks of %s in English and Arabic",
    (_slug, page) => {
      const layout = page.layout(page.seed as never);
      expect(layout.length).toBeGreaterThan(0);
      const problems = layout.flatMap((row, index) => {
        const { blockType, ...fields } = row as { blockType: string };
        const block = blocks.get(blockType);
        if (!block) return [`${index}: no block ${blockType}`];
        return seedMismatches(block.fields, fields, `${index} ${blockType}: `);
      });
      expect(problems).toEqual([]);
      expect(arabicMismatches(layout)).toEqual([]);
    },
  );
});
