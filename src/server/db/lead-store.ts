import "server-only";
import { sql, type Kysely, type Selectable } from "kysely";
import { AppError, isAppError } from "@/domain/errors";
import type {
  LeadKind,
  LeadStore,
  Locale,
  NewLead,
  NewOutboxMail,
  NewSubscription,
  OutboxRow,
  OutboxStatus,
  OutboxSummary,
  SpamReason,
  StoredLead,
  SubmitResult,
  Subscription,
  SubscriptionStatus,
} from "@/domain/leads/types";
import type { Database, Dialect, LeadsTable, OutboxTable, SubscriptionsTable } from "./schema";

/** The e-mail address of an anonymised lead (the reserved .invalid domain: never delivered). */
export const ANONYMISED = "anonymised@anonymised.invalid";

/**
 * A second sign-up of an address whose confirmation mail went out less than this long ago stores nothing and
 * sends nothing (the first mail is on its way); after it, a new sign-up sends a new link.
 */
export const CONFIRM_RESEND_GAP_MS = 10 * 60_000;

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

function toSubscription(r: Selectable<SubscriptionsTable>): Subscription {
  return {
    email: r.email,
    locale: r.locale as Locale,
    status: r.status as SubscriptionStatus,
    leadRef: r.lead_ref,
    signedUpAt: Number(r.signed_up_at),
    expiresAt: Number(r.expires_at),
    confirmedAt: num(r.confirmed_at) ?? undefined,
    unsubscribedAt: num(r.unsubscribed_at) ?? undefined,
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

  async insertLead(lead: NewLead, mails: NewOutboxMail[], subscription?: NewSubscription): Promise<SubmitResult> {
    const key = lead.idempotency ? `${lead.kind}:${lead.idempotency.key}` : null;
    // A newsletter sign-up that is not suspected spam: one subscription per address.
    const address = subscription && !lead.spam ? lead.email.toLowerCase() : null;
    try {
      return await this.writing(() =>
        this.db.transaction().execute(async (trx) => {
          const seen = await this.seenBefore(trx, key, lead.idempotency?.fingerprint);
          if (seen) return seen;
          // The address first: a sign-up that may not replace the current one (a subscriber's, or one whose link
          // went out moments ago) is stored as a lead of its own and mails nothing. It is answered like any other,
          // with its own reference: the subscriber's reference (and a replay) would tell that the address is known.
          if (address && subscription) {
            const held = await this.claimSubscription(trx, lead, subscription, lead.createdAt);
            if (held) return this.storeLead(trx, lead, key, []);
          }
          return this.storeLead(trx, lead, key, mails);
        }),
      );
    } catch (error) {
      if (isAppError(error)) throw error;
      // Two requests with one key (or two sign-ups of one address) raced: the other one stored the lead, or took
      // the address, in which case this sign-up is stored as a lead of its own without mails, as above.
      if ((key || address) && isUniqueViolation(error)) {
        const seen = await (async () => {
          const byKey = await this.seenBefore(this.db, key, lead.idempotency?.fingerprint);
          if (byKey) return byKey;
          const held = address ? await this.heldBy(this.db, address, lead.createdAt) : undefined;
          return held
            ? await this.writing(() => this.db.transaction().execute((trx) => this.storeLead(trx, lead, key, [])))
            : undefined;
        })().catch((e: unknown) => {
          if (isAppError(e)) throw e;
          return undefined;
        });
        if (seen) return seen;
      }
      throw new AppError("store_unavailable", "could not store the lead", {}, { cause: error });
    }
  }

  /** Inserts the lead and queues its mails (none for suspected spam). */
  private async storeLead(
    trx: Kysely<Database>,
    lead: NewLead,
    key: string | null,
    mails: NewOutboxMail[],
  ): Promise<SubmitResult> {
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
        dedupe_key: null,
        spam: lead.spam ?? null,
        created_at: lead.createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!lead.spam) await this.queueMails(trx, Number(id), mails, lead.createdAt);
    return { ref: lead.ref, duplicate: false };
  }

  /** The answer for a submission already stored under the same key with the same body. */
  private async seenBefore(
    db: Kysely<Database>,
    key: string | null,
    fingerprint: string | undefined,
  ): Promise<SubmitResult | undefined> {
    if (!key) return undefined;
    const byKey = await db
      .selectFrom("leads")
      .select(["ref", "request_hash"])
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    if (!byKey) return undefined;
    if (byKey.request_hash !== (fingerprint ?? null)) {
      throw new AppError("idempotency_conflict", "idempotency key reused with another body");
    }
    return { ref: byKey.ref, duplicate: true };
  }

  /**
   * The sign-up that holds this address, if a new one must not replace it: a confirmed subscription, or a pending
   * one whose link went out moments ago. Expired, unsubscribed and older pending sign-ups are replaced.
   */
  private async heldBy(db: Kysely<Database>, address: string, now: number): Promise<string | undefined> {
    const row = await db
      .selectFrom("subscriptions")
      .select(["status", "lead_ref", "signed_up_at", "expires_at"])
      .where("email_key", "=", address)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.status === "confirmed") return row.lead_ref;
    const recent = Number(row.signed_up_at) > now - CONFIRM_RESEND_GAP_MS && Number(row.expires_at) > now;
    return row.status === "pending" && recent ? row.lead_ref : undefined;
  }

  /**
   * The address's subscription becomes this sign-up's, pending until its link is followed; or, when the address is
   * held (heldBy), nothing changes and the holding sign-up's ref is returned. One conditional UPDATE decides, so two
   * sign-ups at once cannot both take the address (PostgreSQL re-checks the condition on the row the other one
   * changed; a second INSERT of a new address fails on the unique key, and the caller finds the holder).
   */
  private async claimSubscription(
    db: Kysely<Database>,
    lead: Pick<NewLead, "ref" | "email" | "locale">,
    subscription: NewSubscription,
    now: number,
  ): Promise<string | undefined> {
    const values = {
      email: lead.email,
      locale: lead.locale,
      status: "pending",
      lead_ref: lead.ref,
      confirm_hash: subscription.confirmHash,
      unsubscribe_hash: null,
      signed_up_at: now,
      expires_at: subscription.expiresAt,
      confirmed_at: null,
      unsubscribed_at: null,
    };
    const address = lead.email.toLowerCase();
    const replaced = await db
      .updateTable("subscriptions")
      .set(values)
      .where("email_key", "=", address)
      .where((eb) =>
        eb.or([
          eb("status", "in", ["expired", "unsubscribed"]),
          eb.and([
            eb("status", "=", "pending"),
            eb.or([eb("signed_up_at", "<=", now - CONFIRM_RESEND_GAP_MS), eb("expires_at", "<=", now)]),
          ]),
        ]),
      )
      .executeTakeFirst();
    if (Number(replaced.numUpdatedRows) === 1) return undefined;
    const held = await this.heldBy(db, address, now);
    if (held) return held;
    await db
      .insertInto("subscriptions")
      .values({ email_key: address, ...values })
      .execute();
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

  async releaseSpam(
    ref: string,
    mails: NewOutboxMail[],
    now: number,
    subscription?: NewSubscription,
  ): Promise<boolean> {
    return this.writing(() =>
      this.db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select(["id", "ref", "kind", "email", "locale", "spam"])
          .where("ref", "=", ref)
          .executeTakeFirst();
        if (!lead || lead.spam === null) return false;
        await trx.updateTable("leads").set({ spam: null }).where("id", "=", lead.id).execute();
        // Already confirmed (or asked for moments ago) through another sign-up: released without a second one.
        if (
          subscription &&
          (await this.claimSubscription(trx, { ...lead, locale: lead.locale as Locale }, subscription, now))
        )
          return true;
        await this.queueMails(trx, Number(lead.id), mails, now);
        return true;
      }),
    );
  }

  async subscriptionByConfirmHash(hash: string): Promise<{ subscription: Subscription; lead: StoredLead } | undefined> {
    const row = await this.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("confirm_hash", "=", hash)
      .executeTakeFirst();
    const lead = row ? await this.findLead(row.lead_ref) : undefined;
    return row && lead ? { subscription: toSubscription(row), lead } : undefined;
  }

  async confirmSubscription(
    hash: string,
    unsubscribeHash: string,
    now: number,
    mails: NewOutboxMail[],
  ): Promise<boolean> {
    return this.writing(() =>
      this.db.transaction().execute(async (trx) => {
        // Only a pending, unexpired sign-up: a second click (or two at once) confirms nothing twice.
        const confirmed = await trx
          .updateTable("subscriptions")
          .set({ status: "confirmed", confirmed_at: now, unsubscribe_hash: unsubscribeHash })
          .where("confirm_hash", "=", hash)
          .where("status", "=", "pending")
          .where("expires_at", ">=", now)
          .returning("lead_ref")
          .executeTakeFirst();
        if (!confirmed) return false;
        const lead = await trx
          .selectFrom("leads")
          .select("id")
          .where("ref", "=", confirmed.lead_ref)
          .executeTakeFirst();
        if (lead) await this.queueMails(trx, Number(lead.id), mails, now);
        return true;
      }),
    );
  }

  async unsubscribe(
    hash: string,
    now: number,
    deliveries: (ref: string, confirmedAt: number) => NewOutboxMail[],
  ): Promise<"unsubscribed" | "already" | "unknown"> {
    return this.writing(() =>
      this.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("subscriptions")
          .selectAll()
          .where("unsubscribe_hash", "=", hash)
          .executeTakeFirst();
        if (!row) return "unknown";
        if (row.status !== "confirmed") return "already";
        const changed = await trx
          .updateTable("subscriptions")
          .set({ status: "unsubscribed", unsubscribed_at: now })
          .where("id", "=", row.id)
          .where("status", "=", "confirmed")
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return "already";
        const lead = await trx.selectFrom("leads").select("id").where("ref", "=", row.lead_ref).executeTakeFirst();
        if (lead) {
          await this.queueMails(trx, Number(lead.id), deliveries(row.lead_ref, Number(row.confirmed_at)), now);
        }
        return "unsubscribed";
      }),
    );
  }

  async expireSubscriptions(now: number): Promise<number> {
    const result = await this.writing(() =>
      this.db
        .updateTable("subscriptions")
        .set({ status: "expired", confirm_hash: null })
        .where("status", "=", "pending")
        .where("expires_at", "<", now)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows);
  }

  /** The address's subscription, if it has one (a person's data on request). */
  async subscriptionOf(email: string): Promise<Subscription | undefined> {
    const row = await this.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("email_key", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return row ? toSubscription(row) : undefined;
  }

  /** Forgets the address's subscription (erasure on request); true when there was one. */
  async deleteSubscription(email: string): Promise<boolean> {
    const result = await this.writing(() =>
      this.db.deleteFrom("subscriptions").where("email_key", "=", email.trim().toLowerCase()).executeTakeFirst(),
    );
    return Number(result.numDeletedRows) > 0;
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
   * dropped; sign-ups that never became (or stopped being) subscriptions are forgotten. Returns the references of
   * the leads it changed.
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
        // Addresses that are no subscriber (never confirmed, or unsubscribed) are forgotten too; a confirmed
        // subscriber's address is kept while the subscription lasts.
        await trx
          .deleteFrom("subscriptions")
          .where("status", "<>", "confirmed")
          .where("signed_up_at", "<", before)
          .execute();
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
