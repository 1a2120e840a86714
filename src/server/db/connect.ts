import "server-only";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";

import pg from "pg";
import { migrations } from "./migrations";
import type { Database, Dialect } from "./schema";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  describe: string;
}

/** PostgreSQL when a URL is given, otherwise SQLite in the data folder (WAL, synchronous=FULL). */
export function connectDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      // A stuck query must not hold a visitor's request for long.
      statement_timeout: 10_000,
    });
    // An idle client that loses its server emits 'error'; without a listener it would crash the process.
    pool.on("error", () => undefined);
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      describe: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, "leads.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // Every commit reaches the disk before the visitor is told the message was received.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
    describe: file,
  };
}

/** Brings the schema to the latest migration (safe to run from several instances at once). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
