/** Runs once when the server starts: migrates the database and starts the outbox worker. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startBackground } = await import("./server/background");
  await startBackground();
}
