import type { Payload } from "payload";
import { seedCareersPage, seedCorporatePage } from "./company";
import { seedLegalPages } from "./legal";

/** Fill the pages' globals (src/cms/globals/pages.ts) from their current texts; each runs once (seed version 2). */
export const pageSeeds: ((payload: Payload) => Promise<void>)[] = [seedCorporatePage, seedCareersPage, seedLegalPages];
