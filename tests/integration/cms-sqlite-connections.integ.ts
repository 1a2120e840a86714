import { readdirSync } from "node:fs";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The CMS's saves on SQLite run their transactions on one connection (src/patches/libsql-one-connection.ts). libsql's
 * own transactions each left a connection open (its database and WAL files) until V8 happened to collect it, and
 * its memory with the allocator after that: 1,000 leads mirrored into the desk took the server from 0.8 to 1.9 GB.
 * The open files count those connections. On the test file's copy of the seeded CMS (SQLite).
 */
describe("the CMS's saves on SQLite", () => {
  let payload: Payload;
  let n = 0;
  const lead = (ref = `M-${process.pid}-${++n}`) =>
    payload.create({
      collection: "leads",
      overrideAccess: true,
      depth: 0,
      data: {
        ref,
        kind: "contact",
        receivedAt: new Date().toISOString(),
        status: "new",
        email: `m${n}@example.org`,
        locale: "en",
      } as never,
    });
  const openFiles = () => readdirSync("/proc/self/fd").length;

  beforeAll(async () => {
    process.env.DATABASE_URL = "";
    vi.resetModules();
    const { getPayload } = await import("payload");
    const { default: config } = await import("@/payload.config");
    payload = await getPayload({ config, key: "sqlite-connections-integ" });
  }, 120_000);
  afterAll(async () => {
    await payload?.destroy();
  });

  it("leave no connection open behind them", async () => {
    await lead();
    const before = openFiles();
    for (let i = 0; i < 100; i++) await lead();
    // libsql's own transactions: two more open files per save (200 here).
    expect(openFiles() - before).toBeLessThan(10);
    const { totalDocs } = await payload.count({ collection: "leads", where: { ref: { like: `M-${process.pid}-` } } });
    expect(totalDocs).toBe(101);
  });

  it("roll a failed save back and take the next one", async () => {
    const ref = `D-${process.pid}`;
    await lead(ref);
    // The same ref again breaks the unique index inside the save's transaction.
    await expect(lead(ref)).rejects.toThrow();
    const next = await lead();
    expect(next.id).toBeTruthy();
    const { totalDocs } = await payload.count({ collection: "leads", where: { ref: { equals: ref } } });
    expect(totalDocs).toBe(1);
  });
});
