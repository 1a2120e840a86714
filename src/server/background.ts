import "server-only";
import { hostname } from "node:os";
import { container, type Container } from "./container";
import { logger } from "./log";

/** Start-up work of the web process: migrations, then the in-process outbox worker (unless OUTBOX_WORKER=off). */
export async function startBackground(): Promise<void> {
  const c = container();
  try {
    await c.ready();
    logger.info({ database: c.database.describe, mail: c.transport.name }, "lead store ready");
  } catch (error) {
    // The site still serves pages; submissions answer 503 and migration is retried on the next one.
    logger.error(
      { err: error instanceof Error ? error.message : String(error), database: c.database.describe },
      "database not ready at start",
    );
  }
  await releaseClaimsOfDeadLocalWorkers(c).catch(() => undefined);
  if (c.env.OUTBOX_WORKER === "on") c.worker.start(c.env.OUTBOX_POLL_MS);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the outbox worker");
    void c.worker.stop().finally(() => logger.info({ signal }, "outbox worker stopped"));
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

/**
 * After a crash, mails the dead process had claimed wait for their lease to expire. Workers on this
 * machine whose process is gone can be recognised at once (ids are host:pid:random): give their claims back.
 */
async function releaseClaimsOfDeadLocalWorkers(c: Container): Promise<void> {
  const host = hostname();
  for (const holder of await c.store.claimHolders()) {
    const [h, pid] = holder.split(":");
    if (h !== host || !pid || Number(pid) === process.pid) continue;
    if (isAlive(Number(pid))) continue;
    const released = await c.store.releaseClaims(holder);
    if (released) logger.warn({ worker: holder, released }, "released the claims of a worker that died");
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}
