import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "./schema";

/**
 * One migration set for both engines. The only differences are the identity column and the
 * integer width of millisecond timestamps; everything else is plain, portable DDL.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const pg = dialect === "postgres";
  const time = pg ? "bigint" : "integer";
  return {
    "2026-11-22-001-leads-and-outbox": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("leads")
          .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn("ref", "text", (c) => c.notNull().unique())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("locale", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("data", "text", (c) => c.notNull())
          .addColumn("idempotency_key", "text", (c) => c.unique())
          .addColumn("created_at", time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

        await db.schema
          .createTable("outbox")
          .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("message_id", "text", (c) => c.notNull().unique())
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", time, (c) => c.notNull())
          .addColumn("locked_by", "text")
          .addColumn("locked_until", time)
          .addColumn("last_error", "text")
          .addColumn("sent_at", time)
          .addColumn("created_at", time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("outbox").execute();
        await db.schema.dropTable("leads").execute();
      },
    },
    "2026-11-25-002-spam-scoped-keys-subscriptions": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("spam", "text").execute();
        await db.schema.alterTable("leads").addColumn("request_hash", "text").execute();
        await db.schema.alterTable("leads").addColumn("dedupe_key", "text").execute();
        // Keys were shared by the three endpoints; from now on each is scoped to its own.
        await sql`update leads set idempotency_key = kind || ':' || idempotency_key where idempotency_key is not null`.execute(
          db,
        );
        // One subscription per address: the first sign-up of each address holds it.
        await sql`update leads set dedupe_key = 'newsletter:' || lower(email)
          where kind = 'newsletter' and id in (select min(id) from leads where kind = 'newsletter' group by lower(email))`.execute(
          db,
        );
        await db.schema.createIndex("leads_dedupe_key").on("leads").column("dedupe_key").unique().execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex("leads_dedupe_key").execute();
        await sql`update leads set idempotency_key = substr(idempotency_key, length(kind) + 2) where idempotency_key is not null`.execute(
          db,
        );
        await db.schema.alterTable("leads").dropColumn("dedupe_key").execute();
        await db.schema.alterTable("leads").dropColumn("request_hash").execute();
        await db.schema.alterTable("leads").dropColumn("spam").execute();
      },
    },
    "2026-11-25-010-desk-copies-of-earlier-leads": {
      // Leads stored before the lead desk existed get their desk delivery too (spam leads get it when released).
      async up(db: Kysely<unknown>) {
        await sql`insert into outbox (lead_id, kind, message_id, payload, status, attempts, next_attempt_at, created_at)
          select id, 'desk_mirror', 'desk:' || ref, '{"messageId":"desk:' || ref || '","ref":"' || ref || '"}',
            'pending', 0, created_at, created_at
          from leads l
          where spam is null and not exists (select 1 from outbox o where o.lead_id = l.id and o.kind = 'desk_mirror')`.execute(
          db,
        );
      },
      async down(db: Kysely<unknown>) {
        await sql`delete from outbox where kind = 'desk_mirror'`.execute(db);
      },
    },
    "2026-11-27-011-newsletter-confirmation": {
      // Double opt-in: an address counts as a subscriber once it is confirmed. Sign-ups stored before this stay
      // leads (they were never confirmed); a new sign-up of such an address asks for confirmation.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("subscriptions")
          .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn("email_key", "text", (c) => c.notNull().unique())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("locale", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("lead_ref", "text", (c) => c.notNull())
          .addColumn("confirm_hash", "text", (c) => c.unique())
          .addColumn("unsubscribe_hash", "text", (c) => c.unique())
          .addColumn("signed_up_at", time, (c) => c.notNull())
          .addColumn("expires_at", time, (c) => c.notNull())
          .addColumn("confirmed_at", time)
          .addColumn("unsubscribed_at", time)
          .execute();
        await db.schema
          .createIndex("subscriptions_status")
          .on("subscriptions")
          .columns(["status", "expires_at"])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("subscriptions").execute();
      },
    },
  };
}
