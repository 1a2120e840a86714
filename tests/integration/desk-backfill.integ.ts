import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase, migrateToLatest } from "@/server/db/connect";
import { KyselyLeadStore } from "@/server/db/lead-store";
import { migrations } from "@/server/db/migrations";
import { engines, resetPostgres, tempDir } from "../support/databases";

const BACKFILL = "2026-11-25-010-desk-copies-of-earlier-leads";

/** Leads stored before the lead desk existed get their desk delivery from the migration (spam leads do not). */
describe.each(engines)("the desk backfill migration on $name", ({ databaseUrl }) => {
  const handle = connectDatabase({ databaseUrl, dataDir: tempDir() });
  const store = new KyselyLeadStore(handle.db, handle.dialect);
  afterAll(() => store.close());

  /**
   * The store as it was before the backfill ran: the migrations after it are undone (Kysely runs migrations in
   * order only), and the backfill's own record removed (not undone: its rows stay, to show it adds none twice).
   * Returns the migrations that migrateToLatest will run again.
   */
  async function rewindToBackfill(): Promise<string[]> {
    const all = migrations(handle.dialect);
    const again = Object.keys(all)
      .filter((name) => name >= BACKFILL)
      .sort();
    for (const name of [...again].reverse()) {
      if (name !== BACKFILL) await all[name]!.down!(handle.db as never);
      await sql`delete from kysely_migration where name = ${name}`.execute(handle.db);
    }
    return again;
  }

  it("queues one desk copy per earlier lead, none for spam, and nothing twice", async () => {
    if (databaseUrl) await resetPostgres(databaseUrl);
    await migrateToLatest(handle);
    const lead = (ref: string, spam?: "honeypot") => ({
      ref,
      kind: "contact" as const,
      locale: "en" as const,
      email: `${ref.toLowerCase()}@example.org`,
      data: {},
      spam,
      createdAt: Date.now(),
    });
    // As the lead store held them before: mails only.
    await store.insertLead(lead("C-OLDLEAD1"), []);
    await store.insertLead(lead("C-OLDSPAM1", "honeypot"), []);
    const again = await rewindToBackfill();
    expect(await migrateToLatest(handle)).toEqual(again);
    const rows = await store.listOutbox({ limit: 10 });
    expect(rows.map((r) => [r.leadRef, r.kind, r.status, r.message])).toEqual([
      ["C-OLDLEAD1", "desk_mirror", "pending", { messageId: "desk:C-OLDLEAD1", ref: "C-OLDLEAD1" }],
    ]);
    await rewindToBackfill();
    await migrateToLatest(handle);
    expect(await store.listOutbox({ limit: 10 })).toHaveLength(1);
  });
});
