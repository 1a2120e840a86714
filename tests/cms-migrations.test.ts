import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Payload } from "payload";
import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * Every change to the CMS's schema comes with its migration: the schema the configuration makes today is the one
 * the latest committed migration's snapshot records, on each engine. This is what `npm run cms:migrate:create`
 * compares (Payload's drizzle adapter: its `generateDrizzleJson` and `generateMigration`); a change without its
 * migration leaves statements to generate, and they are listed in the failure. Only the schema is read: no
 * database is opened (the PostgreSQL address is never connected to), so it runs with the unit tests.
 */
const engines = [
  { name: "sqlite", databaseUrl: "" },
  { name: "postgres", databaseUrl: "postgres://schema-only@127.0.0.1:1/none" },
];

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>;
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>;
  upSnapshot?: (snapshot: unknown) => unknown;
};
type DrizzleAdapter = { schema: unknown; migrationDir: string; requireDrizzleKit: () => DrizzleKit };

describe.each(engines)("the CMS's committed migrations on $name", ({ name, databaseUrl }) => {
  let payload: Payload | undefined;
  afterAll(async () => {
    await payload?.destroy();
    delete process.env.DATABASE_URL;
  });

  it("record the schema the configuration makes: no change is left without its migration", async () => {
    process.env.DATABASE_URL = databaseUrl;
    vi.resetModules();
    const { getPayload } = await import("payload");
    const { default: config } = await import("@/payload.config");
    payload = await getPayload({
      config,
      key: `cms-migrations-${name}`,
      disableDBConnect: true,
      disableOnInit: true,
    } as Parameters<typeof getPayload>[0]);
    const db = payload.db as unknown as DrizzleAdapter;
    const snapshots = readdirSync(db.migrationDir)
      .filter((file) => file.endsWith(".json"))
      .sort();
    expect(snapshots.length).toBeGreaterThan(0);
    const kit = db.requireDrizzleKit();
    const now = await kit.generateDrizzleJson(db.schema);
    let committed = JSON.parse(readFileSync(join(db.migrationDir, snapshots.at(-1)!), "utf8")) as { version: string };
    if (kit.upSnapshot && committed.version < now.version) committed = kit.upSnapshot(committed) as typeof committed;
    // Empty when the snapshot matches; otherwise the SQL a new migration would hold (`npm run cms:migrate:create`).
    expect(await kit.generateMigration(committed, now)).toEqual([]);
  }, 120_000);
});
