import config from "@payload-config";
import { getPayload } from "payload";
import { LEADS_SLUG } from "@/cms/collections/leads";
import { readEnv } from "@/config/env";
import { createContainer, setContainer, type Container } from "@/server/container";
import { resetPostgres, tempDir } from "./databases";
import { startSmtp } from "./smtp";

/**
 * The lead pipeline of a test file: a container on a fresh data folder (or a reset PostgreSQL database), a
 * local SMTP server that keeps what it receives, and a way to deliver every queued mail now.
 */
export async function startLeadPipeline(databaseUrl: string | undefined) {
  if (databaseUrl) await resetPostgres(databaseUrl);
  const smtp = await startSmtp();
  const c: Container = createContainer(
    readEnv({
      DATA_DIR: tempDir(),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      LEADS_TO: "leads@provider.example",
      OUTBOX_BASE_DELAY_MS: "10",
    }),
  );
  await c.ready();
  setContainer(c);
  return {
    c,
    smtp,
    async deliverAll() {
      for (let i = 0; i < 20; i++) {
        const r = await c.worker.runOnce();
        if (r.sent + r.retried + r.dead + r.skipped === 0) break;
      }
    },
    /** The lead's copies in the desk (the CMS's `leads`), by reference: one once the outbox has delivered it. */
    async deskCopies(ref: string) {
      const payload = await getPayload({ config });
      const { docs } = await payload.find({
        collection: LEADS_SLUG,
        where: { ref: { equals: ref } },
        overrideAccess: true,
      });
      return docs;
    },
    async close() {
      setContainer(undefined);
      await c.close();
      await smtp.close();
    },
  };
}
