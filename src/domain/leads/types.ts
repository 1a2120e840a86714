/** The lead pipeline's core types. No framework, driver or environment here. */
import type { SpamReason } from "../../schemas/submission";
// The site languages: a type-only import, so the domain has no runtime dependency on i18n.
import type { Locale } from "../../i18n/locales";

export type { Locale, SpamReason };

/**
 * seat: a seat request on a dated intake; interest: the interest list of a course without a date; level-test: a
 * visitor who took the English level test and asks to be called about the free placement interview; corporate: a
 * company's request for training for its team.
 */
export type LeadKind = "contact" | "plan" | "newsletter" | "seat" | "interest" | "level-test" | "corporate";
export type MailKind = "provider_notification" | "visitor_ack";
/** What the outbox delivers: the two mails, and the copy of the lead into the desk (the CMS's `leads`). */
export type DeliveryKind = MailKind | "desk_mirror";
export type OutboxStatus = "pending" | "sending" | "sent" | "dead" | "skipped";

/** EmailJS template parameters (the spec's names), used when delivery goes through EmailJS. */
export type EmailJsTemplate = "contact" | "plan" | "ack";

/** A rendered e-mail, stored in the outbox so that every resend is byte-for-byte the same message. */
export interface MailMessage {
  /** Stable Message-ID, <...@domain>; a resend after a crash carries the same one. */
  messageId: string;
  /** The sender as the site's business details name it when the lead is stored ("Brand <info@…>"). */
  from?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: a subscriber's mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  emailjs: { template: EmailJsTemplate; params: Record<string, string> };
}

/** A client's retry key, scoped to one endpoint, and a fingerprint of the body it was first sent with. */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

export interface NewLead {
  ref: string;
  kind: LeadKind;
  locale: Locale;
  email: string;
  data: Record<string, unknown>;
  idempotency?: IdempotencyKey;
  /** Set for suspected automated submissions: stored without mails until a person releases them. */
  spam?: SpamReason;
  createdAt: number;
}

export interface StoredLead extends NewLead {
  id: number;
}

/** The desk delivery's payload: which lead to copy into the desk. Its id keeps one row per lead in the outbox. */
export interface DeskMirrorMessage {
  messageId: string;
  ref: string;
  /** A newsletter sign-up's state as of this delivery: when it was confirmed and, later, unsubscribed. */
  subscription?: { confirmedAt: number; unsubscribedAt?: number };
}

export interface NewMail {
  kind: MailKind;
  message: MailMessage;
}

export type NewOutboxMail = NewMail | { kind: "desk_mirror"; message: DeskMirrorMessage };

