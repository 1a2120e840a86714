import { describe, expect, it } from "vitest";
import { backoffDelay, defaultOutboxPolicy, OutboxWorker } from "./outbox-worker";
import type { DeliveryResult, LeadStore, MailTransport, OutboxRow } from "./types";

const policy = { ...defaultOutboxPolicy, maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 5000 };

describe("backoff", () => {
  it("doubles from the base delay up to the cap", () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, policy))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(backoffDelay(1, defaultOutboxPolicy)).toBe(30_000);
    expect(backoffDelay(20, defaultOutboxPolicy)).toBe(3_600_000);
  });
});

/** A one-row in-memory store that records what the worker decided. */
function fakeStore(attempts: number) {
  const decisions: string[] = [];
  const row: OutboxRow = {
    id: 1,
    leadId: 1,
    kind: "provider_notification",
    status: "sending",
    attempts,
    nextAttemptAt: 0,
    lastError: null,
    message: {
      messageId: "<x@y>",
      to: "a@b.c",
      subject: "s",
      text: "t",
      html: "h",
      emailjs: { template: "contact", params: {} },
    },
  };
  let claimed = false;
  const store = {
    claimDue: async () => (claimed ? [] : ((claimed = true), [row])),
    markSent: async () => void decisions.push("sent"),
    markRetry: async (_id: number, _w: string, error: string, next: number) =>
      void decisions.push(`retry ${error} at ${next}`),
    markDead: async (_id: number, _w: string, error: string) => void decisions.push(`dead ${error}`),
    markSkipped: async () => void decisions.push("skipped"),
    releaseClaims: async () => 0,
  } as unknown as LeadStore;
  return { store, decisions };
}

function worker(store: LeadStore, result: DeliveryResult | Error) {
  const transport: MailTransport = {
    name: "fake",
    minIntervalMs: 0,
    send: async () => {
      if (result instanceof Error) throw result;
      return result;
    },
  };
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return new OutboxWorker({
    store,
    transport,
    desk: { mirror: async () => ({ ok: true }) },
    policy,
    workerId: "w",
    clock: () => 10_000,
    sleep: async () => undefined,
    log,
  });
}

describe("outbox worker decisions", () => {
  it("marks a delivered mail sent", async () => {
    const { store, decisions } = fakeStore(1);
    await worker(store, { ok: true }).runOnce();
    expect(decisions).toEqual(["sent"]);
  });

  it("retries a temporary failure after the back-off", async () => {
    const { store, decisions } = fakeStore(2);
    await worker(store, { ok: false, permanent: false, error: "451 busy" }).runOnce();
    expect(decisions).toEqual(["retry 451 busy at 12000"]);
  });

  it("treats a thrown error as temporary", async () => {
    const { store, decisions } = fakeStore(1);
    await worker(store, new Error("socket hang up")).runOnce();
    expect(decisions).toEqual(["retry socket hang up at 11000"]);
  });

  it("dead-letters a permanent refusal at once, and any failure at the last attempt", async () => {
    const a = fakeStore(1);
    await worker(a.store, { ok: false, permanent: true, error: "550 no such user" }).runOnce();
    expect(a.decisions).toEqual(["dead 550 no such user"]);
    const b = fakeStore(3);
    await worker(b.store, { ok: false, permanent: false, error: "timeout" }).runOnce();
    expect(b.decisions).toEqual(["dead timeout"]);
  });
});

describe("a stalled transport", () => {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it("gives up on a delivery that never settles after sendTimeoutMs and retries it later", async () => {
    const { store, decisions } = fakeStore(1);
    const never: MailTransport = { name: "stuck", minIntervalMs: 0, send: () => new Promise(() => undefined) };
    const w = new OutboxWorker({
      store,
      transport: never,
      desk: { mirror: async () => ({ ok: true }) },
      policy: { ...policy, sendTimeoutMs: 30 },
      workerId: "w",
      clock: () => 10_000,
      sleep: async () => undefined,
      log,
    });
    await w.runOnce();
    expect(decisions).toEqual(["retry delivery timed out after 30 ms at 11000"]);
  });

  it("gives the rest of a batch back before the claim could expire", async () => {
    let now = 0;
    const rows = [1, 2, 3].map((id) => ({ id, attempts: 1, message: { messageId: `<${id}@x>` } }) as OutboxRow);
    const decisions: string[] = [];
    const store = {
      claimDue: async () => rows,
      markRetry: async (id: number) => void decisions.push(`retry ${id}`),
      releaseClaims: async () => {
        decisions.push("release");
        return 0;
      },
    } as unknown as LeadStore;
    // Every delivery fails after 20 s; the claim lasts 60 s and a delivery may take up to 30 s.
    const slow: MailTransport = {
      name: "slow",
      minIntervalMs: 0,
      send: async () => {
        now += 20_000;
        return { ok: false, permanent: false, error: "greeting timeout" };
      },
    };
    const w = new OutboxWorker({
      store,
      transport: slow,
      desk: { mirror: async () => ({ ok: true }) },
      policy: { ...policy, leaseMs: 60_000, sendTimeoutMs: 30_000 },
      workerId: "w",
      clock: () => now,
      sleep: async () => undefined,
      log,
    });
    await w.runOnce();
    // At 40 s a third delivery could end after the claim (40 + 30 > 60): mail 3 is released, not tried.
    expect(decisions).toEqual(["retry 1", "retry 2", "release"]);
  });
});
