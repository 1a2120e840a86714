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

  it("keeps one newsletter sign-up per address: a second one answers the same and mails nothing", async () => {
    await deliverAll();
    smtp.raw.length = 0;
    const first = await newsletterPost(
      jsonPost("/api/newsletter", { email: "Reader@Example.org", locale: "en", startedAt: Date.now() - 9_000 }),
    );
    expect(first.status).toBe(201);
    const ref = ((await first.json()) as { ref: string }).ref;
    await deliverAll();
    // The confirmation link only: the address is no subscriber until it follows it.
    expect(smtp.raw).toHaveLength(1);

    const again = await newsletterPost(
      jsonPost("/api/newsletter", { email: "reader@example.org", locale: "ar", startedAt: Date.now() - 9_000 }),
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as { ref: string }).ref).toBe(ref);
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () =>
        newsletterPost(
          jsonPost("/api/newsletter", { email: "reader@example.org", locale: "en", startedAt: Date.now() - 9_000 }),
        ),
      ),
    );
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(201));
    await deliverAll();
    expect(smtp.raw).toHaveLength(1);
    const rows = (await c.store.listLeads({ limit: 1000, kind: "newsletter" })).filter(
      (l) => l.email.toLowerCase() === "reader@example.org",
    );
    expect(rows).toHaveLength(1);
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
