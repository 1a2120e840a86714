/**
 * PATCH of payload 3.90.1 (the database adapter's `migrate`, wrapped): the CMS's start-up work (migrations, first
 * content) runs in one process at a time, behind a lock file (SQLite) or a PostgreSQL advisory lock; Payload's
 * `prodMigrations` and `payload migrate` take no lock of their own, and two processes starting at once collided.
 * Upstream: payload@3.90.1, @payloadcms/drizzle@3.90.1
 * Test: tests/integration/cms-lifecycle.integ.ts ("cms:seed run twice at once") and
 * tests/durability/first-start.integ.ts fail when Payload's `migrate` changes how it is called.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Migration } from "payload";
import pg from "pg";
import { withTransactionsAtOnce } from "./payload-one-writer";

/** How long a process waits for another one's start (migrations and first content) before it gives up. */
export const START_WAIT_MS = 10 * 60_000;
const POLL_MS = 250;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** A lock-file holder that is no longer running (on this machine) left its lock behind. */
function holderGone(text: string): boolean {
  const [pid, host] = text.split(" ");
  if (host !== hostname()) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Makes the lock file (O_EXCL) with this process as its holder: true when made, the holder's text when another
 * process holds it, undefined when it went away between the two calls.
 */
function takeLockFile(file: string): true | string | undefined {
  try {
    const fd = openSync(file, "wx", 0o600);
    writeSync(fd, `${process.pid} ${hostname()} ${new Date().toISOString()}`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** SQLite: a lock file beside the database, made with O_EXCL; a dead holder's file is taken over. */
async function withFileLock<T>(dataDir: string, log: Log, work: () => Promise<T>): Promise<T> {
  const file = path.join(dataDir, "cms-start.lock");
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  let announced = false;
  for (;;) {
    const holder = takeLockFile(file);
    if (holder === true) break;
    if (holder === undefined) continue; // released between the two calls
    if (holder && holderGone(holder)) {
      log.info({ holder }, "a start that did not finish left its lock: taking it over");
      rmSync(file, { force: true });
      continue;
    }
    if (!announced) {
      log.warn(
        { holder, lock: file },
        "another process is starting the CMS (migrations, first content): waiting for it",
      );
      announced = true;
    }
    if (Date.now() - started > START_WAIT_MS) {
      throw new Error(
        `another process (${holder}) has been starting the CMS for over ${START_WAIT_MS / 60_000} minutes`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

/** PostgreSQL: a session advisory lock held on a connection of its own while the work runs. */
async function withAdvisoryLock<T>(url: string, log: Log, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const key = "hashtext('alexandria-training-site:cms-start')";
    const tried = await client.query<{ got: boolean }>(`SELECT pg_try_advisory_lock(${key}) AS got`);
    if (!tried.rows[0]?.got) {
      log.warn({}, "another process is starting the CMS (migrations, first content): waiting for it");
      await client.query(`SET statement_timeout = ${START_WAIT_MS}`);
      await client.query(`SELECT pg_advisory_lock(${key})`);
    }
    try {
      return await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${key})`).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The CMS's start-up work (its migrations; the first content on an empty database) runs in one process at a
 * time: the server, `npm run cms:seed`, `admin:create`, a second instance and the tests all start Payload, and
 * two seeding at once collided (SQLITE_BUSY, or content seeded twice). The others wait, saying so in the log.
 */
export function withStartLock<T>(
  where: { databaseUrl?: string; dataDir: string },
  log: Log,
  work: () => Promise<T>,
): Promise<T> {
  return where.databaseUrl ? withAdvisoryLock(where.databaseUrl, log, work) : withFileLock(where.dataDir, log, work);
}

/**
 * What the configuration gives Payload as `prodMigrations`: the committed migrations, loaded (`where.migrations`)
 * when Payload runs them as it connects in production, not with the configuration.
 */
export const PROD_MIGRATIONS: Migration[] = [];

/**
 * The adapter with its `migrate` run under the start lock, after `prepare` (PostgreSQL: the schema, which the
 * migrations do not create). Payload calls it with `prodMigrations` while connecting when NODE_ENV is production
 * (the server, `npm run cms:seed` and `admin:create` in production), the configuration's onInit calls it
 * elsewhere (tests, `next dev`, scripts), and `payload migrate` calls it: in every case one process at a time,
 * the others waiting (a second instance, a script started beside the first start).
 */
export function migrateUnderStartLock<T extends BaseDatabaseAdapter>(
  adapter: DatabaseAdapterObj<T>,
  where: { databaseUrl?: string; dataDir: string; migrations: () => Promise<Migration[]> },
  prepare?: (db: T) => Promise<unknown>,
): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const migrate = db.migrate.bind(db);
      db.migrate = (options) =>
        withStartLock(where, db.payload.logger, async () => {
          await prepare?.(db);
          const migrations = options?.migrations === PROD_MIGRATIONS ? await where.migrations() : options?.migrations;
          // Migrations take their transaction's connection from the adapter: their transactions begin when asked.
          await withTransactionsAtOnce(() => migrate({ ...options, migrations }));
        });
      return db;
    },
  };
}
