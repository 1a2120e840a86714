import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { resetPostgres } from "../support/databases";

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const reason = !databaseUrl || !redisUrl ? "needs DATABASE_URL and REDIS_URL (instances share both)" : "";
if (reason) console.log(`[scale-out drill] skipped: ${reason}`);

/**
 * Scale-out (issue 7, reliability.md 5.4 items 5 and 22): runs scripts/scale-out.mjs, two `next start`
 * instances behind nginx (deploy/nginx/site.conf) sharing PostgreSQL and Redis; it prints its figures and
 * exits 0 only when every check holds.
 */
describe.skipIf(Boolean(reason))("two instances behind nginx", () => {
  it("shares rate limits, survives Redis loss, delivers each mail once, keeps no instance state", async () => {
    await resetPostgres(databaseUrl!);
    const child = spawn(process.execPath, ["scripts/scale-out.mjs"], {
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    console.log(output);
    expect(code, output).toBe(0);
  }, 600_000);
});
