import { AppError } from "../errors";
import { buildLeadMails, type MailContext } from "./mail-templates";
import type { IdempotencyKey, LeadKind, LeadStore, Locale, NewLead, SpamReason, SubmitResult } from "./types";

export interface LeadServiceDeps {
  store: LeadStore;
  mail: MailContext;
  clock: () => number;
  /** A new unique reference such as "C-7K3M9QXA". */
  newRef: (kind: LeadKind) => string;
  isKnownCourse: (id: string) => boolean;
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
    if (kind === "plan") {
      const courses = input.courses as string[];
      if (!courses.every((id) => this.deps.isKnownCourse(id))) {
        throw new AppError("validation", "unknown course", { fields: { courses: "courses.invalid" } });
      }
    }
    const { email, locale, ...data } = input;
    const lead: NewLead = {
      ref: this.deps.newRef(kind),
      kind,
      locale,
      email,
      data: dropEmpty(data),
      idempotency: options.idempotency,
      spam: options.spam,
      createdAt: this.deps.clock(),
    };
    return this.deps.store.insertLead(lead, buildLeadMails(lead, this.deps.mail));
  }

  /** Marks a suspected-spam lead as genuine and queues its mails; false when there is no such spam lead. */
  async releaseSpam(ref: string): Promise<boolean> {
    const lead = await this.deps.store.findLead(ref);
    if (!lead?.spam) return false;
    return this.deps.store.releaseSpam(ref, buildLeadMails(lead, this.deps.mail), this.deps.clock());
  }
}

function dropEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== ""));
}
