import type { CollectionSlug, GlobalSlug, Payload } from "payload";
import type { Locale } from "@/i18n/locales";
import { SEED_CONTEXT } from "../hooks/bilingual";
import { seedRevisions } from "./revisions";
import { examplePartners } from "./showcase";

const context = { [SEED_CONTEXT]: true };
type Data = Record<string, unknown>;

/** Fields Payload keeps itself: never written back. */
const own = new Set(["id", "createdAt", "updatedAt", "_status", "deletedAt"]);

/** A value with every text that equals an old seeded text replaced by its new one (rich text's nodes too). */
export function revised(value: unknown, texts: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return texts.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => revised(item, texts));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revised(item, texts)]));
  }
  return value;
}

/** The top-level fields of a document that hold an old text, with the new texts in them; empty if none. */
export function revisedFields(doc: Data, texts: ReadonlyMap<string, string>): Data {
  const changed: Data = {};
  for (const [key, value] of Object.entries(doc)) {
    if (own.has(key)) continue;
    const next = revised(value, texts);
    if (JSON.stringify(next) !== JSON.stringify(value)) changed[key] = next;
  }
  return changed;
}

/** One collection's published documents with the reworded texts of one language. */
async function reviseCollection(
  payload: Payload,
  collection: CollectionSlug,
  locale: Locale,
  texts: ReadonlyMap<string, string>,
): Promise<string[]> {
  const drafts = Boolean(payload.collections[collection].config.versions?.drafts);
  // The latest version of each document, in the language's own texts (no English in place of an empty Arabic).
  const { docs } = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    depth: 0,
    draft: drafts,
    pagination: false,
    overrideAccess: true,
  });
  const done: string[] = [];
  for (const doc of docs as unknown as Data[]) {
    if (doc._status === "draft") continue;
    const data = revisedFields(doc, texts);
    if (Object.keys(data).length === 0) continue;
    await payload.update({
      collection,
      id: doc.id as string | number,
      locale,
      data: { ...data, ...(drafts ? { _status: "published" } : {}) } as never,
      context,
      overrideAccess: true,
    });
    done.push(`${collection} ${String(doc.id)} (${locale})`);
  }
  return done;
}

async function reviseGlobal(
  payload: Payload,
  slug: GlobalSlug,
  locale: Locale,
  texts: ReadonlyMap<string, string>,
): Promise<string[]> {
  const doc = (await payload.findGlobal({
    slug,
    locale,
    fallbackLocale: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })) as unknown as Data;
  const data = doc._status === "draft" ? {} : revisedFields(doc, texts);
  if (Object.keys(data).length === 0) return [];
  await payload.updateGlobal({
    slug,
    locale,
    data: { ...data, _status: "published" } as never,
    context,
    overrideAccess: true,
  });
  return [`${slug} (${locale})`];
}

/**
 * Seed version 6: the reworded texts (./revisions.ts) in a CMS seeded before. A document or global whose latest
 * version is an unpublished draft is left alone: an editor is working on it, and publishing the seed's wording
 * would publish their draft too. The example partners get their Arabic name.
 */
export async function reviseSeededTexts(payload: Payload): Promise<string[]> {
  const done: string[] = [];
  for (const [slug, byLocale] of Object.entries(seedRevisions)) {
    for (const [locale, pairs] of Object.entries(byLocale) as [Locale, (readonly [string, string])[]][]) {
      const texts = new Map(pairs);
      done.push(
        ...(slug in payload.collections
          ? await reviseCollection(payload, slug as CollectionSlug, locale, texts)
          : await reviseGlobal(payload, slug as GlobalSlug, locale, texts)),
      );
    }
  }
  return [...done, ...(await nameExamplePartnersInArabic(payload))];
}

/** The seeded example partners ("Partner 01") named in Arabic too ("شريك 01"), unless an editor changed them. */
async function nameExamplePartnersInArabic(payload: Payload): Promise<string[]> {
  const arabic = new Map(examplePartners.map((name) => [name.en, name.ar]));
  const { docs } = await payload.find({
    collection: "partners",
    where: { example: { equals: true } },
    depth: 0,
    draft: true,
    pagination: false,
    overrideAccess: true,
  });
  const done: string[] = [];
  for (const partner of docs) {
    const name = arabic.get(partner.name);
    if (!name || partner.arabicName || partner._status === "draft") continue;
    await payload.update({
      collection: "partners",
      id: partner.id,
      data: { arabicName: name, _status: "published" },
      context,
      overrideAccess: true,
    });
    done.push(`partners ${String(partner.id)}`);
  }
  return done;
}
