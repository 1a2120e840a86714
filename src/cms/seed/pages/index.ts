import { aboutPageSeed } from "./about";
import { homePageSeed } from "./home";
import type { PageSeedEntry } from "./types";

/**
 * The pages' globals (src/cms/globals/pages.ts) and their first texts. On every start, a global that has never
 * been saved is filled from its entry; one that has been saved (by the seed or an editor) is never touched, so
 * a page whose global arrives after a database was seeded gets its texts too.
 */
export const pageSeeds: PageSeedEntry[] = [
  { slug: "home-page", data: homePageSeed },
  { slug: "about-page", data: aboutPageSeed },
];
