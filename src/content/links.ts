import type { FlattenedField } from "payload";
import { pagePath } from "./site-routes";

/**
 * Documents by collection: what a document links to. A link that shows only the linked document's address (a menu
 * entry, a button: src/cms/fields/link.ts) is listed under `addresses:<collection>` instead: what it shows changes
 * only with the collection's published slugs.
 */
export type Links = Map<string, Set<string>>;

/** The key of a collection's address-only links in a `Links` map. */
export const ADDRESSES = "addresses:";

const idOf = (value: unknown): string | undefined => {
  if (typeof value === "number" || typeof value === "string") return String(value);
  if (value && typeof value === "object" && "id" in value) return idOf((value as { id: unknown }).id);
  return undefined;
};

function add(into: Links, collection: string, value: unknown) {
  const id = idOf(value);
  if (id === undefined) return;
  let ids = into.get(collection);
  if (!ids) into.set(collection, (ids = new Set()));
  ids.add(id);
}

/** A relationship or upload field's value: an id, a document, `{ relationTo, value }`, or a list of them. */
function addRelation(into: Links, relationTo: string | string[], value: unknown) {
  if (Array.isArray(value)) {
    for (const item of value) addRelation(into, relationTo, item);
    return;
  }
  if (value && typeof value === "object" && "relationTo" in value && "value" in value) {
    const { relationTo: to, value: linked } = value as { relationTo: unknown; value: unknown };
    if (typeof to === "string") add(into, to, linked);
    return;
  }
  if (typeof relationTo === "string") add(into, relationTo, value);
}

/** Lexical's upload and relationship nodes, anywhere in a rich text's tree (and the internal links' documents). */
function addRichText(into: Links, node: unknown) {
  if (!node || typeof node !== "object") return;
  const { type, relationTo, value, children, root, fields } = node as Record<string, unknown>;
  if ((type === "upload" || type === "relationship") && typeof relationTo === "string") add(into, relationTo, value);
  const doc = (fields as { doc?: { relationTo?: unknown; value?: unknown } } | undefined)?.doc;
  if (doc && typeof doc.relationTo === "string") add(into, doc.relationTo, doc.value);
  if (root) addRichText(into, root);
  if (Array.isArray(children)) for (const child of children) addRichText(into, child);
}

/**
 * The documents that a document of these fields links to, read at depth 0 (ids) or deeper (documents): its
 * uploads and relationships, in groups, tabs, arrays and blocks, and the uploads, relationships and internal links
 * of its rich texts. A read that shows them is renewed when one of them is published (src/content/read.ts).
 */
export function linksOf(fields: FlattenedField[], data: unknown, into: Links = new Map()): Links {
  if (!data || typeof data !== "object") return into;
  const record = data as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field.name];
    if (value === undefined || value === null) continue;
    switch (field.type) {
      case "relationship":
      case "upload": {
        const addressOnly = (field.custom as { addressOnly?: boolean } | undefined)?.addressOnly;
        if (!addressOnly) addRelation(into, field.relationTo, value);
        else {
          const found: Links = new Map();
          addRelation(found, field.relationTo, value);
          for (const [collection, ids] of found) for (const id of ids) add(into, `${ADDRESSES}${collection}`, id);
        }
        break;
      }
      case "richText":
        addRichText(into, value);
        break;
      case "group":
      case "tab":
        linksOf(field.flattenedFields, value, into);
        break;
      case "array":
        if (Array.isArray(value)) for (const row of value) linksOf(field.flattenedFields, row, into);
        break;
      case "blocks":
        if (Array.isArray(value)) {
          for (const row of value) {
            const type = (row as { blockType?: unknown })?.blockType;
            const block = field.blocks.find((candidate) => candidate.slug === type);
            if (block) linksOf(block.flattenedFields, row, into);
          }
        }
        break;
      default:
        break;
    }
  }
  return into;
}

/** A link of a menu or a button as stored (src/cms/fields/link.ts): a document of the site, or an address. */
export interface StoredLink {
  type?: "reference" | "custom" | null;
  reference?: { relationTo: string; value: unknown } | null;
  href?: string | null;
}

/** The address of each collection's documents, without the language, from the document's slug. */
const documentAddress: Record<string, (slug: string) => string> = {
  pages: pagePath,
  paths: (slug) => `/paths/${slug}`,
  posts: (slug) => `/blog/${slug}`,
  "legal-pages": (slug) => `/${slug}`,
};

/**
 * Where a link leads, without the language (the site's links add it): the address of the document it points at,
 * by the document's current slug (read at depth 1 or more), or the address written by hand. A link saved before it
 * could point at a document has only its address. Undefined: it leads nowhere (no address, a document not read
 * or deleted).
 */
export function linkAddress(link: StoredLink | null | undefined): string | undefined {
  if (!link) return undefined;
  if (link.type === "reference") {
    const { relationTo, value } = link.reference ?? {};
    const slug = value && typeof value === "object" ? (value as { slug?: unknown }).slug : undefined;
    const address = relationTo ? documentAddress[relationTo] : undefined;
    return typeof slug === "string" && slug && address ? address(slug) : undefined;
  }
  return link.href || undefined;
}

/** Whether a link was given a destination (a document or an address), before it is read at depth. */
export const linkGiven = (link: StoredLink | null | undefined): boolean =>
  link?.type === "reference" ? Boolean(link.reference?.value) : Boolean(link?.href);
