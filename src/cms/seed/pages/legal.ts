import type { Payload } from "payload";
import { rows } from "../bilingual";
import { legalPages } from "../data/legal-pages";
import { createBilingual } from "../write";

/**
 * The three legal pages, each made when it does not exist (checked on every start; a page that exists is
 * left as it is). Returns the slugs it made.
 */
export async function seedLegalPages(payload: Payload): Promise<string[]> {
  const made: string[] = [];
  for (const page of legalPages) {
    const { totalDocs } = await payload.count({
      collection: "legal-pages",
      where: { slug: { equals: page.slug } },
      overrideAccess: true,
      trash: true,
    });
    if (totalDocs > 0) continue;
    await createBilingual(payload, "legal-pages", {
      ...page,
      // Noon UTC, as the admin's date picker stores a day: the same date in every time zone.
      updated: `${page.updated}T12:00:00.000Z`,
      sections: page.sections.map((section) => ({
        ...section,
        paragraphs: rows(section.paragraphs),
        bullets: rows(section.bullets),
      })),
    });
    made.push(`legal-pages/${page.slug}`);
  }
  return made;
}
