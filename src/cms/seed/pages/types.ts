import type { GlobalSlug } from "payload";

/** A global (the header, the footer) and the texts it is first filled with. */
export interface PageSeedEntry {
  slug: GlobalSlug;
  data: object;
}
