import "server-only";
import { metaView, type MetaText } from "./page-parts";
import { cache } from "react";
import type { LegalPage } from "@/payload-types";
import type { Locale } from "@/i18n/locales";
import { texts } from "./cms";
import { readDocs } from "./read";

export type LegalPageSlug = LegalPage["slug"];

export interface LegalPageView {
  slug: LegalPageSlug;
  title: string;
  intro: string;
  /** The day of the last change, YYYY-MM-DD. */
  updated: string;
  sections: { anchor: string; heading: string; paragraphs: string[]; bullets: string[] }[];
  meta: MetaText;
}

/** A legal page (a document of `legal-pages`: privacy, terms or cookies) in one language. */
export const getLegalPage = cache(async (slug: LegalPageSlug, locale: Locale): Promise<LegalPageView | undefined> => {
  const { docs } = await readDocs("legal-pages", locale, {
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
  });
  const page = docs[0];
  if (!page) return undefined;
  return {
    slug: page.slug,
    title: page.title,
    intro: page.intro,
    // The admin stores a day at noon UTC, so the UTC date is the day the editor picked.
    updated: new Date(page.updated).toISOString().slice(0, 10),
    sections: (page.sections ?? []).map((section) => ({
      anchor: section.anchor,
      heading: section.heading,
      paragraphs: texts(section.paragraphs),
      bullets: texts(section.bullets),
    })),
    meta: metaView(page.meta, locale),
  };
});
