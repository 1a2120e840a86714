import { mkdtempSync } from "node:fs";
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
