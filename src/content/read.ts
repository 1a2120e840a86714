import "server-only";
import config from "@payload-config";
import { unstable_cache } from "next/cache";
import { draftMode, headers } from "next/headers";
import {
  getPayload,
  type CollectionSlug,
  type DataFromCollectionSlug,
  type DataFromGlobalSlug,
  type FlattenedField,
  type GlobalSlug,
  type PaginatedDocs,
  type Payload,
  type TypedUser,
  type Where,
} from "payload";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { logger } from "@/lib/log";
import { ADDRESSES, linksOf } from "./links";
import { contentTag } from "./tags";

/**
 * The one way the site reads its content from the CMS: pages, metadata, the sitemap, feeds, sharing cards,
 * e-mails, the plan catalogue and the advisor all read through `readGlobal` and `readDocs`.
 *
 * - Payload's access rules apply (`overrideAccess: false`): a visitor gets what is published
 *   (src/cms/access/index.ts, `isVisitorPage`); while an editor previews (Next's draft mode, opened by
 *   /api/preview), the drafts that editor's account may read, never cached.
 * - Visitors' reads are kept in Next's data cache (`unstable_cache`), tagged per document (src/content/tags.ts): a
 *   read of one document by its slug with that document's tag, a list with its collection's, both with the tags of
 *   the documents their answer links to (an image on a page: src/content/links.ts). A published change revalidates
 *   the tags of what changed (src/cms/hooks/revalidate.ts), and with them every page whose render read them;
 *   nothing else. The cache is Next's, in Redis shared by every instance, or in this process's memory
 *   (src/server/next-cache-handler.mjs).
 * - Outside Next (a script, the separate outbox worker) there is no data cache: the read goes to the CMS.
 */

/** The CMS (Payload's Local API), started once per process. */
export function cms(): Promise<Payload> {
  return getPayload({ config });
}

/**
 * The signed-in staff member previewing drafts (draft mode on, and a valid session), or undefined: a visitor,
 * or a render outside a request (the build).
 */
export const previewer = cache(async (): Promise<TypedUser | undefined> => {
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return undefined;
  }
  if (!enabled) return undefined;
  const { user } = await (await cms()).auth({ headers: await headers() });
  return user ?? undefined;
});

/** Whether this render shows drafts (an editor's preview). */
export async function previewing(): Promise<boolean> {
  return Boolean(await previewer());
}

/** At most this many documents of one collection are named in a read's tags; past it, the collection's tag. */
const LINKS_NAMED = 25;

/**
 * The tags of what a read shows through its links (src/content/links.ts): each linked document's, or, for a
 * collection linked more than LINKS_NAMED times, the collection's. A read deeper than 1 also shows what those
 * documents link to: it takes the tags of their collections.
 */
function linkTags(payload: Payload, fields: FlattenedField[], data: unknown, depth: number): string[] {
  const tags: string[] = [];
  for (const [collection, ids] of linksOf(fields, data)) {
    // A menu entry or a button shows the document's address only: renewed when the collection's slugs change.
    if (collection.startsWith(ADDRESSES)) {
      tags.push(contentTag.slugs(collection.slice(ADDRESSES.length)));
      continue;
    }
    if (ids.size > LINKS_NAMED) tags.push(contentTag.collection(collection));
    else for (const id of ids) tags.push(contentTag.doc(collection, id));
    if (depth > 1) {
      const deeper = payload.collections[collection as CollectionSlug]?.config.flattenedFields ?? [];
      for (const further of linkedCollections(deeper)) tags.push(contentTag.collection(further));
    }
  }
  return [...new Set(tags)];
}

/** The collections that fields can link to (a read's depth 2: the documents its links show link on). */
function linkedCollections(fields: FlattenedField[], into = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (field.type === "relationship" || field.type === "upload") [field.relationTo].flat().forEach((s) => into.add(s));
    if ("flattenedFields" in field) linkedCollections(field.flattenedFields, into);
    if (field.type === "blocks") for (const block of field.blocks) linkedCollections(block.flattenedFields, into);
  }
  return into;
}

/** The slug a query asks for, when it asks for one document by its slug (alone or in an `and`). */
function slugAskedFor(where: Where | undefined): string | undefined {
  const equals = (clause: Where | undefined) => {
    const slug = (clause?.slug as { equals?: unknown } | undefined)?.equals;
    return typeof slug === "string" ? slug : undefined;
  };
  return equals(where) ?? (Array.isArray(where?.and) ? where.and.map(equals).find(Boolean) : undefined);
}

