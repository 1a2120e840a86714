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
  /** "newsletter:<lower-case e-mail>" for a newsletter subscription (unique), else null. */
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

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
}

export type Dialect = "sqlite" | "postgres";
