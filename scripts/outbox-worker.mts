// The outbox worker as its own process, for deployments that run the site with OUTBOX_WORKER=off.
//   npm run outbox            (runs until SIGTERM/SIGINT)
//   npm run outbox -- --once  (delivers what is due, then exits)
import { createContainer } from "../src/server/container";
import { logger } from "../src/server/log";
import { releaseClaimsOfDeadLocalWorkers } from "../src/server/outbox-claims";

const c = createContainer();
await c.ready();
// A worker that was killed on this machine (crash, OOM, SIGKILL) gives its mails back now, not after the lease.
await releaseClaimsOfDeadLocalWorkers(c.store, logger);
if (process.argv.includes("--once")) {
  let total = { sent: 0, retried: 0, dead: 0, skipped: 0 };
  for (;;) {
    const r = await c.worker.runOnce();
    total = {
      sent: total.sent + r.sent,
      retried: total.retried + r.retried,
      dead: total.dead + r.dead,
      skipped: total.skipped + r.skipped,
    };
    if (r.sent + r.retried + r.dead + r.skipped === 0) break;
  }
  console.log(JSON.stringify(total));
  await c.close();
} else {
  c.worker.start(c.env.OUTBOX_POLL_MS);
  logger.info({ mail: c.transport.name, database: c.database.describe }, "outbox worker running");
  const stop = async (signal: string) => {
    logger.info({ signal }, "outbox worker stopping");
    await c.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}
