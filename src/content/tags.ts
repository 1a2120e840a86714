/**
 * The cache tags of the CMS's content (Next's data cache). The site's reads carry them (src/content/read.ts); a
 * published change revalidates the ones of what changed (src/cms/hooks/revalidate.ts), and with them the pages
 * whose render made those reads.
 *
 * - `collection`: every read of a collection that is not one document's (a list: the schedule, the news, the
 *   paths), renewed by any publishing in it.
 * - `bySlug`: a read of one document by its slug (a page, a post, a legal page), renewed by that document's.
 * - `doc`: one document as another shows it (an image on a page, a path a course belongs to), renewed by its.
 * - `slugs`: which documents of a collection are published, renewed when a document is published, unpublished,
 *   deleted or given another slug (a page address is checked against it before the page is read).
 * - `global`: a global (the site's details, the header, the footer).
 */
export const contentTag = {
  collection: (slug: string) => `cms:${slug}`,
  bySlug: (collection: string, slug: string) => `cms:${collection}:slug:${slug}`,
  doc: (collection: string, id: string | number) => `cms:${collection}:${id}`,
  slugs: (collection: string) => `cms:${collection}:slugs`,
  global: (slug: string) => `cms:global:${slug}`,
};
