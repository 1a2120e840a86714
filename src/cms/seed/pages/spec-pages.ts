import type { Payload } from "payload";
import { FIXED_PAGE_CONTEXT } from "../../fields";
import { SEED_CONTEXT } from "../../hooks/bilingual";
import { withRowIds } from "../bilingual";
import { aboutPage } from "./about";
import { businessTrainingPage } from "./business-training";
import { careersPage } from "./careers";
import { contactPage } from "./contact";
import { corporatePage } from "./corporate";
import { englishTrainingPage } from "./english-training";
import { homePage } from "./home";
import { itTrainingPage } from "./it-training";
import type { SpecPageSeed } from "./types";

/**
 * The specification's pages as documents of the collection `pages`: home, about, the three training pages, careers,
 * corporate and contact (the legal pages stay a collection of their own), one file each beside this one, in the
 * shape the page is saved in: its hero and its blocks with their own fields, every text as `{ en, ar }`. On every
 * start, a page that does not exist yet is made from it; a page that exists (an editor's work) is left alone.
 */
export const specPages: SpecPageSeed[] = [
  homePage,
  aboutPage,
  itTrainingPage,
  englishTrainingPage,
  businessTrainingPage,
  careersPage,
  corporatePage,
  contactPage,
];

type Data = Record<string, unknown>;

/** `{ en, ar }` (the seed's texts, or a localized field read with locale "all"): a value in both languages. */
function isLocalized(value: unknown): value is { en?: unknown; ar?: unknown } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === "en" || key === "ar");
}

/** The data in one language (a text missing in it falls back to the other), without Payload's row ids. */
export function inLanguage(value: unknown, locale: "en" | "ar"): unknown {
  if (isLocalized(value)) return value[locale] ?? value[locale === "en" ? "ar" : "en"] ?? null;
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "id")
        .map(([key, item]) => [key, inLanguage(item, locale)]),
    );
  }
  return value;
}

const context = { [SEED_CONTEXT]: true, [FIXED_PAGE_CONTEXT]: true };

/** Whether the page exists, as a draft or published (whoever made it). */
async function exists(payload: Payload, slug: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: "pages",
    where: { slug: { equals: slug } },
    overrideAccess: true,
    trash: true,
  });
  return totalDocs > 0;
}

/** Makes each specification page that does not exist yet; returns the slugs it made. */
export async function seedSpecPages(payload: Payload): Promise<string[]> {
  const made: string[] = [];
  for (const page of specPages) {
    if (await exists(payload, page.slug)) continue;
    const { slug, title, hero, layout, meta } = page;
    const data = { slug, title, hero, layout, meta };
    const created = (await payload.create({
      collection: "pages",
      locale: "en",
      data: { ...(inLanguage(data, "en") as Data), _status: "published" } as never,
      context,
      overrideAccess: true,
    })) as unknown as Data & { id: string | number };
    await payload.update({
      collection: "pages",
      id: created.id,
      locale: "ar",
      data: { ...(withRowIds(inLanguage(data, "ar"), created) as Data), _status: "published" } as never,
      context,
      overrideAccess: true,
    });
    made.push(page.slug);
  }
  return made;
}
