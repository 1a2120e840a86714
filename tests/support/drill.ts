import Database from "better-sqlite3";
import { join } from "node:path";
import { Client } from "pg";

/** A contact-form body that passes validation and the bot timer. */
export function contactBody(i: number) {
  return {
    firstName: `زائر ${i}`,
    lastName: "Test",
    email: `visitor${i}@example.org`,
    message: `رسالة رقم ${i}`,
    locale: i % 2 ? "ar" : "en",
    startedAt: Date.now() - 60_000,
  };
}

/** A distinct client address per submission (the server trusts one proxy hop in the drills). */
export const visitorAddress = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Message-IDs of provider notifications in raw mails: the lead reference, one entry per mail received. */
export function notificationRefs(raw: Buffer[]): string[] {
  return raw
    .map((m) => /Message-ID: <(\S+)\.notification@/i.exec(m.toString())?.[1])
    .filter((x): x is string => Boolean(x));
}

/** Counts of a list: how many distinct values, and how many entries beyond the first of each. */
export function tally(values: string[]) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return { distinct: counts.size, duplicates: values.length - counts.size, counts };
}

export interface StoreFacts {
  refs: Set<string>;
  /** SQLite `PRAGMA integrity_check`; for PostgreSQL, "ok" when leads and outbox rows are consistent. */
  integrity: string;
  /** Leads without exactly one notification, one acknowledgement and one desk delivery row (spam leads: none). */
  badOutbox: number;
  outbox: Record<string, number>;
  /** Rows still claimed ('sending') and by whom. */
  claimed: { locked_by: string | null; n: number }[];
}

/** What the database holds after a drill (SQLite file in dataDir, or PostgreSQL at databaseUrl). */
export async function storeFacts(opts: { dataDir?: string; databaseUrl?: string }): Promise<StoreFacts> {
  const badOutboxSql = `select count(*) as n from leads l where
    (select count(*) from outbox o where o.lead_id = l.id and o.kind = 'provider_notification') <> 1 or
    (select count(*) from outbox o where o.lead_id = l.id and o.kind = 'visitor_ack') <> 1 or
    (select count(*) from outbox o where o.lead_id = l.id and o.kind = 'desk_mirror') <> 1`;
  if (opts.databaseUrl) {
    const client = new Client({ connectionString: opts.databaseUrl });
    await client.connect();
    try {
      const refs = new Set((await client.query<{ ref: string }>("select ref from leads")).rows.map((r) => r.ref));
      const bad = Number((await client.query<{ n: string }>(badOutboxSql)).rows[0]!.n);
      const orphans = Number(
        (
          await client.query<{ n: string }>(
            "select count(*) n from outbox o where not exists (select 1 from leads l where l.id = o.lead_id)",
          )
        ).rows[0]!.n,
      );
      const outbox = Object.fromEntries(
        (
          await client.query<{ status: string; n: string }>("select status, count(*) n from outbox group by status")
        ).rows.map((r) => [r.status, Number(r.n)]),
      );
      const claimed = (
        await client.query<{ locked_by: string | null; n: string }>(
          "select locked_by, count(*) n from outbox where status = 'sending' group by locked_by",
        )
      ).rows.map((r) => ({ locked_by: r.locked_by, n: Number(r.n) }));
      return {
        refs,
        integrity: orphans === 0 ? "ok" : `${orphans} orphan outbox rows`,
        badOutbox: bad,
        outbox,
        claimed,
      };
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(opts.dataDir!, "leads.sqlite"), { readonly: true });
  try {
    const refs = new Set((db.prepare("select ref from leads").all() as { ref: string }[]).map((r) => r.ref));
    const integrity = String(db.pragma("integrity_check", { simple: true }));
    const bad = (db.prepare(badOutboxSql).get() as { n: number }).n;
    const outbox = Object.fromEntries(
      (
        db.prepare("select status, count(*) n from outbox group by status").all() as { status: string; n: number }[]
      ).map((r) => [r.status, r.n]),
    );
    const claimed = db
      .prepare("select locked_by, count(*) n from outbox where status = 'sending' group by locked_by")
      .all() as { locked_by: string | null; n: number }[];
    return { refs, integrity, badOutbox: bad, outbox, claimed };
  } finally {
    db.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
