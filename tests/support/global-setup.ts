import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, type Dirent } from "node:fs";
import { join, relative } from "node:path";
import type { TestProject } from "vitest/node";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { databaseName, freshDatabase } from "./pg-databases.mjs";
import { requireServicesInCi } from "./services";

/**
 * Before the integration files: the CMS (which the lead endpoints and the advisor read) is migrated and seeded
 * once into an empty DATA_DIR (tmp/vitest-data, SQLite) and, with DATABASE_URL, into an empty template database
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

/**
 * Migrates and seeds the CMS into an empty data folder: on SQLite (the CMS file in that folder) and, when
 * databaseUrl is given, on that (empty) PostgreSQL database too, so that a test file on either engine starts
 * from a copy instead of running the migrations and the seed again. Both seeds upload the same files under the
 * same names; PostgreSQL's go to a folder of their own (with the same secret) that must match the SQLite one's.
 */
export async function seedTestCms(dataDir: string, databaseUrl: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  seed(dataDir, "");
  if (!databaseUrl) return;
  const pgDataDir = `${dataDir}-pg-seed`;
  rmSync(pgDataDir, { recursive: true, force: true });
  mkdirSync(pgDataDir, { recursive: true });
  cpSync(join(dataDir, "payload-secret"), join(pgDataDir, "payload-secret"));
  seed(pgDataDir, databaseUrl);
  const uploads = (dir: string) =>
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile() && !/^(payload-secret|.*\.sqlite(-wal|-shm)?)$/.test(entry.name))
      .map(
        (entry) =>
          `${relative(dir, entry.parentPath)}/${entry.name}:${readFileSync(join(entry.parentPath, entry.name)).length}`,
      )
      .sort();
  const [sqliteUploads, pgUploads] = [uploads(dataDir), uploads(pgDataDir)];
  if (sqliteUploads.join() !== pgUploads.join()) {
    throw new Error(
      `the seeds uploaded different files: SQLite ${sqliteUploads.join(", ")}; PostgreSQL ${pgUploads.join(", ")}`,
    );
  }
  rmSync(pgDataDir, { recursive: true, force: true });
}

function seed(dataDir: string, databaseUrl: string): void {
  const run = spawnSync(process.execPath, [...TS_SCRIPT_NODE_ARGS, "scripts/cms-seed.mts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
    // Minutes on a loaded 2-core machine (a seed took 3 on one that ran other test lanes); ends one that hangs.
    timeout: 600_000,
  });
  if (run.status !== 0) {
    throw new Error(`the CMS did not open (exit ${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`);
  }
}
