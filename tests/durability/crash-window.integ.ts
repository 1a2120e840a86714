import { afterAll, describe, expect, it } from "vitest";
import { createContainer } from "@/server/container";
import { readEnv } from "@/config/env";
import { contactInput } from "@/schemas/contact";
import { contactBody, sleep, storeFacts, tally } from "../support/drill";
import { engines, resetPostgres, seededDataDir } from "../support/databases";
import { startOutboxWorker, waitForExit } from "../support/server";
import { startSmtp } from "../support/smtp";

const LEADS = 20;
const INJECTIONS = Number(process.env.CRASH_TEST_INJECTIONS ?? 6);

const startWorker = startOutboxWorker;

const messageIdOf = (mail: Buffer) => /^Message-ID: (<[^>]+>)/im.exec(mail.toString())?.[1] ?? "?";

/**
 * Drill 2 (reliability.md 5.4 item 4): the outbox worker runs as its own process; the SMTP sink SIGKILLs it
 * the moment it has stored a mail's DATA (its 250 follows the signal), so the worker cannot mark the row sent. The worker is
 * restarted each time. The mail in the crash window must be sent again with the same Message-ID, and every
 * mail must arrive.
 */
describe.each(engines)("crash between SMTP accept and marking sent ($name)", ({ name, databaseUrl }) => {
  const dataDir = seededDataDir("crash-");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterAll(async () => smtp?.close());

  it("resends the mail in the crash window with the same Message-ID and loses nothing", async () => {
    if (databaseUrl) await resetPostgres(databaseUrl);
    smtp = await startSmtp();
    const base = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" };
    // The leads, stored as the site stores them (lead and both mails in one transaction).
    const c = createContainer(readEnv(base));
    await c.ready();
    for (let i = 0; i < LEADS; i++) {
      await c.leads.submit("contact", contactInput.parse(contactBody(i)) as never, {
        idempotency: { key: `crash-drill-${i}-abcdef`, fingerprint: "drill" },
      });
    }
    await c.close();

    const env = { ...base, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", LOG_LEVEL: "warn" };
    const inWindow: string[] = [];
    let worker = startWorker(env);
    for (let k = 0; k < INJECTIONS; k++) {
      const victim = worker;
      const killed = new Promise<void>((resolve) => {
        smtp.state.afterAccept = (mail) => {
          smtp.state.afterAccept = undefined;
          victim.kill("SIGKILL");
          inWindow.push(messageIdOf(mail));
          resolve();
        };
      });
      await Promise.race([killed, waitForExit(victim).then(() => sleep(100))]);
      await waitForExit(victim);
      expect(victim.signalCode, victim.logs.join("")).toBe("SIGKILL");
      worker = startWorker(env);
    }

    // The last worker runs undisturbed until every mail is delivered.
    const deadline = Date.now() + 60_000;
    const expected = 2 * LEADS;
    while (Date.now() < deadline && tally(smtp.raw.map(messageIdOf)).distinct < expected) await sleep(200);
    await sleep(500);
    const stopAt = Date.now();
    worker.kill("SIGTERM");
    await waitForExit(worker);
    const stopMs = Date.now() - stopAt;

    const ids = tally(smtp.raw.map(messageIdOf));
    const facts = await storeFacts({ dataDir, databaseUrl });
    const resent = inWindow.filter((id) => (ids.counts.get(id) ?? 0) >= 2);
    const duplicatedIds = [...ids.counts].filter(([, n]) => n > 1).map(([id]) => id);
    const outsideWindow = duplicatedIds.filter((id) => !inWindow.includes(id));
    console.log(
      `[crash-window drill ${name}] ${LEADS} leads = ${expected} mails; SIGKILLs right after SMTP accept ${inWindow.length}; ` +
        `mails in the crash window resent with the same Message-ID ${resent.length}/${inWindow.length}; ` +
        `mails received ${smtp.raw.length}, distinct Message-IDs ${ids.distinct}, duplicates ${ids.duplicates} ` +
        `(outside a crash window ${outsideWindow.length}); lost ${expected - ids.distinct}; outbox ${JSON.stringify(facts.outbox)}; ` +
        `worker SIGTERM exit ${worker.exitCode} in ${stopMs} ms`,
    );
    expect(inWindow.length).toBe(INJECTIONS);
    expect(ids.distinct).toBe(expected);
    expect(resent).toEqual(inWindow);
    expect(outsideWindow).toEqual([]);
    expect(ids.duplicates).toBe(inWindow.length);
    // The mails and each lead's copy into the desk.
    expect(facts.outbox).toEqual({ sent: expected + LEADS });
    expect(worker.exitCode).toBe(0);
  }, 180_000);
});
