import "server-only";
import { container } from "./container";
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
