import type { CollectionSlug, GlobalSlug, Payload } from "payload";
import { SEED_CONTEXT } from "../hooks/bilingual";
import { inLocale, withRowIds } from "./bilingual";

/**
 * The seed's two writers, in a module of their own: the seed's steps (./index.ts) and the legal pages'
 * (./pages/legal.ts) both use them, and an import cycle between those two has hung Vitest's module runner.
 */
const context = { [SEED_CONTEXT]: true };
type Data = Record<string, unknown>;

/** Creates a document in English, then fills in its Arabic, both published. */
export async function createBilingual(
  payload: Payload,
  collection: CollectionSlug,
  data: Data,
): Promise<{ id: string | number }> {
  const created = (await payload.create({
    collection,
    locale: "en",
    data: { ...(inLocale(data, "en") as Data), _status: "published" } as never,
    context,
    overrideAccess: true,
  })) as unknown as Data & { id: string | number };
  await payload.update({
    collection,
    id: created.id,
    locale: "ar",
    data: { ...(withRowIds(inLocale(data, "ar"), created) as Data), _status: "published" } as never,
    context,
    overrideAccess: true,
  });
  return created;
}

export async function updateGlobalBilingual(payload: Payload, slug: GlobalSlug, data: Data): Promise<void> {
  const saved = await payload.updateGlobal({
    slug,
    locale: "en",
    data: { ...(inLocale(data, "en") as Data), _status: "published" } as never,
    context,
    overrideAccess: true,
  });
  await payload.updateGlobal({
    slug,
    locale: "ar",
    data: { ...(withRowIds(inLocale(data, "ar"), saved) as Data), _status: "published" } as never,
    context,
    overrideAccess: true,
  });
}
