import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { databaseName, freshDatabase } from "./pg-databases.mjs";
import { requireServicesInCi } from "./services";

/**
 * Before the integration files: the CMS (which the lead endpoints and the advisor read) is migrated and seeded
 * once into an empty DATA_DIR (tmp/vitest-data) and, with DATABASE_URL, into an empty template database
 * (`<base>_int`). Each test file then starts from a copy of both (file-database.ts), so that no file pays for
 * the seed and no file sees what another one wrote. The CMS is set up by `npm run cms:seed`'s script, in a process
 * of its own: Vitest's main process resolves packages without the conditions that the CMS's editor needs
 * on Node 20 (scripts/lib/node-args.mjs).
 */
export default async function setup(project: TestProject): Promise<void> {
  requireServicesInCi();
  const base = process.env.DATABASE_URL ?? "";
  const template = base ? `${databaseName(base)}_int` : "";
  await seedTestCms("tmp/vitest-data", base && (await freshDatabase(base, template)));
  project.provide("testDatabases", { suite: "int", base, template, dataDir: "tmp/vitest-data" });
}

/** Migrates and seeds the CMS into an empty data folder and, when databaseUrl is given, that (empty) database. */
export async function seedTestCms(dataDir: string, databaseUrl: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [...TS_SCRIPT_NODE_ARGS, "scripts/cms-seed.mts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 180_000,
  });
  if (run.status !== 0) {
    throw new Error(`the CMS did not open (exit ${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`);
  }
}
