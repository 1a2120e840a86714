// Runs `npm run admin:create` (scripts/admin-create.mts) the way the README does, for drills and browser
// tests that need a staff account: there is no default one.
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Creates (or resets) an admin account with the site's configuration in `env` (DATA_DIR or DATABASE_URL,
 * PAYLOAD_SECRET). Returns the command's exit status and output; pass `password: undefined` to see it refuse.
 */
export function adminCreate({ email, password, env = process.env }) {
  const args = ["--conditions=react-server", "--import", "tsx", "scripts/admin-create.mts", "--email", email];
  if (password !== undefined) args.push("--password", password);
  let outputs = "";
  // A server that has just started may still be migrating and seeding the same CMS; the command's own start
  // then waited on it until Node gave up (exit 13, a top-level await that never settled; seen once on
  // PostgreSQL). Such a run is tried again after a pause; a refusal (2) or success (0) is final.
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", env: { LOG_LEVEL: "warn", ...env } });
    outputs += `${run.stdout}${run.stderr}`;
    if (run.status === 0 || run.status === 2 || attempt === 3) return { status: run.status, output: outputs };
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3_000);
  }
}
