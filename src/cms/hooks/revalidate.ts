import { revalidateTag } from "next/cache";
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from "payload";
import { contentTag } from "@/content/tags";
import { announceContentChange } from "../site-cache";
import { SEED_CONTEXT } from "./bilingual";

/**
 * After a published change (a publish, an unpublish, a deletion), the site's cached reads of what changed are
 * revalidated, and with them the pages, sitemap, feeds, sharing cards and catalogues whose render read it
 * (src/content/read.ts tags each read with the collection or global it reads, and the collections its
 * documents link to). Nothing else is rendered again. `expire: 0`: the next request renders anew rather than
 * being served the old page once more. Other instances revalidate the same tag when it reaches them through
 * Redis (src/server/content-broadcast.ts). Outside a request of Next (a script using the Local API) Next cannot revalidate:
 * the change shows after the next deployment or the next edit.
 */
export function revalidateContent(req: PayloadRequest, tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    req.payload.logger.warn({ tag, err: (error as Error).message }, "content not revalidated (outside a request)");
  }
  announceContentChange(tag);
}

const touchesPublished = (doc: { _status?: unknown } | undefined, previous: { _status?: unknown } | undefined) =>
  doc?._status === undefined || doc._status === "published" || previous?._status === "published";

export const refreshAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req, context, collection }) => {
  if (!context[SEED_CONTEXT] && touchesPublished(doc, previousDoc))
    revalidateContent(req, contentTag.collection(collection.slug));
  return doc;
};

export const refreshAfterDelete: CollectionAfterDeleteHook = ({ doc, req, context, collection }) => {
  if (!context[SEED_CONTEXT]) revalidateContent(req, contentTag.collection(collection.slug));
  return doc;
};

export const refreshAfterGlobalChange: GlobalAfterChangeHook = ({ doc, previousDoc, req, context, global }) => {
  if (!context[SEED_CONTEXT] && touchesPublished(doc, previousDoc))
    revalidateContent(req, contentTag.global(global.slug));
  return doc;
};
