import "server-only";
import { hostname } from "node:os";
import type { KyselyLeadStore } from "./db/lead-store";
import type { WorkerLog } from "@/domain/leads/outbox-worker";

/**
 * After a crash, mails the dead process had claimed wait for their lease to expire. Workers on this
 * machine whose process is gone can be recognised at once (ids are host:pid:random): give their claims back.
 * Called at the start of the server and of `npm run outbox`.
 */
export async function releaseClaimsOfDeadLocalWorkers(store: KyselyLeadStore, log: WorkerLog): Promise<number> {
  const host = hostname();
  let total = 0;
  for (const holder of await store.claimHolders()) {
    const [h, pid] = holder.split(":");
    if (h !== host || !pid || Number(pid) === process.pid) continue;
    if (isAlive(Number(pid))) continue;
    const released = await store.releaseClaims(holder);
    total += released;
    if (released) log.warn({ worker: holder, released }, "released the claims of a worker that died");
  }
  return total;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}
