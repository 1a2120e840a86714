import type { Migration, Payload } from "payload";

/** What `next build` says when the CMS it would read is not ready. */
export const NOT_SET_UP =
  "The CMS is not set up: run `npm run cms:seed` (its migrations and first content) before `npm run build`";

/**
 * `next build` prerenders the pages from the CMS and must not write to it (a production database changes only
 * by a deliberate step). So it only reads: every committed migration applied and the first content seeded, or
 * it stops here with what to run, instead of prerendering pages from an empty or outdated CMS.
 */
export async function requireSetUp(payload: Payload, migrations: Pick<Migration, "name">[]): Promise<void> {
  let applied: Set<string>;
  let seeded: number;
  try {
    const rows = await payload.find({
      collection: "payload-migrations",
      pagination: false,
      depth: 0,
      overrideAccess: true,
    });
    applied = new Set(rows.docs.map((row) => String(row.name)));
    const status = (await payload.findGlobal({ slug: "seed-status", overrideAccess: true })) as { version?: number };
    seeded = status.version ?? 0;
  } catch (error) {
    // No tables yet (an empty database).
    throw new Error(`${NOT_SET_UP} (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
  }
  const missing = migrations.map((m) => m.name).filter((name) => !applied.has(name));
  if (missing.length) throw new Error(`${NOT_SET_UP} (migrations not applied: ${missing.join(", ")})`);
  if (seeded < 1) throw new Error(`${NOT_SET_UP} (no content seeded)`);
}
