import "server-only";
import { sql, type Kysely, type Selectable } from "kysely";
import { AppError, isAppError } from "@/domain/errors";
import type {
  LeadKind,
  LeadStore,
  Locale,
  NewLead,
  NewOutboxMail,
  OutboxRow,
  OutboxStatus,
  OutboxSummary,
  SpamReason,
  StoredLead,
  SubmitResult,
} from "@/domain/leads/types";
import type { Database, Dialect, LeadsTable, OutboxTable } from "./schema";

/** The e-mail address of an anonymised lead (the reserved .invalid domain: never delivered). */
export const ANONYMISED = "anonymised@anonymised.invalid";

/** Longest a write waits for another process's SQLite write lock, in short asynchronous pauses. */
export const WRITE_WAIT_MS = 1_000;

const num = (v: number | string | null) => (v === null ? null : Number(v));

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined;
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

function toStoredLead(r: Selectable<LeadsTable>): StoredLead {
  const key = r.idempotency_key;
  return {
    id: Number(r.id),
    ref: r.ref,
    kind: r.kind as LeadKind,
    locale: r.locale as Locale,
    email: r.email,
    data: JSON.parse(r.data),
    // Stored scoped to the endpoint ("contact:<key>"); the client's own key is what follows the kind.
    idempotency: key ? { key: key.slice(r.kind.length + 1), fingerprint: r.request_hash ?? "" } : undefined,
    spam: (r.spam as SpamReason | null) ?? undefined,
    createdAt: Number(r.created_at),
  };
}

function toOutboxRow(row: Selectable<OutboxTable>): OutboxRow {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    kind: row.kind as OutboxRow["kind"],
    message: JSON.parse(row.payload),
    status: row.status as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
  } as OutboxRow;
}

