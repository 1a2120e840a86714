import type { Container } from "@/server/container";

/** Runs the outbox worker until nothing is due (at most 20 batches). */
export async function drainOutbox(c: Container): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const r = await c.worker.runOnce();
    if (r.sent + r.retried + r.dead + r.skipped === 0) break;
  }
}
