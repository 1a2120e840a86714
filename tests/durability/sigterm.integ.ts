import { afterAll, describe, expect, it } from "vitest";
import { contactBody, sleep, storeFacts, visitorAddress } from "../support/drill";
import { engines, resetPostgres, seededDataDir } from "../support/databases";
import { startSite, waitForExit } from "../support/server";
import { startSmtp } from "../support/smtp";

const CONCURRENCY = 50;

/**
 * Drill 3 (reliability.md 5.4 item 23): SIGTERM the production server while 50 clients post leads and the
 * outbox worker holds a batch of claims (the SMTP sink answers slowly). Every request gets a complete
 * answer (201, or a clean 503 once the server is stopping; refused once it has closed), none is cut or
 * reset, no acknowledged lead is lost, no claim is left behind, and the process exits within a few seconds.
 */
describe.each(engines)("SIGTERM under load ($name)", ({ name, databaseUrl }) => {
  const port = name === "sqlite" ? 4203 : 4204;
  const dataDir = seededDataDir("term-");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterAll(async () => smtp?.close());

  it("answers the requests in flight, releases the claims and exits", async () => {
    if (databaseUrl) await resetPostgres(databaseUrl);
    smtp = await startSmtp();
    smtp.state.delayMs = 150;
    const server = await startSite(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      REDIS_URL: "",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
    });
    const acknowledged = new Set<string>();
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    let termAt = 0;
    let inFlightAtTerm = 0;
    let active = 0;
    let answeredAfterTerm = 0;
    let n = 0;
    let stop = false;

    const client = async () => {
      while (!stop) {
        const i = n++;
        active++;
        try {
          const r = await fetch(`http://localhost:${port}/api/contact`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "idempotency-key": `term-drill-${i}-abcdef`,
              "x-forwarded-for": visitorAddress(i),
            },
            body: JSON.stringify(contactBody(i)),
          });
          const text = await r.text(); // the whole body: a cut response would throw here
          count(String(r.status));
          if (termAt) answeredAfterTerm++;
          if (r.status === 201) acknowledged.add((JSON.parse(text) as { ref: string }).ref);
          // A clean 503: this instance is stopping. A visitor would try again later (or nginx elsewhere).
          if (r.status === 503) return;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? "unknown";
          count(code);
          // Refused: the listening socket is closed, the request never reached the server. Stop this client.
          if (code === "ECONNREFUSED") return;
          await sleep(20);
        } finally {
          active--;
        }
      }
    };
    const clients = Array.from({ length: CONCURRENCY }, client);
    // Let the load and the worker get going (the slow sink keeps a batch claimed), then SIGTERM.
    while (smtp.raw.length < 3) await sleep(50);
    await sleep(1000);
    const claimedBefore = (await storeFacts({ dataDir, databaseUrl })).claimed;
    inFlightAtTerm = active;
    termAt = Date.now();
    server.kill("SIGTERM");
    await waitForExit(server);
    const exitMs = Date.now() - termAt;
    stop = true;
    await Promise.all(clients);

    const logs = server.logs.join("");
    const facts = await storeFacts({ dataDir, databaseUrl });
    const lost = [...acknowledged].filter((ref) => !facts.refs.has(ref));
    const broken = [...outcomes].filter(([k]) => !["201", "503", "ECONNREFUSED"].includes(k));
    console.log(
      `[sigterm drill ${name}] requests ${n}, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}; ` +
        `in flight at SIGTERM ${inFlightAtTerm}, answered after SIGTERM ${answeredAfterTerm}, cut or reset ${broken.length}; ` +
        `acknowledged ${acknowledged.size}, lost ${lost.length}; claims before SIGTERM ${JSON.stringify(claimedBefore)}, ` +
        `rows left 'sending' ${JSON.stringify(facts.claimed)}; outbox ${JSON.stringify(facts.outbox)}; ` +
        `exit code ${server.exitCode} signal ${server.signalCode} after ${exitMs} ms; ` +
        `worker released claims: ${logs.includes("claims released")}; shutdown complete logged: ${logs.includes("shutdown complete")}`,
    );
    if (broken.length)
      console.log(
        logs
          .split("\n")
          .filter((l) => /"level":(40|50)/.test(l))
          .slice(0, 20)
          .join("\n"),
      );
    expect(claimedBefore.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    expect(answeredAfterTerm).toBeGreaterThanOrEqual(inFlightAtTerm);
    expect(lost).toEqual([]);
    expect(facts.claimed).toEqual([]);
    expect(logs).toContain("claims released");
    expect(logs).toContain("shutdown complete");
    expect(logs).toMatch(/"openAtExit":0/);
    expect(server.exitCode).toBe(143);
    expect(exitMs).toBeLessThan(10_000);
  }, 120_000);
});
