/**
 * Runs once when the server starts, before it listens (src/server/main.ts awaits Next's prepare): migrates
 * the databases (the CMS through Payload's prodMigrations), seeds an empty CMS and starts the outbox worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startBackground } = await import("./server/background");
  try {
    await startBackground();
  } catch (error) {
    // A start that failed (the CMS's migrations or first content) leaves nothing that can answer: exit, so the
    // service manager restarts it, instead of listening and answering 500 to everything.
    const { logger } = await import("./server/log");
    logger.fatal({ err: error instanceof Error ? error.message : String(error) }, "start-up failed: exiting");
    process.exit(1);
  }
}
