import "server-only";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";

import pg from "pg";
import { dropConnectionOnReadTimeout } from "../../patches/pg-read-timeout";
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
      // A stuck query must not hold a visitor's request for long: the server cancels it after 4 s, and the
      // client gives up after 5 s when no answer comes at all (a network partition, a hung server).
      statement_timeout: 4_000,
      query_timeout: 5_000,
    });
    // An idle client that loses its server emits 'error'; without a listener it would crash the process.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => {
      // So does a client in use (the pool listens only to idle ones): a server restart in the middle of a
      // request would crash the process. The query in flight fails by itself; the pool drops the client.
      client.on("error", () => undefined);
      dropConnectionOnReadTimeout(client);
    });
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
  // Never wait for another process's write lock here: better-sqlite3 waits synchronously, which would stop
  // every request of this process. Writes are tried again asynchronously instead (lead-store.ts, writing()).
  sqlite.pragma("busy_timeout = 0");
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
