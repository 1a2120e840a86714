import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { join } from "node:path";
import { defaultOutboxPolicy, OutboxWorker } from "@/domain/leads/outbox-worker";
import { LeadService, type LeadServiceDeps } from "@/domain/leads/service";
import type { MailContext } from "@/domain/leads/mail-templates";
import type { LeadStore, MailTransport } from "@/domain/leads/types";
import { consentStatement } from "./consent";
import { linkTokens } from "./link-tokens";
import { connectDatabase, migrateToLatest, type DatabaseHandle } from "./db/connect";
import { KyselyLeadStore } from "./db/lead-store";
import { courseNames, intakeFacts, levelTestFacts, siteFacts } from "./cms-facts";
import { cmsLeadDesk } from "./lead-desk";
import { newLeadRef } from "./lead-refs";
import { env, type Env } from "@/config/env";
import { areaNames } from "@/content/schema";
import type { AdvisorService } from "@/domain/advisor/service";
import { createAdvisor } from "./advisor";
import { createLimiters, type Limiters } from "./http/rate-limit";
import { logger } from "./log";
import { emailJsTransport, fileTransport, smtpTransport } from "./mail/transports";

/** The contact form's training interests, as the team's notification names them (src/cms/collections/leads.ts). */
const interestLabels: Record<string, Record<"en" | "ar", string>> = {
  ...areaNames,
  corporate: { en: "Corporate Training", ar: "تدريب الشركات" },
  other: { en: "Other", ar: "مجال آخر" },
};

export interface Container {
  env: Env;
  database: DatabaseHandle;
  store: KyselyLeadStore;
  leads: LeadService;
  worker: OutboxWorker;
  transport: MailTransport;
  limiters: Limiters;
  advisor: AdvisorService;
  /** Resolves once the schema is migrated; retried on the next call after a failure. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** What the mails say about the provider: the business details as the CMS has them now, and the configuration. */
export async function mailContext(e: Env): Promise<Omit<MailContext, "courseName">> {
  const facts = await siteFacts();
  return {
    brand: facts.brand,
    from: `${facts.brand.en} <${facts.email}>`,
    providerMailbox: e.LEADS_TO ?? facts.email,
    phone: facts.phone,
    siteEmail: facts.email,
    messageIdDomain: new URL(e.SITE_URL).hostname,
    teamLocale: facts.teamLocale,
    interestLabel: (value, locale) => interestLabels[value]?.[locale] ?? value,
    deskUrl: (ref) => `${e.SITE_URL.replace(/\/$/, "")}/admin/collections/leads?search=${encodeURIComponent(ref)}`,
    siteUrl: e.SITE_URL,
  };
}

/** What the lead service needs from this server: the CMS's facts, the clock, references, consent and tokens. */
export function leadServiceDeps(e: Env, store: LeadStore, newRef = newLeadRef): LeadServiceDeps {
  return {
    store,
    mail: () => mailContext(e),
    clock: () => Date.now(),
    newRef,
    courseNames,
    intakeFacts,
    levelTestFacts,
    consent: consentStatement,
    tokens: linkTokens,
  };
}

export function chooseTransport(e: Env): MailTransport {
  const from = e.MAIL_FROM;
  if (e.SMTP_URL) return smtpTransport(e.SMTP_URL, from, e.SMTP_TIMEOUT_MS);
  if (
    e.EMAILJS_PUBLIC_KEY &&
    e.EMAILJS_PRIVATE_KEY &&
    e.EMAILJS_SERVICE_ID &&
    e.EMAILJS_CONTACT_TEMPLATE_ID &&
    e.EMAILJS_PLAN_TEMPLATE_ID
  ) {
    return emailJsTransport({
      apiUrl: e.EMAILJS_API_URL,
      publicKey: e.EMAILJS_PUBLIC_KEY,
      privateKey: e.EMAILJS_PRIVATE_KEY,
      serviceId: e.EMAILJS_SERVICE_ID,
      templates: {
        contact: e.EMAILJS_CONTACT_TEMPLATE_ID,
        plan: e.EMAILJS_PLAN_TEMPLATE_ID,
        ack: e.EMAILJS_ACK_TEMPLATE_ID,
      },
    });
  }
  return fileTransport(join(e.DATA_DIR, "mail"), from);
}

export function createContainer(e: Env = env()): Container {
  const database = connectDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  const store = new KyselyLeadStore(database.db, database.dialect);
  const transport = chooseTransport(e);
  const clock = () => Date.now();
  const worker = new OutboxWorker({
    store,
    transport,
    desk: cmsLeadDesk(store, courseNames),
    policy: {
      ...defaultOutboxPolicy,
      baseDelayMs: e.OUTBOX_BASE_DELAY_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      // Room for connection, greeting and a slow session; always well inside the 60 s claim.
      sendTimeoutMs: Math.min(3 * e.SMTP_TIMEOUT_MS, defaultOutboxPolicy.leaseMs / 2),
    },
    workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
    clock,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log: logger.child({ component: "outbox" }),
  });
  const leads = new LeadService({ ...leadServiceDeps(e, store), clock });
  const { limiters, redis } = createLimiters(e.REDIS_URL);
  let migrated: Promise<void> | undefined;
  return {
    env: e,
    database,
    store,
    leads,
    worker,
    transport,
    limiters,
    advisor: createAdvisor(e, redis),
    ready() {
      migrated ??= migrateToLatest(database).then(
        (applied) => {
          if (applied.length) logger.info({ applied, database: database.describe }, "database migrated");
        },
        (error: unknown) => {
          migrated = undefined;
          throw error;
        },
      );
      return migrated;
    },
    async close() {
      await worker.stop().catch(() => undefined);
      redis?.disconnect();
      await store.close();
    },
  };
}

// One container per process, shared by every route bundle and the instrumentation hook.
const KEY = Symbol.for("training-site.container");
type Holder = { [KEY]?: Container };

export function container(): Container {
  const holder = globalThis as Holder;
  holder[KEY] ??= createContainer();
  return holder[KEY];
}

/** Replaces the process's container (integration tests run the route handlers against their own). */
export function setContainer(c: Container | undefined): void {
  (globalThis as Holder)[KEY] = c;
}
