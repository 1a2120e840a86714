import type { GlobalSlug } from "payload";

type L10n = { en: string; ar: string };
type Bookkeeping = "id" | "createdAt" | "updatedAt" | "_status" | "globalType";
/** What the seed leaves for editors to choose: the sharing image of "Search and sharing". */
type ChosenLater = "image";

/**
 * The seed of a page's global, from its generated type: every free text (`string`) as `{ en, ar }`, choices
 * (icons, areas, links) and numbers as they are, every field present but the sharing images, Payload's bookkeeping
 * left out.
 */
export type PageSeed<T> = T extends string
  ? string extends T
    ? L10n
    : T
  : T extends readonly (infer Row)[]
    ? PageSeed<Row>[]
    : T extends object
      ? { [K in keyof T as K extends Bookkeeping | ChosenLater ? never : K]-?: PageSeed<NonNullable<T[K]>> }
      : T;

/** A page's global and the texts it is first filled with. */
export interface PageSeedEntry {
  slug: GlobalSlug;
  data: object;
}
