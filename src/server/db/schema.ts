import type { Generated } from "kysely";

/** Table types for Kysely. Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite). */
export interface LeadsTable {
  id: Generated<number>;
  ref: string;
  kind: string;
  locale: string;
  email: string;
  /** JSON text of the lead's fields. */
  data: string;
  /** "<kind>:<client key>": a client's key is scoped to its endpoint. */
  idempotency_key: string | null;
  /** SHA-256 of the validated body first sent with the idempotency key. */
  request_hash: string | null;
  /**
   * "newsletter:<lower-case e-mail>" for a newsletter sign-up stored before sign-ups were confirmed (unique), else
   * null. Addresses are now kept in `subscriptions`.
   */
  dedupe_key: string | null;
  /** The reason a submission looked automated (SpamReason), or null. Spam leads have no outbox rows. */
  spam: string | null;
  created_at: number | string;
}

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number;
  kind: string;
  message_id: string;
  /** JSON text of the rendered mail (MailMessage). */
  payload: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: number | string;
  locked_by: string | null;
  locked_until: number | string | null;
  last_error: string | null;
  sent_at: number | string | null;
  created_at: number | string;
}

/** One row per newsletter address (lower-cased in email_key): see Subscription in the domain's types. */
export interface SubscriptionsTable {
  id: Generated<number>;
  email_key: string;
  email: string;
  locale: string;
  status: string;
  lead_ref: string;
  /** SHA-256 (hex) of the confirmation link's token; dropped when the sign-up expires. */
  confirm_hash: string | null;
  /** SHA-256 (hex) of the unsubscribe link's token, set when the address is confirmed. */
  unsubscribe_hash: string | null;
  signed_up_at: number | string;
  expires_at: number | string;
  confirmed_at: number | string | null;
  unsubscribed_at: number | string | null;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  subscriptions: SubscriptionsTable;
}

export type Dialect = "sqlite" | "postgres";
