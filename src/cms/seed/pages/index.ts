import { businessTrainingPage, englishTrainingPage, itTrainingPage } from "../data/training-pages";
import { footerSeed, headerSeed } from "./navigation";
import type { PageSeedEntry } from "./types";

export { seedLegalPages } from "./legal";
export { seedSpecPages } from "./spec-pages";

/**
 * The pages' globals (src/cms/globals/pages.ts) and their first texts. On every start, a global that has never
 * been saved is filled from its entry; one that has been saved (by the seed or an editor) is never touched, so
 * a page whose global arrives after a database was seeded gets its texts too. The legal pages (a collection)
 * are made the same way: each one that does not exist yet (seedLegalPages), and so are the specification's pages
 * that are now documents of the collection `pages` (seedSpecPages, which carries over their former globals' texts).
 */
export const pageSeeds: PageSeedEntry[] = [
  { slug: "it-training-page", data: itTrainingPage },
  { slug: "english-training-page", data: englishTrainingPage },
  { slug: "business-training-page", data: businessTrainingPage },
  { slug: "header", data: headerSeed },
  { slug: "footer", data: footerSeed },
];
