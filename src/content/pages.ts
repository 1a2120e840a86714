import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import { readDocs, readSlugs } from "./read";
import { slug as slugPattern } from "./schema";

/** A published page built from blocks, in one language (the previewing editor's draft in preview). */
export const getPage = cache(async (slug: string, locale: Locale): Promise<Page | undefined> => {
  // A slug nobody published costs the one cached read of the published slugs, not a read (and a cache entry) of
  // its own (in preview, the slugs of the editor's drafts too).
  if (slug.length > 100 || !slugPattern.safeParse(slug).success) return undefined;
  if (!(await getPageSlugs()).some((page) => page.slug === slug)) return undefined;
  const { docs } = await readDocs("pages", locale, { where: { slug: { equals: slug } }, limit: 1, depth: 1 });
  return docs[0];
});

/** The slugs of every published page (the build's pages and the sitemap). */
export const getPageSlugs = cache(async (): Promise<{ slug: string }[]> =>
  (await readSlugs("pages")).map((slug) => ({ slug })),
);

type Block = NonNullable<Page["layout"]>[number];
type BlockOf<T extends Block["blockType"]> = Extract<Block, { blockType: T }>;

/** The first block of a kind in a page's layout (an editor may have removed it: then its texts are empty). */
export function firstBlock<T extends Block["blockType"]>(page: Page | undefined, type: T): Partial<BlockOf<T>> {
  return (page?.layout ?? []).find((block): block is BlockOf<T> => block.blockType === type) ?? {};
}

/** A call-to-action band's texts, its buttons by their labels (where they lead is the page's). */
export function ctaTexts(cta: Partial<Extract<Block, { blockType: "cta" }>>) {
  return {
    title: cta.title ?? "",
    description: cta.description ?? "",
    primaryButton: cta.primary?.label ?? "",
    secondaryButton: cta.secondary?.label ?? "",
  };
}
