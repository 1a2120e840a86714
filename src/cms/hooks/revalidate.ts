import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from "payload";
import { contentTag } from "@/content/tags";
import { SEED_CONTEXT } from "./bilingual";

interface CacheHandler {
  revalidateTag(tag: string): Promise<void>;
}

/**
 * Next's cache handler of this process (src/server/next-cache-handler.mjs). Next loads that file by its path, outside
 * its bundles; this imports the same file, so both use one handler.
 */
async function nextCache(): Promise<CacheHandler> {
  const file = pathToFileURL(path.join(/* turbopackIgnore: true */ process.cwd(), "src/server/next-cache-handler.mjs"));
  const loaded = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ file.href)) as {
    nextCacheHandler(): CacheHandler;
  };
  return loaded.nextCacheHandler();
}

/**
 * Renews the cached reads that carry these tags (src/content/tags.ts), and with them the pages whose render made
 * them, in every instance: Next's cache is shared through Redis (src/server/next-cache-handler.mjs). The next request
 * of such a page renders it anew.
 *
 * This is how every published change reaches Next's cache: an editor's save (within a request of Next) and a
 * scheduled publish by Payload's job runner (in the server, outside any request) alike, through the cache handler
 * itself, which is what Next's revalidateTag reaches too at the end of a request. (revalidateTag cannot be used
 * here: outside a request it throws, and in a job started from within an earlier request's context it would add
 * the tag to that finished request, where nothing applies it.) The save waits for it; a Redis outage does not fail
 * it (the handler keeps the revalidation until Redis answers). A script (no Next server: NEXT_RUNTIME unset) has no
 * cache here; its change shows when the entries it left expire (CACHE_MAX_AGE_S) or at the next published change.
 */
export async function revalidateContent(req: PayloadRequest, tags: string[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  try {
    const cache = await nextCache();
    for (const tag of tags) await cache.revalidateTag(tag);
  } catch (error) {
    req.payload.logger.error({ tags, err: (error as Error).message }, "content not revalidated");
  }
}

interface Published {
  id?: string | number;
  slug?: unknown;
  _status?: unknown;
  deletedAt?: unknown;
}

const isPublished = (doc: Published | undefined) =>
  Boolean(doc) && !doc?.deletedAt && (doc?._status === undefined || doc._status === "published");

/**
 * The tags a change of a collection's document renews: the collection's lists, the document as others show it,
 * its reads by slug (the old slug's too), and the published slugs when it came, went or moved.
 */
export function changedTags(collection: string, doc: Published, previous: Published | undefined): string[] {
  const tags = [contentTag.collection(collection)];
  if (doc.id !== undefined) tags.push(contentTag.doc(collection, doc.id));
  for (const slug of new Set([doc.slug, previous?.slug]))
    if (typeof slug === "string" && slug) tags.push(contentTag.bySlug(collection, slug));
  if (isPublished(doc) !== isPublished(previous) || doc.slug !== previous?.slug)
    tags.push(contentTag.slugs(collection));
  return tags;
}

/** A save that a visitor can see: the published version changed, or a published document went back to a draft. */
const touchesPublished = (doc: Published | undefined, previous: Published | undefined) =>
  doc?._status === undefined || doc._status === "published" || previous?._status === "published";

export const refreshAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context, collection }) => {
  if (!context[SEED_CONTEXT] && touchesPublished(doc, previousDoc))
    await revalidateContent(req, changedTags(collection.slug, doc, previousDoc));
  return doc;
};

export const refreshAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context, collection }) => {
  if (!context[SEED_CONTEXT])
    await revalidateContent(req, changedTags(collection.slug, { ...doc, deletedAt: true }, doc));
  return doc;
};

export const refreshAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req, context, global }) => {
  if (!context[SEED_CONTEXT] && touchesPublished(doc, previousDoc))
    await revalidateContent(req, [contentTag.global(global.slug)]);
  return doc;
};
