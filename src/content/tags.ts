/**
 * The cache tags of the CMS's content (Next's data cache): one per collection and one per global. The site's
 * reads carry them (src/content/read.ts); a published change revalidates them (src/cms/hooks/revalidate.ts).
 */
export const contentTag = {
  collection: (slug: string) => `cms:${slug}`,
  global: (slug: string) => `cms:global:${slug}`,
};
