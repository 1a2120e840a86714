import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { createContainer } from "@/server/container";
import { readEnv } from "@/config/env";
import { contactInput } from "@/schemas/contact";
import { contactBody, sleep, storeFacts } from "../support/drill";
import { seededDataDir } from "../support/databases";
import { startOutboxWorker, waitForExit } from "../support/server";
import { startSmtp } from "../support/smtp";

const LEADS = 40;
const KILLS = Number(process.env.DESK_TEST_KILLS ?? 5);

const startWorker = startOutboxWorker;

/** The desk (the CMS's `leads`, SQLite in DATA_DIR): how many copies of each ref. */
function deskCopies(dataDir: string): Map<string, number> {
  try {
    const db = new Database(join(dataDir, "cms.sqlite"), { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare("select ref, count(*) n from leads group by ref").all() as { ref: string; n: number }[];
      return new Map(rows.map((r) => [r.ref, r.n]));
    } finally {
      db.close();
    }
  } catch {
    return new Map(); // the CMS is not created or migrated yet
  }
}

/** Leads whose desk delivery is not marked sent in the lead store. */
function undelivered(dataDir: string): Set<string> {
  const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
  try {
    const rows = db
      .prepare(
        "select l.ref from outbox o join leads l on l.id = o.lead_id where o.kind = 'desk_mirror' and o.status <> 'sent'",
      )
      .all() as { ref: string }[];
    return new Set(rows.map((r) => r.ref));
  } finally {
    db.close();
  }
}

/** Puts desk deliveries back in the state a SIGKILL between the copy and "sent" leaves: claimed by a dead worker. */
function reopen(dataDir: string, refs: string[], deadWorker: string) {
  const db = new Database(join(dataDir, "leads.sqlite"));
  try {
    const update = db.prepare(
      `update outbox set status = 'sending', locked_by = ?, locked_until = ?, sent_at = null
       where kind = 'desk_mirror' and lead_id = (select id from leads where ref = ?)`,
    );
    for (const ref of refs) update.run(deadWorker, Date.now() + 60_000, ref);
  } finally {
    db.close();
  }
}

/**
 * The desk mirror across crashes: the outbox worker (its own process, as `npm run outbox`) is SIGKILLed while it
 * copies leads into the desk, and restarted each time. Kills that land between the copy and "sent" leave the
 * delivery due again; the drill also makes that window certain by re-opening delivered copies as a crash would
 * leave them. At the end every lead is in the desk exactly once and every delivery is marked sent.
 */
describe("SIGKILL of the worker while it copies leads into the desk (sqlite)", () => {
  const dataDir = seededDataDir("desk-");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterAll(async () => smtp?.close());

  it("puts each lead in the desk exactly once", async () => {
    smtp = await startSmtp();
    const base = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const c = createContainer(readEnv(base));
    await c.ready();
    const refs: string[] = [];
    for (let i = 0; i < LEADS; i++) {
      const { ref } = await c.leads.submit("contact", contactInput.parse(contactBody(i)) as never);
      refs.push(ref);
    }
    await c.close();

    const env = { ...base, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", LOG_LEVEL: "warn" };
    let worker = startWorker(env);
    let kills = 0;
    let naturalWindows = 0;
    const ownExits: string[] = [];
    for (let k = 0; k < KILLS; k++) {
      // Kill once the worker is copying: the desk has grown since the last kill (or the start).
      const before = deskCopies(dataDir).size;
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline && deskCopies(dataDir).size <= before && worker.exitCode === null) await sleep(50);
      if (deskCopies(dataDir).size >= LEADS) break;
      if (worker.exitCode !== null) {
        // Not our kill: noted in the drill's line, and the worker is started again as a supervisor would.
        ownExits.push(`exit ${worker.exitCode} ${worker.logs.join("").slice(-300)}`);
        worker = startWorker(env);
        continue;
      }
      worker.kill("SIGKILL");
      await waitForExit(worker);
      expect(worker.signalCode).toBe("SIGKILL");
      kills++;
      const copied = deskCopies(dataDir);
      naturalWindows += [...undelivered(dataDir)].filter((ref) => copied.has(ref)).length;
      worker = startWorker(env);
    }
    // Let the last worker copy everything, then make the crash window certain for a few copies.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && undelivered(dataDir).size > 0) await sleep(200);
    worker.kill("SIGKILL");
    await waitForExit(worker);
    const forced = refs.slice(0, 5);
    reopen(dataDir, forced, `${(await import("node:os")).hostname()}:${worker.pid}:dead00`);
    expect(undelivered(dataDir).size).toBe(forced.length);
    worker = startWorker(env);
    const end = Date.now() + 90_000;
    while (Date.now() < end && undelivered(dataDir).size > 0) await sleep(200);
    worker.kill("SIGTERM");
    await waitForExit(worker);

    const copies = deskCopies(dataDir);
    const facts = await storeFacts({ dataDir });
    const twice = [...copies].filter(([, n]) => n > 1);
    console.log(
      `[desk drill] ${LEADS} leads; SIGKILLs while copying ${kills}; kills between copy and "sent" ${naturalWindows}; ` +
        `windows re-opened ${forced.length}; desk rows ${[...copies.values()].reduce((a, b) => a + b, 0)}, ` +
        `leads in the desk ${copies.size}, twice ${twice.length}; outbox ${JSON.stringify(facts.outbox)}; ` +
        `workers that exited by themselves ${ownExits.length} ${JSON.stringify(ownExits)}`,
    );
    expect(kills).toBeGreaterThanOrEqual(1);
    expect(twice).toEqual([]);
    expect([...copies.keys()].sort()).toEqual([...refs].sort());
    expect(undelivered(dataDir).size).toBe(0);
    expect(facts.badOutbox).toBe(0);
    expect(facts.outbox).toEqual({ sent: 3 * LEADS });
  }, 300_000);
});
