import type { AfterErrorHookArgs } from "payload";
import { describe, expect, it } from "vitest";
import { oneWriterAtATime, RETRY_AFTER_S, retryAfterOnBusy, WriteBusyError, WriteLock } from "./payload-one-writer";

describe("saves taking turns", () => {
  it("grants the lock in the order it was asked for", async () => {
    const lock = new WriteLock();
    const order: number[] = [];
    await lock.acquire(1_000);
    const waiting = [1, 2, 3].map((n) => lock.acquire(1_000).then(() => order.push(n)));
    expect(lock.waiting).toBe(3);
    for (let i = 0; i < 3; i++) {
      lock.release();
      await waiting[i];
    }
    expect(order).toEqual([1, 2, 3]);
    lock.release();
    await lock.acquire(0);
  });

  it("lets as many writers as it has permits, and refuses a waiter after the bound with a 503", async () => {
    const lock = new WriteLock(2);
    await lock.acquire(10);
    await lock.acquire(10);
    const refused = lock.acquire(20);
    await expect(refused).rejects.toBeInstanceOf(WriteBusyError);
    await expect(lock.acquire(20)).rejects.toMatchObject({ status: 503 });
    expect(lock.waiting).toBe(0);
    // A refused waiter does not take a permit that is freed later.
    lock.release();
    await lock.acquire(10);
  });

  it("answers a refused save 503 with Retry-After, in the staff member's language", () => {
    for (const [language, words] of [
      ["en", /busy/],
      ["ar", /مشغول/],
    ] as const) {
      const req = { i18n: { language }, responseHeaders: undefined } as unknown as AfterErrorHookArgs["req"];
      const result = retryAfterOnBusy({ error: new WriteBusyError(20_000), req, context: {} });
      expect(result).toMatchObject({ status: 503 });
      expect(JSON.stringify(result)).toMatch(words);
      expect(req.responseHeaders?.get("retry-after")).toBe(String(RETRY_AFTER_S));
    }
    const other = { i18n: { language: "en" } } as unknown as AfterErrorHookArgs["req"];
    expect(retryAfterOnBusy({ error: new Error("x"), req: other, context: {} })).toBeUndefined();
  });

  it("lets a write outside a transaction make the adapter's own inner writes, and others wait for its end", async () => {
    const done: string[] = [];
    // As Payload's database adapters do: upsert is an updateOne of the same (wrapped) adapter.
    const adapter = {
      beginTransaction: async () => "t",
      commitTransaction: async () => undefined,
      rollbackTransaction: async () => undefined,
      sessions: {},
      async updateOne(this: { updateOne: unknown }, args: { name: string }) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push(args.name);
        return args.name;
      },
      async upsert(this: { updateOne(args: unknown): Promise<unknown> }, args: { name: string }) {
        return this.updateOne({ ...args, name: `${args.name} (upsert)` });
      },
    };
    const wrapped = oneWriterAtATime({ name: "fake", defaultIDType: "number", init: () => adapter } as never, {
      waitMs: 200,
    });
    const db = (wrapped.init as unknown as (args: unknown) => typeof adapter)({ payload: {} });
    const [first, second] = await Promise.all([db.upsert({ name: "preferences" }), db.updateOne({ name: "other" })]);
    expect([first, second]).toEqual(["preferences (upsert)", "other"]);
    expect(done).toEqual(["preferences (upsert)", "other"]);
  });
});
