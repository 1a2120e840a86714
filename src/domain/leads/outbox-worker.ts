import type { DeliveryResult, LeadDesk, LeadStore, MailTransport, OutboxRow } from "./types";

/**
 * Delivery policy. A mail is tried up to maxAttempts times, waiting baseDelayMs, then twice as long
 * each time (capped at maxDelayMs); after that, or on a permanent refusal (SMTP 5xx, EmailJS 4xx), it is
 * dead-lettered and stays in the outbox for a person to look at (`npm run leads -- outbox`).
 */
export interface OutboxPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claim lasts; a worker that crashed gives its mails back when the claim expires. */
  leaseMs: number;
  batchSize: number;
  /**
   * Longest wait for one delivery; past it the attempt counts as a temporary failure (the transport's own
   * timeouts normally fire first). Keeps a stalled transport from holding the worker and its claims.
   */
  sendTimeoutMs: number;
}

export const defaultOutboxPolicy: OutboxPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 60_000,
  batchSize: 10,
  sendTimeoutMs: 30_000,
};

export function backoffDelay(attempts: number, policy: OutboxPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerDeps {
  store: LeadStore;
  transport: MailTransport;
  /** Where the desk deliveries go (the CMS's `leads` collection). */
  desk: LeadDesk;
  policy: OutboxPolicy;
  workerId: string;
  clock: () => number;
  sleep: (ms: number) => Promise<void>;
  log: WorkerLog;
}

export interface BatchResult {
  sent: number;
  retried: number;
  dead: number;
  skipped: number;
}

export class OutboxWorker {
  private running = false;
  /** Set by stop(): the batch in hand ends after the current mail; the rest is released. */
  private stopping = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private current: Promise<BatchResult> | undefined;
  private lastSendAt = 0;

  constructor(private readonly deps: OutboxWorkerDeps) {}

  /** Claims one batch of due mails and delivers them one after the other. */
  async runOnce(): Promise<BatchResult> {
    const { store, policy, workerId, clock } = this.deps;
    const result: BatchResult = { sent: 0, retried: 0, dead: 0, skipped: 0 };
    const claimedAt = clock();
    const rows = await store.claimDue(claimedAt, policy.batchSize, workerId, policy.leaseMs);
    for (const row of rows) {
      if (this.stopping) break;
      // Slow deliveries (a sink that times out on every mail) must not outlive the claim: another worker
      // would take the same mails and send them twice. Give the rest back for the next batch.
      if (clock() - claimedAt + policy.sendTimeoutMs > policy.leaseMs) {
        await store.releaseClaims(workerId);
        break;
      }
      await this.deliver(row, result);
    }
    return result;
  }

  private async deliver(row: OutboxRow, result: BatchResult) {
    const { store, transport, desk, policy, workerId, clock, sleep, log } = this.deps;
    const mail = row.kind !== "desk_mirror";
    const wait = mail ? this.lastSendAt + transport.minIntervalMs - clock() : 0;
    if (wait > 0) await sleep(wait);
    let outcome: DeliveryResult;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      outcome = await Promise.race([
        row.kind === "desk_mirror" ? desk.mirror(row.message) : transport.send(row.message),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`delivery timed out after ${policy.sendTimeoutMs} ms`)),
            policy.sendTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      outcome = { ok: false as const, permanent: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
    // The interval counts from the end of a send, so two requests never arrive closer than it, however
    // long the first one took on the way (a provider limit counts arrivals).
    if (mail && transport.minIntervalMs > 0) this.lastSendAt = clock();
    const meta = { outboxId: row.id, kind: row.kind, attempt: row.attempts, transport: mail ? transport.name : "desk" };
    if (outcome.ok === true) {
      await store.markSent(row.id, workerId, clock());
      result.sent++;
      log.info(meta, mail ? "mail sent" : "lead copied to the desk");
    } else if (outcome.ok === "skipped") {
      await store.markSkipped(row.id, workerId, outcome.reason);
      result.skipped++;
      log.info({ ...meta, reason: outcome.reason }, "mail skipped");
    } else if (outcome.permanent || row.attempts >= policy.maxAttempts) {
      await store.markDead(row.id, workerId, outcome.error);
      result.dead++;
      log.error({ ...meta, error: outcome.error, permanent: outcome.permanent }, "mail dead-lettered");
    } else {
      const next = clock() + backoffDelay(row.attempts, policy);
      await store.markRetry(row.id, workerId, outcome.error, next);
      result.retried++;
      log.warn(
        { ...meta, error: outcome.error, nextAttemptAt: new Date(next).toISOString() },
        "mail delivery failed, will retry",
      );
    }
  }

  /** Polls for due mail every intervalMs (and at once when poke() is called) until stop(). */
  start(intervalMs: number): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    const tick = async () => {
      if (!this.running) return;
      this.current = this.runOnce().catch((error: unknown) => {
        this.deps.log.error({ error: error instanceof Error ? error.message : String(error) }, "outbox batch failed");
        return { sent: 0, retried: 0, dead: 0, skipped: 0 };
      });
      const done = await this.current;
      this.current = undefined;
      if (!this.running) return;
      // A full batch means more may be waiting: go again without pausing.
      const busy = done.sent + done.retried + done.dead + done.skipped >= this.deps.policy.batchSize;
      this.timer = setTimeout(tick, busy ? 0 : intervalMs);
    };
    this.timer = setTimeout(tick, 0);
    this.poke = () => {
      if (this.running && !this.current) {
        clearTimeout(this.timer);
        this.timer = setTimeout(tick, 0);
      }
    };
  }

  /** Asks the worker to look for mail now (after a new lead was stored). */
  poke: () => void = () => undefined;

  /** Finishes the mail in hand, stops, and gives back any claims not yet delivered. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.current;
    await this.deps.store.releaseClaims(this.deps.workerId);
  }
}
