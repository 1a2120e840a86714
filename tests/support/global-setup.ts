import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { dropCmsSchema } from "./cms-schema.mjs";

/**
 * Each run of the unit and integration tests starts with an empty DATA_DIR (and, with DATABASE_URL, an empty
 * CMS schema: earlier runs and the browser tests leave their content there), and the CMS (which the lead
 * endpoints and the advisor read) is migrated and seeded once here, before the test files, so that no
 * test pays for it. It is opened in a process of its own, started like the project's scripts: Vitest's main
 * process resolves packages without the conditions that the CMS's editor needs on Node 20
 * (scripts/lib/node-args.mjs).
 */
export default async function setup(): Promise<void> {
  rmSync("tmp/vitest-data", { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropCmsSchema(process.env.DATABASE_URL);
  const run = spawnSync(process.execPath, [...TS_SCRIPT_NODE_ARGS, "tests/support/cms-ready.mts"], {
    env: { ...process.env, DATA_DIR: "tmp/vitest-data", LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 180_000,
  });
  if (run.status !== 0) {
    throw new Error(`the CMS did not open (exit ${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`);
  }
}
