import { revalidatePath } from "next/cache";
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from "payload";
import { SEED_CONTEXT } from "./bilingual";
import { announceContentChange } from "../site-cache";

/**
 * After a published change, every public page is rendered again on its next request (each page reads
 * several kinds of content: a path appears on its page, its training page, the plan builder, the sitemap).
 * Other instances hear of it through src/cms/site-cache.ts. Outside a request of Next (a script using the
 * Local API) Next cannot revalidate: the change shows after the next deployment or the next edit.
 */
export function refreshSite(req: PayloadRequest, reason: string): void {
  try {
    revalidatePath("/[locale]", "layout");
    revalidatePath("/sitemap.xml");
  } catch (error) {
    req.payload.logger.warn({ reason, err: (error as Error).message }, "site not revalidated (outside a request)");
  }
  announceContentChange(reason);
}

const touchesPublished = (doc: { _status?: unknown } | undefined, previous: { _status?: unknown } | undefined) =>
  doc?._status === undefined || doc._status === "published" || previous?._status === "published";

export const refreshAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req, context, collection }) => {
  if (!context[SEED_CONTEXT] && touchesPublished(doc, previousDoc)) refreshSite(req, `${collection.slug} changed`);
  return doc;
};

export const refreshAfterDelete: CollectionAfterDeleteHook = ({ doc, req, context, collection }) => {
  if (!context[SEED_CONTEXT]) refreshSite(req, `${collection.slug} deleted`);
  return doc;
};

export const refreshAfterGlobalChange: GlobalAfterChangeHook = ({ doc, previousDoc, req, context, global }) => {
  if (!context[SEED_CONTEXT] && touchesPublished(doc, previousDoc)) refreshSite(req, `${global.slug} changed`);
  return doc;
};
