import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as newsletterPost } from "@/app/api/newsletter/route";
import { POST as planPost } from "@/app/api/plan/route";
import { createContainer, setContainer, type Container } from "@/server/container";
import { readEnv } from "@/config/env";
import { engines, resetPostgres, tempDir } from "../support/databases";
import { formPost, jsonPost, validContact } from "../support/requests";
import { drainOutbox } from "../support/outbox";
import { startSmtp } from "../support/smtp";

const plan = (extra: Record<string, unknown> = {}) => ({
  fullName: "Omar Hassan",
  email: "omar@example.org",
  courses: ["data-analyst"],
  locale: "en",
  startedAt: Date.now() - 10_000,
  ...extra,
});

describe.each(engines)("lead edge cases on $name", ({ databaseUrl }) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let c: Container;
  const dataDir = tempDir();

  beforeAll(async () => {
    if (databaseUrl) await resetPostgres(databaseUrl);
    smtp = await startSmtp();
    c = createContainer(
      readEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, OUTBOX_BASE_DELAY_MS: "10" }),
    );
    await c.ready();
    setContainer(c);
  });
  afterAll(async () => {
    setContainer(undefined);
    await c?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.raw.length = 0;
  });

  const deliverAll = () => drainOutbox(c);

  it("answers a plan with an unknown course 400 courses.invalid, as JSON and as an error page", async () => {
    const json = await planPost(jsonPost("/api/plan", plan({ courses: ["nonexistent-course"] })));
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: "validation", fields: { courses: "courses.invalid" } });
    const page = await planPost(
      formPost("/api/plan", {
        fullName: "Omar",
        email: "omar@example.org",
        courses: "nonexistent-course",
        locale: "ar",
      }),
    );
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("خطتك تتضمن دورة لا نقدّمها");
  });

  it("scopes Idempotency-Keys to their endpoint and refuses a reused key with another body (422)", async () => {
    const key = `shared-key-${Date.now()}`;
    const contact = await contactPost(jsonPost("/api/contact", validContact(), { "idempotency-key": key }));
    expect(contact.status).toBe(201);
    const contactRef = ((await contact.json()) as { ref: string }).ref;

    // The same key on another endpoint is another request: the plan is stored.
    const planned = await planPost(jsonPost("/api/plan", plan(), { "idempotency-key": key }));
    expect(planned.status).toBe(201);
    const planRef = ((await planned.json()) as { ref: string }).ref;
    expect(planRef).toMatch(/^P-/);
    expect(await c.store.findLead(planRef)).toMatchObject({ kind: "plan", email: "omar@example.org" });

    // A retry with the same body answers the first reference.
    const retry = await contactPost(jsonPost("/api/contact", validContact(), { "idempotency-key": key }));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(((await retry.json()) as { ref: string }).ref).toBe(contactRef);

    // The same key with another message is a client error; the new text is not silently dropped as "sent".
    const changed = await contactPost(
      jsonPost("/api/contact", { ...validContact(), message: "Another question" }, { "idempotency-key": key }),
    );
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ error: "idempotency_conflict" });
    const leads = await c.store.listLeads({ limit: 1000 });
    expect(
      leads
        .filter((l) => l.idempotency?.key === key)
        .map((l) => l.kind)
        .sort(),
    ).toEqual(["contact", "plan"]);
  });

  it("keeps one newsletter subscription per address, and answers a known address's sign-up as an unknown one's", async () => {
    await deliverAll();
    smtp.raw.length = 0;
    const signUp = (email: string, headers: Record<string, string> = {}) =>
      newsletterPost(jsonPost("/api/newsletter", { email, locale: "en", startedAt: Date.now() - 9_000 }, headers));
    const seen = async (response: Response) => ({
      status: response.status,
      replayed: response.headers.get("idempotent-replayed"),
      ref: ((await response.json()) as { ref: string }).ref,
    });
    const first = await seen(await signUp("Reader@Example.org"));
    expect(first).toMatchObject({ status: 201, replayed: null });
    await deliverAll();
    // The confirmation link only: the address is no subscriber until it follows it.
    expect(smtp.raw).toHaveLength(1);

    // The same address again, and an address never seen: the same kind of answer, each with a reference of its own
    // (before, the known address's answer said `Idempotent-Replayed: true` with its first reference every time).
    const again = await seen(await signUp("reader@example.org"));
    const stranger = await seen(await signUp(`new-${Date.now()}@example.org`));
    for (const answer of [again, stranger]) expect(answer).toMatchObject({ status: 201, replayed: null });
    expect(new Set([first.ref, again.ref, stranger.ref]).size).toBe(3);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => signUp("reader@example.org").then(seen)));
    expect(parallel.map((a) => [a.status, a.replayed])).toEqual(Array(10).fill([201, null]));
    expect(new Set(parallel.map((a) => a.ref)).size).toBe(10);
    // A replay is a repeated Idempotency-Key's, whoever the address is.
    const key = { "idempotency-key": `reader-retry-${Date.now()}` };
    const keyed = await seen(await signUp("reader@example.org", key));
    expect(await seen(await signUp("reader@example.org", key))).toEqual({ ...keyed, replayed: "true" });

    // Still one subscription and one link; every sign-up is kept as a lead.
    await deliverAll();
    expect(smtp.raw.filter((m) => m.toString().toLowerCase().includes("reader@example.org"))).toHaveLength(1);
    expect(await c.store.subscriptionOf("reader@example.org")).toMatchObject({ status: "pending" });
    const rows = (await c.store.listLeads({ limit: 1000, kind: "newsletter" })).filter(
      (l) => l.email.toLowerCase() === "reader@example.org",
    );
    expect(rows.map((r) => r.ref).sort()).toEqual(
      [first.ref, again.ref, keyed.ref, ...parallel.map((a) => a.ref)].sort(),
    );
  });

  // SQLite only: another process holding the file's write lock (PostgreSQL has row locks instead).
  if (!databaseUrl)
    it("fails a write fast with 503 and Retry-After while another process holds the write lock, and never blocks other requests", async () => {
      const other = new Database(join(dataDir, "leads.sqlite"));
      other.exec("BEGIN IMMEDIATE");
      try {
        // The event loop must stay free: a timer due every 20 ms keeps firing while the post waits.
        let worstTick = 0;
        let last = Date.now();
        const ticker = setInterval(() => {
          worstTick = Math.max(worstTick, Date.now() - last);
          last = Date.now();
        }, 20);
        const started = Date.now();
        const [response, batch] = await Promise.all([
          contactPost(jsonPost("/api/contact", validContact())),
          c.worker.runOnce().then(
            () => "ran",
            (error: unknown) => (error as { code?: string }).code,
          ),
        ]);
        const took = Date.now() - started;
        clearInterval(ticker);
        console.log(`write lock held elsewhere: 503 after ${took} ms, worst event-loop gap ${worstTick} ms`);
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("30");
        expect(await response.json()).toEqual({ error: "store_unavailable" });
        expect(took).toBeLessThan(2_500);
        expect(worstTick).toBeLessThan(150);
        expect(batch).toMatch(/^SQLITE_BUSY/);
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
      expect((await contactPost(jsonPost("/api/contact", validContact()))).status).toBe(201);
    });
});
