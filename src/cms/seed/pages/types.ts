import type { SpecPageSlug } from "@/content/site-routes";
import type { L10n } from "@/content/schema";
import type { GlobalSlug } from "payload";

/** A global (the header, the footer) and the texts it is first filled with. */
export interface PageSeedEntry {
  slug: GlobalSlug;
  data: object;
}

/** A block of a page as the seed writes it: its type and its own fields, every text as `{ en, ar }`. */
export interface BlockSeed {
  blockType: string;
  [field: string]: unknown;
}

/**
 * One of the specification's pages as the CMS is first filled with it (a document of the collection `pages`):
 * its hero (src/heros/config.ts), its blocks in order (src/blocks) and what search engines show.
 */
export interface SpecPageSeed {
  slug: SpecPageSlug;
  title: L10n;
  hero: { type: string; [field: string]: unknown };
  layout: BlockSeed[];
  meta: { title: L10n; description: L10n };
}