/** The lead store on Kysely, for SQLite and PostgreSQL alike. */
export class KyselyLeadStore implements LeadStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async insertLead(lead: NewLead, mails: NewOutboxMail[]): Promise<SubmitResult> {
    const key = lead.idempotency ? `${lead.kind}:${lead.idempotency.key}` : null;
    const dedupeKey = lead.kind === "newsletter" && !lead.spam ? `newsletter:${lead.email.toLowerCase()}` : null;
    try {
      return await this.writing(() =>
        this.db.transaction().execute(async (trx) => {
          const seen = await this.seenBefore(trx, key, dedupeKey, lead.idempotency?.fingerprint);
          if (seen) return seen;
          const { id } = await trx
            .insertInto("leads")
            .values({
              ref: lead.ref,
              kind: lead.kind,
              locale: lead.locale,
              email: lead.email,
              data: JSON.stringify(lead.data),
              idempotency_key: key,
              request_hash: lead.idempotency?.fingerprint ?? null,
              dedupe_key: dedupeKey,
              spam: lead.spam ?? null,
              created_at: lead.createdAt,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (!lead.spam) await this.queueMails(trx, Number(id), mails, lead.createdAt);
          return { ref: lead.ref, duplicate: false };
        }),
      );
    } catch (error) {
      if (isAppError(error)) throw error;
      // Two requests with one key (or two sign-ups of one address) raced: the other one stored the lead.
      if ((key || dedupeKey) && isUniqueViolation(error)) {
        const seen = await this.seenBefore(this.db, key, dedupeKey, lead.idempotency?.fingerprint).catch(
          (e: unknown) => {
            if (isAppError(e)) throw e;
            return undefined;
          },
        );
        if (seen) return seen;
      }
      throw new AppError("store_unavailable", "could not store the lead", {}, { cause: error });
    }
  }

  /** The answer for a submission already stored: the same key with the same body, or a subscribed address. */
  private async seenBefore(
    db: Kysely<Database>,
    key: string | null,
    dedupeKey: string | null,
    fingerprint: string | undefined,
  ): Promise<SubmitResult | undefined> {
    if (key) {
      const byKey = await db
        .selectFrom("leads")
        .select(["ref", "request_hash"])
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
      if (byKey) {
        if (byKey.request_hash !== (fingerprint ?? null)) {
          throw new AppError("idempotency_conflict", "idempotency key reused with another body");
        }
        return { ref: byKey.ref, duplicate: true };
      }
    }
    if (dedupeKey) {
      const subscribed = await db
        .selectFrom("leads")
        .select("ref")
        .where("dedupe_key", "=", dedupeKey)
        .executeTakeFirst();
      if (subscribed) return { ref: subscribed.ref, duplicate: true };
    }
    return undefined;
  }

  private async queueMails(db: Kysely<Database>, leadId: number, mails: NewOutboxMail[], now: number) {
    for (const mail of mails) {
      await db
        .insertInto("outbox")
        .values({
          lead_id: leadId,
          kind: mail.kind,
          message_id: mail.message.messageId,
          payload: JSON.stringify(mail.message),
          next_attempt_at: now,
          locked_by: null,
          locked_until: null,
          last_error: null,
          sent_at: null,
          created_at: now,
        })
        .execute();
    }
  }

  async releaseSpam(ref: string, mails: NewOutboxMail[], now: number): Promise<boolean> {
    return this.writing(() =>
      this.db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select(["id", "kind", "email", "spam"])
          .where("ref", "=", ref)
          .executeTakeFirst();
        if (!lead || lead.spam === null) return false;
        let dedupeKey: string | null = null;
        if (lead.kind === "newsletter") {
          dedupeKey = `newsletter:${lead.email.toLowerCase()}`;
          const subscribed = await trx
            .selectFrom("leads")
            .select("id")
            .where("dedupe_key", "=", dedupeKey)
            .executeTakeFirst();
          // Already subscribed through another sign-up: released without a second subscription or mails.
          if (subscribed) {
            await trx.updateTable("leads").set({ spam: null }).where("id", "=", lead.id).execute();
            return true;
          }
        }
        await trx.updateTable("leads").set({ spam: null, dedupe_key: dedupeKey }).where("id", "=", lead.id).execute();
        await this.queueMails(trx, Number(lead.id), mails, now);
        return true;
      }),
    );
  }

  async findLead(ref: string): Promise<StoredLead | undefined> {
    const row = await this.db.selectFrom("leads").selectAll().where("ref", "=", ref).executeTakeFirst();
    return row ? toStoredLead(row) : undefined;
  }

  async spamSummary(): Promise<Record<SpamReason, number>> {
    const rows = await this.db
      .selectFrom("leads")
      .select(["spam", sql<number | string>`count(*)`.as("n")])
      .where("spam", "is not", null)
      .groupBy("spam")
      .execute();
    const summary: Record<SpamReason, number> = { honeypot: 0, too_fast: 0, no_timer: 0, bad_timer: 0 };
    for (const row of rows) summary[row.spam as SpamReason] = Number(row.n);
    return summary;
  }

  /**
   * Runs a write. SQLite: the connection does not wait for another process's write lock (busy_timeout 0:
   * a wait would block the event loop, and every request with it); a busy database is tried again after
   * short asynchronous pauses, and after WRITE_WAIT_MS the write fails (the caller answers 503).
   */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    if (this.dialect !== "sqlite") return write();
    const started = Date.now();
    for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
      try {
        return await write();
      } catch (error) {
        if (!isBusy(error) || Date.now() - started + pause > WRITE_WAIT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
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
    const rows = await this.writing(() =>
      this.db
        .updateTable("outbox")
        .set((eb) => ({
          status: "sending",
          locked_by: worker,
          locked_until: now + leaseMs,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", due)
        .returningAll()
        .execute(),
    );
    return rows.map(toOutboxRow).sort((a, b) => a.id - b.id);
  }

  private async finish(id: number, worker: string, values: Partial<Record<keyof OutboxTable, unknown>>) {
    await this.writing(() =>
      this.db
        .updateTable("outbox")
        .set({ ...values, locked_by: null, locked_until: null } as never)
        .where("id", "=", id)
        .where("locked_by", "=", worker)
        .execute(),
    );
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
    const result = await this.writing(() =>
      this.db
        .updateTable("outbox")
        .set((eb) => ({ status: "pending", locked_by: null, locked_until: null, attempts: eb("attempts", "-", 1) }))
        .where("locked_by", "=", worker)
        .where("status", "=", "sending")
        .executeTakeFirst(),
    );
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

  async listLeads({ limit, kind, spam }: { limit: number; kind?: LeadKind; spam?: boolean }): Promise<StoredLead[]> {
    let query = this.db.selectFrom("leads").selectAll().orderBy("id", "desc").limit(limit);
    if (kind) query = query.where("kind", "=", kind);
    if (spam !== undefined) query = query.where("spam", spam ? "is not" : "is", null);
    return (await query.execute()).map(toStoredLead);
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

  /** Gives a dead-lettered delivery another round of attempts, due now; false when it is not dead. */
  async resendDead(id: number, now: number): Promise<boolean> {
    const result = await this.writing(() =>
      this.db
        .updateTable("outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: now, last_error: null })
        .where("id", "=", id)
        .where("status", "=", "dead")
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every lead sent with this e-mail address, whatever its case (a person's data on request). */
  async leadsByEmail(email: string): Promise<StoredLead[]> {
    const rows = await this.db
      .selectFrom("leads")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
      .orderBy("id")
      .execute();
    return rows.map(toStoredLead);
  }

  /**
   * Anonymises the leads stored before `before`: the address becomes ANONYMISED, the fields only what says
   * nothing about the person (kind of interest, courses, where the lead came from); mails not yet sent are
   * dropped. Returns the references of the leads it changed.
   */
  async anonymiseBefore(before: number): Promise<string[]> {
    return this.writing(() =>
      this.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("leads")
          .select(["id", "ref", "data"])
          .where("created_at", "<", before)
          .where("email", "<>", ANONYMISED)
          .execute();
        for (const row of rows) {
          const data = JSON.parse(row.data) as Record<string, unknown>;
          const kept = Object.fromEntries(
            Object.entries(data).filter(([key]) => ["trainingInterest", "courses", "source"].includes(key)),
          );
          await trx
            .updateTable("leads")
            .set({ email: ANONYMISED, data: JSON.stringify(kept), dedupe_key: null })
            .where("id", "=", row.id)
            .execute();
          await trx.deleteFrom("outbox").where("lead_id", "=", row.id).where("status", "<>", "sent").execute();
        }
        return rows.map((r) => r.ref);
      }),
    );
  }

  /** Deletes these leads and their outbox rows (mails not yet sent are not sent), in one transaction. */
  async deleteLeads(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.writing(() =>
      this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("outbox").where("lead_id", "in", ids).execute();
        const result = await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
    );
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
