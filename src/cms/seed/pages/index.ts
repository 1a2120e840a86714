import { footerSeed, headerSeed } from "./navigation";

export { withDocumentIds } from "./navigation";
import type { PageSeedEntry } from "./types";

export { seedLegalPages } from "./legal";
export { seedSpecPages, specPages } from "./spec-pages";

/**
 * The navigation's globals and their first menus. On every start, a global that has never been saved is filled
 * from its entry; one that has been saved (by the seed or an editor) is never touched. The legal pages (a
 * collection) are made the same way: each one that does not exist yet (seedLegalPages), and so are the
 * specification's pages, documents of the collection `pages` (seedSpecPages).
 */
export const pageSeeds: PageSeedEntry[] = [
  { slug: "header", data: headerSeed },
  { slug: "footer", data: footerSeed },
];
