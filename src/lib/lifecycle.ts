/**
 * The process's lifecycle: whether it is shutting down, and what must stop before it exits.
 *
 * The HTTP server (src/server/main.ts) and the code Next bundles (route handlers, the instrumentation
 * hook) are separate module graphs in one process, so the state lives on globalThis under a registered
 * symbol, as Next's documentation recommends for process-wide singletons. Framework-free on purpose.
 */
/**
 * When a stop hook runs: "drain" hooks start with the shutdown, while requests still finish (the outbox
 * worker stops taking work and gives back its claims); "close" hooks run once no request is open (the
 * database pool, Redis).
 */
export type StopPhase = "drain" | "close";

interface Lifecycle {
  shuttingDown: boolean;
  stopHooks: { name: string; phase: StopPhase; stop: () => Promise<void> }[];
}

const KEY = Symbol.for("training-site.lifecycle");

function state(): Lifecycle {
  const holder = globalThis as { [KEY]?: Lifecycle };
  holder[KEY] ??= { shuttingDown: false, stopHooks: [] };
  return holder[KEY];
}

/** True from the shutdown signal on: lead endpoints answer 503 (a balancer passes the post to another instance). */
export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

export function beginShutdown(): void {
  state().shuttingDown = true;
}

/** Registers work to finish before the process exits (the outbox worker, the database pool). */
export function onStop(name: string, phase: StopPhase, stop: () => Promise<void>): void {
  state().stopHooks.push({ name, phase, stop });
}

/** Runs the hooks of a phase, the last registered first; a failing hook does not stop the others. */
export async function runStopHooks(phase: StopPhase): Promise<{ name: string; error?: string }[]> {
  const results: { name: string; error?: string }[] = [];
  for (const hook of [...state().stopHooks].reverse().filter((h) => h.phase === phase)) {
    try {
      await hook.stop();
      results.push({ name: hook.name });
    } catch (error) {
      results.push({ name: hook.name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
