import "server-only";
import { container } from "./container";
import { installPeerAddress } from "./http/peer";
import { logger } from "./log";
import { releaseClaimsOfDeadLocalWorkers } from "./outbox-claims";
import { installGracefulShutdown } from "./shutdown";

/** Start-up work of the web process: migrations, then the in-process outbox worker (unless OUTBOX_WORKER=off). */
export async function startBackground(): Promise<void> {
  installPeerAddress();
  const c = container();
  installGracefulShutdown(c);
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
  await releaseClaimsOfDeadLocalWorkers(c.store, logger).catch(() => undefined);
  if (c.env.OUTBOX_WORKER === "on") c.worker.start(c.env.OUTBOX_POLL_MS);
}
