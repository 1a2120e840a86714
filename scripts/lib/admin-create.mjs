// Runs `npm run admin:create` (scripts/admin-create.mts) the way the README does, for drills and browser
// tests that need a staff account: there is no default one.
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { TS_SCRIPT_NODE_ARGS } from "./node-args.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Creates (or resets) an admin account with the site's configuration in `env` (DATA_DIR or DATABASE_URL,
 * PAYLOAD_SECRET). Returns the command's exit status and output; pass `password: undefined` to see it refuse.
 */
export function adminCreate({ email, password, env = process.env }) {
  const args = [...TS_SCRIPT_NODE_ARGS, "scripts/admin-create.mts", "--email", email];
  if (password !== undefined) args.push("--password", password);
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", env: { LOG_LEVEL: "warn", ...env } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
