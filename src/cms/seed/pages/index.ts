import type { Payload } from "payload";

/** Fill the pages' globals (src/cms/globals/pages.ts) from their current texts; each runs once (seed version 2). */
export const pageSeeds: ((payload: Payload) => Promise<void>)[] = [];