interface OutboxRowBase {
  id: number;
  leadId: number;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export type OutboxRow = OutboxRowBase & NewOutboxMail;

export interface SubmitResult {
  ref: string;
  /**
   * True when nothing new was stored: the Idempotency-Key was seen before with the same body. (A newsletter
   * sign-up of an address already subscribed is stored as a lead of its own, without mails: not a duplicate.)
   */
  duplicate: boolean;
}

export interface OutboxSummary {
  pending: number;
  sending: number;
  sent: number;
  dead: number;
  skipped: number;
}

/**
 * A newsletter address: a sign-up is pending until the link mailed to the address is followed (double opt-in);
 * a pending sign-up not confirmed in time expires. One row per address; a new sign-up replaces an expired or
 * unsubscribed one. Tokens are kept as SHA-256 hashes only.
 */
export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed" | "expired";

export interface Subscription {
  email: string;
  locale: Locale;
  status: SubscriptionStatus;
  /** The sign-up (a newsletter lead) this state belongs to. */
  leadRef: string;
  signedUpAt: number;
  /** Until when the confirmation link works. */
  expiresAt: number;
  confirmedAt?: number;
  unsubscribedAt?: number;
}

/** What a new sign-up stores besides its lead: the confirmation token's hash and its expiry. */
export interface NewSubscription {
  confirmHash: string;
  expiresAt: number;
}

/** Port: durable storage of leads and their outbox. Adapters: SQLite, PostgreSQL, in-memory. */
export interface LeadStore {
  /**
   * Stores the lead and its mails in one transaction. With a known idempotency key and the same
   * fingerprint, or a newsletter address already subscribed, returns the first lead's ref and stores
   * nothing; a known key with another fingerprint fails with `idempotency_conflict`.
   */
  insertLead(lead: NewLead, mails: NewOutboxMail[], subscription?: NewSubscription): Promise<SubmitResult>;
  /**
   * Clears a lead's spam mark and queues its mails, in one transaction; false when not found or not spam. A
   * newsletter sign-up starts its subscription then (nothing is queued for an address already confirmed).
   */
  releaseSpam(ref: string, mails: NewOutboxMail[], now: number, subscription?: NewSubscription): Promise<boolean>;
  /** The subscription whose confirmation token has this hash, with its sign-up. */
  subscriptionByConfirmHash(hash: string): Promise<{ subscription: Subscription; lead: StoredLead } | undefined>;
  /**
   * Confirms a pending, unexpired subscription and queues the subscriber's mails, in one transaction; false when
   * it is no longer pending (confirmed meanwhile, by a second click) or has expired.
   */
  confirmSubscription(hash: string, unsubscribeHash: string, now: number, mails: NewOutboxMail[]): Promise<boolean>;
  /**
   * Unsubscribes the address whose unsubscribe token has this hash; a confirmed subscriber's desk copy is updated
   * through the outbox (`deliveries`, given the sign-up's ref and confirmation time).
   */
  unsubscribe(
    hash: string,
    now: number,
    deliveries: (ref: string, confirmedAt: number) => NewOutboxMail[],
  ): Promise<"unsubscribed" | "already" | "unknown">;
  /** Marks pending sign-ups past their expiry as expired (their tokens are dropped); returns how many. */
  expireSubscriptions(now: number): Promise<number>;
  findLead(ref: string): Promise<StoredLead | undefined>;
  spamSummary(): Promise<Record<SpamReason, number>>;
  /** Claims up to `limit` due mails for `worker` until `now + leaseMs` (expired claims are due again). */
  claimDue(now: number, limit: number, worker: string, leaseMs: number): Promise<OutboxRow[]>;
  markSent(id: number, worker: string, now: number): Promise<void>;
  markRetry(id: number, worker: string, error: string, nextAttemptAt: number): Promise<void>;
  markDead(id: number, worker: string, error: string): Promise<void>;
  markSkipped(id: number, worker: string, reason: string): Promise<void>;
  /** Gives back every claim a worker holds (graceful shutdown). */
  releaseClaims(worker: string): Promise<number>;
  listLeads(options: { limit: number; kind?: LeadKind; spam?: boolean }): Promise<StoredLead[]>;
  outboxSummary(): Promise<OutboxSummary>;
  listOutbox(options: { status?: OutboxStatus; limit: number }): Promise<(OutboxRow & { leadRef: string })[]>;
  close(): Promise<void>;
}

/**
 * Port: the lead desk. Copies the stored lead with the message's ref into the desk, once: a second call for the
 * same ref (a retry after a crash between the copy and "sent") finds the copy and changes no field of the team's;
 * a newsletter sign-up's confirmation and unsubscription times are set on the copy (never cleared).
 */
export interface LeadDesk {
  mirror(message: DeskMirrorMessage): Promise<DeliveryResult>;
}

/** Port: one way of delivering a rendered mail. */
export interface MailTransport {
  readonly name: string;
  /** Smallest gap between two sends, for providers with a rate limit (EmailJS: 1 request per second). */
  readonly minIntervalMs: number;
  send(message: MailMessage): Promise<DeliveryResult>;
}

export type DeliveryResult =
  { ok: true; info?: string } | { ok: false; permanent: boolean; error: string } | { ok: "skipped"; reason: string };
