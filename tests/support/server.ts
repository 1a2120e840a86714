import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";

/** Starts the production server (`npm start`: dist/server/main.js) as a child process and waits until it answers. */
export async function startSite(port: number, env: Record<string, string>): Promise<ChildProcess & { logs: string[] }> {
  if (!existsSync(".next/BUILD_ID") || !existsSync("dist/server/main.js")) {
    throw new Error("No production build: run `npm run build` first");
  }
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }) as ChildProcess & { logs: string[] };
  child.logs = [];
  child.stdout?.on("data", (d: Buffer) => child.logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => child.logs.push(d.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${child.logs.join("")}`);
    try {
      const r = await fetch(`http://localhost:${port}/api/contact`, {
        method: "GET",
        signal: AbortSignal.timeout(5_000),
      });
      if (r.status > 0) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${child.logs.join("")}`);
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

/** `npm run outbox` without npm in between, so that a signal reaches the worker itself. */
export function startOutboxWorker(env: Record<string, string>): ChildProcess & { logs: string[] } {
  const child = spawn(process.execPath, [...TS_SCRIPT_NODE_ARGS, "scripts/outbox-worker.mts"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }) as ChildProcess & { logs: string[] };
  child.logs = [];
  child.stdout?.on("data", (d: Buffer) => child.logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => child.logs.push(d.toString()));
  return child;
}
