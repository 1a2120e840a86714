import "server-only";
import config from "@payload-config";
import { join } from "node:path";
import { getPayload, type Payload } from "payload";
import { launchChecklist } from "@/cms/admin/launch-checklist";
import { seedCms } from "@/cms/seed";
import { container } from "./container";
import { onStop } from "../lib/lifecycle";
import { logger } from "./log";
import { releaseClaimsOfDeadLocalWorkers } from "./outbox-claims";
import { anonymiseBefore, retentionCutoff } from "./privacy";

/**
 * Start-up work of the web process (called by src/instrumentation.ts, before the server listens): the CMS
 * (its migrations while Payload connects, then the seed step: the first content on an empty database, and what a
 * newer release seeds), the lead store's migrations, then the
 * in-process outbox worker (unless OUTBOX_WORKER=off), and what the HTTP server must stop before it exits.
 */
export async function startBackground(): Promise<void> {
  // cron: Payload's job runner (scheduled publishing: jobs.autoRun in src/payload.config.ts) starts with the server,
  // not at the admin's first request.
  const payload = await getPayload({ config, cron: true });
  onStop("CMS", "close", () => payload.destroy());
  await seedCms(payload);
  const placeholders = await launchChecklist(payload).catch(() => []);
  if (placeholders.length) {
    logger.warn(
      { count: placeholders.length, placeholders: placeholders.map((p) => p.what.en) },
      "example details are still on the site: see the admin's dashboard (launch checklist)",
    );
  }
  const c = container();
  onStop("outbox worker", "drain", async () => {
    await c.worker.stop();
    logger.info({}, "outbox worker stopped, claims released");
  });
  onStop("lead store", "close", () => c.close());
  try {
    await c.ready();
    logger.info({ database: c.database.describe, mail: c.transport.name }, "lead store ready");
  } catch (error) {
    // The site still serves pages; submissions answer 503 and migration is retried on the next one.
    logger.error(
      { err: error instanceof Error ? error.message : String(error), database: c.database.describe },
      "database not ready at start",
    );
  }
  await releaseClaimsOfDeadLocalWorkers(c.store, logger).catch(() => undefined);
  if (c.env.OUTBOX_WORKER === "on") c.worker.start(c.env.OUTBOX_POLL_MS);
  const stopExpiry = startSignUpExpiry(c);
  onStop("newsletter sign-up expiry", "drain", async () => stopExpiry());
  if (c.env.LEADS_RETENTION_MONTHS > 0) {
    const stopRetention = startRetention(c, payload);
    onStop("lead retention", "drain", async () => stopRetention());
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Newsletter sign-ups not confirmed in time expire: a minute after the start, then every hour (a link past its
 * expiry is refused anyway; this drops the tokens of the sign-ups that nobody confirmed).
 */
function startSignUpExpiry(c: ReturnType<typeof container>): () => void {
  const run = async () => {
    try {
      const expired = await c.leads.expireSignUps();
      if (expired > 0) logger.info({ expired }, "unconfirmed newsletter sign-ups expired");
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, "sign-up expiry not run");
    }
  };
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, HOUR_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}

/** Anonymises leads past LEADS_RETENTION_MONTHS a minute after the start, then once a day. */
function startRetention(c: ReturnType<typeof container>, payload: Payload): () => void {
  const run = async () => {
    const before = retentionCutoff(Date.now(), c.env.LEADS_RETENTION_MONTHS);
    try {
      const anonymised = await anonymiseBefore(before, {
        store: c.store,
        payload,
        mailDir: join(c.env.DATA_DIR, "mail"),
      });
      if (anonymised.leads + anonymised.desk > 0)
        logger.info({ anonymised }, "leads past the retention period anonymised");
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "lead retention failed");
    }
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
