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
