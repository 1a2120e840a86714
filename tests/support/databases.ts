import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";

/** The engines to run the integration tests on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const engines: { name: string; databaseUrl?: string }[] = [
  { name: "sqlite" },
  ...(process.env.DATABASE_URL ? [{ name: "postgres", databaseUrl: process.env.DATABASE_URL }] : []),
];

export function tempDir(prefix = "leads-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A data folder of its own with a copy of the test file's seeded CMS (DATA_DIR: file-database.ts): what a server
 * finds after `npm run cms:seed`, as at a deployment, so that its first start does not migrate and seed SQLite.
 */
export function seededDataDir(prefix: string): string {
  const dir = tempDir(prefix);
  cpSync(process.env.DATA_DIR!, dir, { recursive: true });
  return dir;
}

/** Empties the PostgreSQL schema the tests use, so every run starts from a fresh migration. */
export async function resetPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop table if exists outbox, leads, kysely_migration, kysely_migration_lock cascade");
  } finally {
    await client.end();
  }
}
