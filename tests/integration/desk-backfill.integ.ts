import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase, migrateToLatest } from "@/server/db/connect";
import { KyselyLeadStore } from "@/server/db/lead-store";
import { engines, resetPostgres, tempDir } from "../support/databases";

const BACKFILL = "2026-11-25-010-desk-copies-of-earlier-leads";

/** Leads stored before the lead desk existed get their desk delivery from the migration (spam leads do not). */
describe.each(engines)("the desk backfill migration on $name", ({ databaseUrl }) => {
  const handle = connectDatabase({ databaseUrl, dataDir: tempDir() });
  const store = new KyselyLeadStore(handle.db, handle.dialect);
  afterAll(() => store.close());

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
    await sql`delete from kysely_migration where name = ${BACKFILL}`.execute(handle.db);
    expect(await migrateToLatest(handle)).toEqual([BACKFILL]);
    const rows = await store.listOutbox({ limit: 10 });
    expect(rows.map((r) => [r.leadRef, r.kind, r.status, r.message])).toEqual([
      ["C-OLDLEAD1", "desk_mirror", "pending", { messageId: "desk:C-OLDLEAD1", ref: "C-OLDLEAD1" }],
    ]);
    await sql`delete from kysely_migration where name = ${BACKFILL}`.execute(handle.db);
    await migrateToLatest(handle);
    expect(await store.listOutbox({ limit: 10 })).toHaveLength(1);
  });
});