interface Access {
  draft: boolean;
  overrideAccess: false;
  user?: TypedUser;
}

/** Runs `load` as the reader: the previewing editor (uncached), or a visitor (cached under `key`, with `tags`). */
async function asReader<T>(key: string[], tags: string[], load: (access: Access) => Promise<T>): Promise<T> {
  const user = await previewer();
  // At debug level, each read says whether it went to the CMS: what a page's render costs, and which pages an
  // edit renders again (tests/durability/content-tags.integ.ts).
  logger.debug({ read: key.slice(0, 3).join(" "), preview: Boolean(user) }, "content read");
  if (user) return load({ draft: true, overrideAccess: false, user });
  const visitor = () => {
    logger.debug({ read: key.slice(0, 3).join(" ") }, "content read from the CMS");
    return load({ draft: false, overrideAccess: false });
  };
  // NEXT_RUNTIME is set in Next's server and build; a script or the outbox worker reads directly.
  if (!process.env.NEXT_RUNTIME) return visitor();
  return unstable_cache(visitor, ["cms", ...key], { tags })();
}

/**
 * Runs a read with the tags of what it shows: `own` (what it asks for), and the documents its answer links to.
 * Which documents those are is known from the same read at depth 0 (ids only), cached with `own` alone; the read
 * itself is cached with both, so an image's edit renews the reads (and pages) that show that image, not others.
 */
async function readLinked<T>(
  key: (depth: number) => string[],
  own: string[],
  fields: FlattenedField[],
  depth: number,
  load: (access: Access, depth: number) => Promise<T>,
  shown: (answer: T) => unknown[],
): Promise<T> {
  if (depth === 0 || (await previewer())) return asReader(key(depth), own, (access) => load(access, depth));
  const plain = await asReader(key(0), own, (access) => load(access, 0));
  const payload = await cms();
  const linked = shown(plain).flatMap((doc) => linkTags(payload, fields, doc, depth));
  return asReader(key(depth), [...new Set([...own, ...linked])], (access) => load(access, depth));
}

/** A global in one language: its published version, or the previewing editor's draft. */
export async function readGlobal<S extends GlobalSlug>(
  slug: S,
  locale: Locale,
  { depth = 1 }: { depth?: number } = {},
): Promise<DataFromGlobalSlug<S>> {
  const payload = await cms();
  const fields = payload.config.globals.find((global) => global.slug === slug)!.flattenedFields;
  return readLinked(
    (d) => ["global", slug, locale, String(d)],
    [contentTag.global(slug)],
    fields,
    depth,
    (access, d) => payload.findGlobal({ slug, locale, fallbackLocale: false, depth: d, ...access }),
    (global) => [global],
  );
}

export interface DocsQuery {
  where?: Where;
  sort?: string;
  limit?: number;
  page?: number;
  depth?: number;
  pagination?: boolean;
}

/**
 * Documents of a collection in one language: the published ones, or with the previewing editor's drafts. A read
 * of one document by its slug is renewed by that document's publishing (contentTag.bySlug); any other read, a
 * list, by any publishing in the collection (contentTag.collection). Both by the documents they show.
 */
export async function readDocs<C extends CollectionSlug>(
  collection: C,
  locale: Locale,
  { depth = 1, ...query }: DocsQuery = {},
): Promise<PaginatedDocs<DataFromCollectionSlug<C>>> {
  const payload = await cms();
  const slug = slugAskedFor(query.where);
  return readLinked(
    (d) => ["docs", collection, locale, JSON.stringify({ ...query, depth: d })],
    [slug === undefined ? contentTag.collection(collection) : contentTag.bySlug(collection, slug)],
    payload.collections[collection].config.flattenedFields,
    depth,
    (access, d) => payload.find({ collection, locale, fallbackLocale: false, depth: d, ...query, ...access }),
    (answer) => answer.docs,
  ) as Promise<PaginatedDocs<DataFromCollectionSlug<C>>>;
}

/**
 * The slugs of a collection's published documents: renewed only when that set changes (a document published,
 * unpublished, deleted or given another slug: contentTag.slugs), not by an edit of one of them.
 */
export async function readSlugs(collection: CollectionSlug): Promise<string[]> {
  const payload = await cms();
  const { docs } = await asReader(["slugs", collection], [contentTag.slugs(collection)], (access) =>
    payload.find({
      collection,
      locale: "en",
      depth: 0,
      limit: 2000,
      pagination: false,
      sort: "slug",
      select: { slug: true },
      ...access,
    }),
  );
  return docs.map((doc) => String((doc as { slug?: unknown }).slug ?? "")).filter(Boolean);
}
