import { LINK_TOKEN } from "../../lib/link-token";
import { AppError } from "../errors";
import { buildLeadMails, confirmationMail, subscriberMails, type MailContext } from "./mail-templates";
import type {
  IdempotencyKey,
  LeadKind,
  LeadStore,
  Locale,
  NewLead,
  NewOutboxMail,
  NewSubscription,
  SpamReason,
  SubmitResult,
} from "./types";

/** The copy of a lead into the desk: one outbox row per lead (its id is unique in the outbox), retried like a mail. */
export function deskDelivery(ref: string): NewOutboxMail {
  return { kind: "desk_mirror", message: { messageId: `desk:${ref}`, ref } };
}

/**
 * How long a newsletter confirmation link works (the mail counts it by the plural rules; the sign-up and expired
 * pages' texts in messages/*.json say "7 days" in words and change with it).
 */
export const CONFIRM_WINDOW_DAYS = 7;
const CONFIRM_WINDOW_MS = CONFIRM_WINDOW_DAYS * 24 * 3_600_000;

export type ConfirmOutcome = "confirmed" | "already" | "expired" | "unknown";
export type UnsubscribeOutcome = "unsubscribed" | "already" | "unknown";

export interface LeadServiceDeps {
  store: LeadStore;
  /** What the mails say about the provider (the site's business details, read when the lead is stored). */
  mail: () => Promise<Omit<MailContext, "courseName">>;
  clock: () => number;
  /** A new unique reference such as "C-7K3M9QXA". */
  newRef: (kind: LeadKind) => string;
  /** The names of these course ids in both languages; ids that are no published course are left out. */
  courseNames: (ids: readonly string[]) => Promise<Map<string, Record<Locale, string>>>;
  /** A published intake that has not started, by id, in both languages; undefined otherwise. */
  intakeFacts: (id: string) => Promise<IntakeFacts | undefined>;
  /** The English level test's result for these answers (scored on the server), or undefined when unfinished. */
  levelTestFacts: (answers: string) => Promise<LevelTestFacts | undefined>;
  /** The consent statement the form of this kind shows, in this language (what the visitor agreed to). */
  consent: (kind: LeadKind, locale: Locale) => string;
  /** A new random link token and its hash; the hash of a token from a link. */
  tokens: { create(): { token: string; hash: string }; hash(token: string): string };
}

/** What a visitor agreed to by sending a form: the statement shown beside it, when, and in which language. */
export interface ConsentRecord {
  statement: string;
  locale: Locale;
  /** ISO 8601, the moment the lead was stored. */
  at: string;
}

/** What a level-test lead records of the visitor's result (scored again from the answers it sent). */
export interface LevelTestFacts {
  /** The CEFR level reached: "pre-A1", "A1" … "C1". */
  level: string;
  /** Each band's score: "A1 8/8 · A2 6/8 · B1 3/8". */
  summary: string;
  /** The General English stage to start at (a course slug), and its name as the visitor read it. */
  course: string;
  offering: Record<Locale, string>;
}

/** What a seat request records of its intake (kept with the lead: the intake may change or pass later). */
export interface IntakeFacts {
  id: string;
  /** The course's slug (the desk counts requests per course), or the learning path's. */
  course: string;
  /** The course or path and the date as the visitor read them: "Power BI · Sunday 6 December 2026". */
  offering: Record<Locale, string>;
  /** The first day, "2026-12-06". */
  startDay: string;
}

type Validated = { email: string; locale: Locale } & Record<string, unknown>;

export interface SubmitOptions {
  idempotency?: IdempotencyKey;
  /** A suspected automated submission: stored and counted, mailed only once a person releases it. */
  spam?: SpamReason;
}

/** Stores a lead and its mails durably; the caller may say "sent" only after this resolves. */
export class LeadService {
  constructor(private readonly deps: LeadServiceDeps) {}

