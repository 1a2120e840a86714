import "server-only";
import { sql, type Kysely, type Selectable } from "kysely";
import { AppError } from "@/domain/errors";
import type {
  LeadKind,
  LeadStore,
  MailKind,
  NewLead,
  NewOutboxMail,
  OutboxRow,
  OutboxStatus,
  OutboxSummary,
  StoredLead,
  SubmitResult,
} from "@/domain/leads/types";
import type { Database, Dialect, OutboxTable } from "./schema";

const num = (v: number | string | null) => (v === null ? null : Number(v));

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined;
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

function toOutboxRow(row: Selectable<OutboxTable>): OutboxRow {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    kind: row.kind as MailKind,
    message: JSON.parse(row.payload),
    status: row.status as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
  };
}

/** The lead store on Kysely, for SQLite and PostgreSQL alike. */
export class KyselyLeadStore implements LeadStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async insertLead(lead: NewLead, mails: NewOutboxMail[]): Promise<SubmitResult> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (lead.idempotencyKey) {
          const seen = await trx
            .selectFrom("leads")
            .select("ref")
            .where("idempotency_key", "=", lead.idempotencyKey)
            .executeTakeFirst();
          if (seen) return { ref: seen.ref, duplicate: true };
        }
        const { id } = await trx
          .insertInto("leads")
          .values({
            ref: lead.ref,
            kind: lead.kind,
            locale: lead.locale,
            email: lead.email,
            data: JSON.stringify(lead.data),
            idempotency_key: lead.idempotencyKey ?? null,
            created_at: lead.createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const mail of mails) {
          await trx
            .insertInto("outbox")
            .values({
              lead_id: Number(id),
              kind: mail.kind,
              message_id: mail.message.messageId,
              payload: JSON.stringify(mail.message),
              next_attempt_at: lead.createdAt,
              locked_by: null,
              locked_until: null,
              last_error: null,
              sent_at: null,
              created_at: lead.createdAt,
            })
            .execute();
        }
        return { ref: lead.ref, duplicate: false };
      });
    } catch (error) {
      // Two requests with one Idempotency-Key raced: the other one stored the lead.
      if (lead.idempotencyKey && isUniqueViolation(error)) {
        const seen = await this.db
          .selectFrom("leads")
          .select("ref")
          .where("idempotency_key", "=", lead.idempotencyKey)
          .executeTakeFirst()
          .catch(() => undefined);
        if (seen) return { ref: seen.ref, duplicate: true };
      }
      throw new AppError("store_unavailable", "could not store the lead", {}, { cause: error });
    }
  }

  async claimDue(now: number, limit: number, worker: string, leaseMs: number): Promise<OutboxRow[]> {
    let due = this.db
      .selectFrom("outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
        ]),
      )
      .orderBy("id")
      .limit(limit);
    // PostgreSQL: several workers claim disjoint rows without waiting. SQLite serialises writers anyway.
    if (this.dialect === "postgres") due = due.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable("outbox")
      .set((eb) => ({
        status: "sending",
        locked_by: worker,
        locked_until: now + leaseMs,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", due)
      .returningAll()
      .execute();
    return rows.map(toOutboxRow).sort((a, b) => a.id - b.id);
  }

  private async finish(id: number, worker: string, values: Partial<Record<keyof OutboxTable, unknown>>) {
    await this.db
      .updateTable("outbox")
      .set({ ...values, locked_by: null, locked_until: null } as never)
      .where("id", "=", id)
      .where("locked_by", "=", worker)
      .execute();
  }

  markSent(id: number, worker: string, now: number) {
    return this.finish(id, worker, { status: "sent", sent_at: now, last_error: null });
  }

  markRetry(id: number, worker: string, error: string, nextAttemptAt: number) {
    return this.finish(id, worker, {
      status: "pending",
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
    });
  }

  markDead(id: number, worker: string, error: string) {
    return this.finish(id, worker, { status: "dead", last_error: error.slice(0, 1000) });
  }

  markSkipped(id: number, worker: string, reason: string) {
    return this.finish(id, worker, { status: "skipped", last_error: reason.slice(0, 1000) });
  }

  async releaseClaims(worker: string): Promise<number> {
    const result = await this.db
      .updateTable("outbox")
      .set((eb) => ({ status: "pending", locked_by: null, locked_until: null, attempts: eb("attempts", "-", 1) }))
      .where("locked_by", "=", worker)
      .where("status", "=", "sending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Worker ids that hold claims (status 'sending'), for finding claims of workers that died. */
  async claimHolders(): Promise<string[]> {
    const rows = await this.db
      .selectFrom("outbox")
      .select("locked_by")
      .distinct()
      .where("status", "=", "sending")
      .where("locked_by", "is not", null)
      .execute();
    return rows.map((r) => r.locked_by!);
  }

  async listLeads({ limit, kind }: { limit: number; kind?: LeadKind }): Promise<StoredLead[]> {
    let query = this.db.selectFrom("leads").selectAll().orderBy("id", "desc").limit(limit);
    if (kind) query = query.where("kind", "=", kind);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: Number(r.id),
      ref: r.ref,
      kind: r.kind as LeadKind,
      locale: r.locale as "en" | "ar",
      email: r.email,
      data: JSON.parse(r.data),
      idempotencyKey: r.idempotency_key ?? undefined,
      createdAt: Number(r.created_at),
    }));
  }

  async outboxSummary(): Promise<OutboxSummary> {
    const rows = await this.db
      .selectFrom("outbox")
      .select(["status", sql<number | string>`count(*)`.as("n")])
      .groupBy("status")
      .execute();
    const summary: OutboxSummary = { pending: 0, sending: 0, sent: 0, dead: 0, skipped: 0 };
    for (const row of rows) summary[row.status as OutboxStatus] = Number(row.n);
    return summary;
  }

  async listOutbox({ status, limit }: { status?: OutboxStatus; limit: number }) {
    let query = this.db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .selectAll("outbox")
      .select("leads.ref as lead_ref")
      .orderBy("outbox.id", "desc")
      .limit(limit);
    if (status) query = query.where("outbox.status", "=", status);
    const rows = await query.execute();
    return rows.map((r) => ({ ...toOutboxRow(r), leadRef: r.lead_ref, sentAt: num(r.sent_at) }));
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
