/**
 * Runs once when the server starts: sets the HTTP server's limits (src/server/http-guard.ts), migrates
 * the database and starts the outbox worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installHttpGuard } = await import("./server/http-guard");
  installHttpGuard();
  const { startBackground } = await import("./server/background");
  await startBackground();
}
