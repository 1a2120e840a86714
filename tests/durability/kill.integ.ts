import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/databases";
import { startSite, waitForExit } from "../support/server";
import { startSmtp } from "../support/smtp";

const PORT = 3191;
const TOTAL = Number(process.env.KILL_TEST_TOTAL ?? 400);
const CONCURRENCY = 20;

/**
 * Kills the server with SIGKILL in the middle of a burst of submissions, restarts it, and checks that
 * every lead the server acknowledged (201) is stored and its provider notification is delivered.
 */
describe("SIGKILL during a burst of submissions", () => {
  const dataDir = tempDir("kill-");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterAll(async () => smtp?.close());

  it("loses no acknowledged lead", async () => {
    smtp = await startSmtp();
    // One trusted proxy hop: each simulated visitor comes from its own address, as behind a load balancer.
    // SQLite (WAL, synchronous=FULL) even where CI sets DATABASE_URL: this is the embedded default's test.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
    };
    let server = await startSite(PORT, env);
    const acknowledged = new Set<string>();
    let failed = 0;
    let sent = 0;
    let killed = false;

    let serverUp: Promise<void> = Promise.resolve();
    // Like a browser form: a failed attempt is retried with the same Idempotency-Key once the site is back.
    const submit = async (i: number) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await post(i)) return;
        await serverUp;
      }
      failed++;
    };
    const post = async (i: number): Promise<boolean> => {
      try {
        const r = await fetch(`http://localhost:${PORT}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": `kill-test-${i}-abcdef`,
            "x-forwarded-for": `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          },
          body: JSON.stringify({
            firstName: `زائر ${i}`,
            lastName: "Test",
            email: `visitor${i}@example.org`,
            message: `رسالة رقم ${i}`,
            locale: i % 2 ? "ar" : "en",
            startedAt: Date.now() - 60_000,
          }),
        });
        if (r.status !== 201) return false;
        acknowledged.add(((await r.json()) as { ref: string }).ref);
        return true;
      } catch {
        return false; // connection refused or reset while the server was down: not acknowledged
      }
    };

    let next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const i = next++;
        await submit(i);
        sent++;
        if (!killed && sent >= TOTAL / 3) {
          killed = true;
          server.kill("SIGKILL");
          serverUp = (async () => {
            await waitForExit(server);
            server = await startSite(PORT, env);
          })();
          await serverUp;
        }
      }
    });
    await Promise.all(workers);

    // Let the restarted server's worker deliver the backlog.
    const deadline = Date.now() + 60_000;
    const notifications = () =>
      new Set(smtp.raw.map((m) => /Message-ID: <(\S+)\.notification@/i.exec(m.toString())?.[1]).filter(Boolean));
    while (Date.now() < deadline && [...acknowledged].some((ref) => !notifications().has(ref))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    server.kill("SIGTERM");
    await waitForExit(server);
    if (process.env.KILL_TEST_LOGS) console.log(server.logs.join(""));

    const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
    const stored = new Set((db.prepare("select ref from leads").all() as { ref: string }[]).map((r) => r.ref));
    const integrity = db.pragma("integrity_check", { simple: true });
    const outbox = db
      .prepare("select status, kind, count(*) n, max(attempts) a, max(last_error) e from outbox group by status, kind")
      .all();
    db.close();
    const lost = [...acknowledged].filter((ref) => !stored.has(ref));
    const undelivered = [...acknowledged].filter((ref) => !notifications().has(ref));
    console.log(
      `kill test: ${TOTAL} submissions, ${acknowledged.size} acknowledged, ${failed} never acknowledged, ` +
        `${stored.size} stored, lost ${lost.length}, undelivered ${undelivered.length}, integrity ${integrity}, outbox ${JSON.stringify(outbox)}`,
    );
    expect(killed).toBe(true);
    expect(acknowledged.size).toBe(TOTAL);
    expect(lost).toEqual([]);
    expect(integrity).toBe("ok");
    expect(undelivered).toEqual([]);
  }, 180_000);
});
