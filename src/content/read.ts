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
import { contentTag } from "./tags";

/**
 * The one way the site reads its content from the CMS: pages, metadata, the sitemap, feeds, sharing cards,
 * e-mails, the plan catalogue and the advisor all read through `readGlobal` and `readDocs`.
 *
 * - Payload's access rules apply (`overrideAccess: false`): a visitor gets what is published
 *   (src/cms/access.ts, `isVisitorPage`); while an editor previews (Next's draft mode, opened by
 *   /api/preview), the drafts that editor's account may read, never cached.
 * - Visitors' reads are kept in Next's data cache (`unstable_cache`), tagged with the collection or global read
 *   and every collection its documents link to (an image's alternative text is part of the page that shows
 *   it). A published change revalidates those tags (src/cms/hooks/revalidate.ts), and with them every page
 *   whose render read them; nothing else. The cache is Next's, one per instance (in memory and in
 *   .next/cache; every content tag is revalidated once at start: src/server/main.ts); other instances revalidate the same tags when the change
 *   reaches them through Redis (src/server/content-broadcast.ts).
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

/** The collections a collection's or global's fields link to, and theirs in turn (what a read at depth can show). */
function linkedCollections(payload: Payload, fields: FlattenedField[], into = new Set<string>()): Set<string> {
  const visit = (list: FlattenedField[]) => {
    for (const field of list) {
      if (field.type === "relationship" || field.type === "upload" || field.type === "join") {
        const targets = field.type === "join" ? [field.collection] : [field.relationTo];
        for (const slug of targets.flat()) {
          if (into.has(slug)) continue;
          into.add(slug);
          const linked = payload.collections[slug as CollectionSlug]?.config.flattenedFields;
          if (linked) visit(linked);
        }
      }
      if ("flattenedFields" in field && Array.isArray(field.flattenedFields)) visit(field.flattenedFields);
      if (field.type === "blocks") for (const block of field.blocks) visit(block.flattenedFields);
    }
  };
  visit(fields);
  return into;
}

const tagsOf = new Map<string, string[]>();
function tagsFor(payload: Payload, kind: "collection" | "global", slug: string): string[] {
  const key = `${kind}:${slug}`;
  let tags = tagsOf.get(key);
  if (!tags) {
    const fields =
      kind === "collection"
        ? payload.collections[slug as CollectionSlug].config.flattenedFields
        : payload.config.globals.find((global) => global.slug === slug)!.flattenedFields;
    tags = [contentTag[kind](slug), ...[...linkedCollections(payload, fields)].map(contentTag.collection)];
    tagsOf.set(key, tags);
  }
  return tags;
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

/** A global in one language: its published version, or the previewing editor's draft. */
export async function readGlobal<S extends GlobalSlug>(
  slug: S,
  locale: Locale,
  { depth = 1 }: { depth?: number } = {},
): Promise<DataFromGlobalSlug<S>> {
  const payload = await cms();
  return asReader(["global", slug, locale, String(depth)], tagsFor(payload, "global", slug), (access) =>
    payload.findGlobal({ slug, locale, fallbackLocale: false, depth, ...access }),
  );
}

export interface DocsQuery {
  /**
   * The collections whose publishing renews this read (default: the collection and every collection its fields
   * link to). A page built from blocks links to paths and courses only to name them; the sections that show them
   * read them themselves, so a path's edit renders again the pages that show paths, not every page.
   */
  tags?: string[];
  where?: Where;
  sort?: string;
  limit?: number;
  page?: number;
  depth?: number;
  pagination?: boolean;
}

/** Documents of a collection in one language: the published ones, or with the previewing editor's drafts. */
export async function readDocs<C extends CollectionSlug>(
  collection: C,
  locale: Locale,
  { depth = 1, tags, ...query }: DocsQuery = {},
): Promise<PaginatedDocs<DataFromCollectionSlug<C>>> {
  const payload = await cms();
  const key = ["docs", collection, locale, JSON.stringify({ depth, ...query })];
  const renewedBy = tags ? tags.map(contentTag.collection) : tagsFor(payload, "collection", collection);
  return asReader(key, renewedBy, (access) =>
    payload.find({ collection, locale, fallbackLocale: false, depth, ...query, ...access }),
  ) as Promise<PaginatedDocs<DataFromCollectionSlug<C>>>;
}