  async submit(kind: LeadKind, input: Validated, options: SubmitOptions = {}): Promise<SubmitResult> {
    const courses =
      kind === "plan" || kind === "corporate"
        ? ((input.courses as string[] | undefined) ?? [])
        : kind === "interest"
          ? [String(input.course)]
          : [];
    const names = await this.deps.courseNames(courses);
    if (!courses.every((id) => names.has(id))) {
      const field = kind === "interest" ? "course" : "courses";
      throw new AppError("validation", "unknown course", { fields: { [field]: `${field}.invalid` } });
    }
    const { email, locale, ...data } = input;
    if (kind === "seat") {
      const intake = await this.deps.intakeFacts(String(input.intake));
      if (!intake) throw new AppError("validation", "unknown intake", { fields: { intake: "intake.invalid" } });
      Object.assign(data, { course: intake.course, offering: intake.offering, startDay: intake.startDay });
    }
    if (kind === "interest") Object.assign(data, { offering: names.get(String(input.course)) });
    if (kind === "level-test") {
      const result = await this.deps.levelTestFacts(String(input.answers));
      if (!result) throw new AppError("validation", "unfinished test", { fields: { answers: "answers.invalid" } });
      delete data.answers;
      Object.assign(data, result);
    }
    const createdAt = this.deps.clock();
    data.consent = {
      statement: this.deps.consent(kind, locale),
      locale,
      at: new Date(createdAt).toISOString(),
    } satisfies ConsentRecord;
    const lead: NewLead = {
      ref: this.deps.newRef(kind),
      kind,
      locale,
      email,
      data: dropEmpty(data),
      idempotency: options.idempotency,
      spam: options.spam,
      createdAt,
    };
    const context = await this.context(names);
    // A newsletter sign-up counts once the address confirms it: for now only the link is mailed (double opt-in).
    if (kind === "newsletter") {
      const { mails, subscription } = this.signUp(lead, context, createdAt);
      return this.deps.store.insertLead(lead, mails, subscription);
    }
    const deliveries = [...buildLeadMails(lead, context), deskDelivery(lead.ref)];
    return this.deps.store.insertLead(lead, deliveries);
  }

  /** A sign-up's confirmation link: its mail, and the token's hash and expiry to store. */
  private signUp(lead: NewLead, context: MailContext, now: number) {
    const { token, hash } = this.deps.tokens.create();
    const subscription: NewSubscription = { confirmHash: hash, expiresAt: now + CONFIRM_WINDOW_MS };
    return { mails: [confirmationMail(lead, context, token, CONFIRM_WINDOW_DAYS)], subscription };
  }

  /**
   * Follows a confirmation link: a pending, unexpired sign-up becomes a subscription, and the subscriber's
   * welcome (with its unsubscribe link), the provider's notification and the desk copy are queued.
   */
  async confirm(token: string): Promise<ConfirmOutcome> {
    if (!LINK_TOKEN.test(token)) return "unknown";
    const hash = this.deps.tokens.hash(token);
    const found = await this.deps.store.subscriptionByConfirmHash(hash);
    if (!found) return "unknown";
    const now = this.deps.clock();
    if (found.subscription.status === "confirmed") return "already";
    if (found.subscription.status !== "pending" || found.subscription.expiresAt < now) return "expired";
    const unsubscribe = this.deps.tokens.create();
    const ref = found.lead.ref;
    const mails: NewOutboxMail[] = [
      ...subscriberMails(found.lead, await this.context(new Map()), unsubscribe.token),
      { kind: "desk_mirror", message: { messageId: `desk:${ref}`, ref, subscription: { confirmedAt: now } } },
    ];
    if (await this.deps.store.confirmSubscription(hash, unsubscribe.hash, now, mails)) return "confirmed";
    // A second click got there first, or the link expired this instant.
    const again = await this.deps.store.subscriptionByConfirmHash(hash);
    return again?.subscription.status === "confirmed" ? "already" : "expired";
  }

  /** Follows an unsubscribe link (the page's button, or a mail program's one-click POST). */
  async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
    if (!LINK_TOKEN.test(token)) return "unknown";
    const now = this.deps.clock();
    return this.deps.store.unsubscribe(this.deps.tokens.hash(token), now, (ref, confirmedAt) => [
      {
        kind: "desk_mirror",
        message: { messageId: `desk:${ref}:unsubscribed`, ref, subscription: { confirmedAt, unsubscribedAt: now } },
      },
    ]);
  }

  /** Marks sign-ups not confirmed in time as expired; returns how many. */
  expireSignUps(): Promise<number> {
    return this.deps.store.expireSubscriptions(this.deps.clock());
  }

  private async context(names: Map<string, Record<Locale, string>>): Promise<MailContext> {
    return { ...(await this.deps.mail()), courseName: (id, locale) => names.get(id)?.[locale] ?? id };
  }

  /** Marks a suspected-spam lead as genuine and queues its mails; false when there is no such spam lead. */
  async releaseSpam(ref: string): Promise<boolean> {
    const lead = await this.deps.store.findLead(ref);
    if (!lead?.spam) return false;
    const now = this.deps.clock();
    if (lead.kind === "newsletter") {
      const { mails, subscription } = this.signUp(lead, await this.context(new Map()), now);
      return this.deps.store.releaseSpam(ref, mails, now, subscription);
    }
    const courses = Array.isArray(lead.data.courses) ? (lead.data.courses as string[]) : [];
    const mails = buildLeadMails(lead, await this.context(await this.deps.courseNames(courses)));
    return this.deps.store.releaseSpam(ref, [...mails, deskDelivery(ref)], now);
  }
}

function dropEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== ""));
}
