/**
 * PATCH of @payloadcms/db-sqlite and @payloadcms/db-postgres 3.90.1 (their drizzle adapter's `beginTransaction`,
 * `commitTransaction`, `rollbackTransaction` and write methods, and its private `sessions` map, rewritten when a
 * deferred transaction begins): saves take turns from their first write to their commit, and a save that cannot get
 * its turn in time is a 503 with Retry-After (Payload's documented `afterError` hook, below), never a 500.
 * Not replaced by the SQLite adapter's own settings: its `busyTimeout` waits inside SQLite, which blocks the event
 * loop the saving request needs to finish (it stays set at 1 s, for the first connection), and its
 * `transactionOptions` choose how a transaction begins, not when or in which order.
 * Upstream: @payloadcms/db-sqlite@3.90.1, @payloadcms/db-postgres@3.90.1, payload@3.90.1
 * Test: src/patches/payload-one-writer.test.ts (the turns, the deferred begin, the adapter's `sessions` rewritten),
 * tests/integration/cms-sqlite-connections.integ.ts, and the concurrency drills (tests/durability: kill, sigterm,
 * desk-mirror, scale-out), which fail with SQLITE_BUSY 500s when the adapter's transaction methods change shape.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import {
  APIError,
  type AfterErrorHook,
  type BaseDatabaseAdapter,
  type DatabaseAdapterObj,
  type Payload,
} from "payload";

/** How long a save waits for the save before it, in the process and then for the file's write lock. */
export const WRITE_WAIT_MS = 20_000;
/** What a refused save tells the client to wait before trying again (the `Retry-After` header, in seconds). */
export const RETRY_AFTER_S = 5;

/** A save that did not get its turn in time: answered 503 with `Retry-After`, never 500. */
export class WriteBusyError extends APIError {
  constructor(waitedMs: number) {
    super(
      `The CMS is busy with another save (waited ${waitedMs} ms). Try again in a few seconds.`,
      503,
      undefined,
      true,
    );
    this.name = "WriteBusyError";
  }
}

/** First-come, first-served permits (one for SQLite's single writer) whose waiters give up after a bound. */
export class WriteLock {
  #free: number;
  readonly #waiting: { grant: () => void }[] = [];

  constructor(permits = 1) {
    this.#free = permits;
  }

  /** Resolves once a permit is this caller's; rejects with WriteBusyError after `timeoutMs`. */
  acquire(timeoutMs: number): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = this.#waiting.indexOf(waiter);
        if (at >= 0) this.#waiting.splice(at, 1);
        reject(new WriteBusyError(Date.now() - started));
      }, timeoutMs);
      this.#waiting.push(waiter);
    });
  }

  /** Hands the permit to the next waiter, or frees it. */
  release(): void {
    const next = this.#waiting.shift();
    if (next) next.grant();
    else this.#free++;
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

/** The adapter's methods that write. */
export const WRITES = [
  "create",
  "createGlobal",
  "createGlobalVersion",
  "createVersion",
  "deleteMany",
  "deleteOne",
  "deleteVersions",
  "updateGlobal",
  "updateGlobalVersion",
  "updateJobs",
  "updateMany",
  "updateOne",
  "updateVersion",
  "upsert",
] as const;

/** SQLite's "another connection writes", and the PostgreSQL pool's "no connection free in time". */
const BUSY = /SQLITE_BUSY|database is locked|timeout exceeded when trying to connect/i;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Inside a write outside any transaction that holds its turn (so its adapter's inner writes do not wait). */
const holdingTurn = new AsyncLocalStorage<true>();

/** Where a transaction begins as soon as asked (migrations, which use the transaction's connection directly). */
const atOnce = new AsyncLocalStorage<true>();

/**
 * Runs `work` with transactions that begin when asked rather than at their first write: for Payload's
 * migrations, which take the transaction's connection from the adapter before they run their statements.
 */
export function withTransactionsAtOnce<T>(work: () => Promise<T>): Promise<T> {
  return atOnce.run(true, work);
}

type TransactionID = string | number;
interface Deferred {
  options: unknown;
  started?: Promise<void>;
}

/**
 * Saves take turns, from their first write to their commit.
 *
 * A save's transaction begins at its first write, not when Payload's operation starts: everything an
 * operation does before it writes (access checks, hooks that read, and for an upload the decoding and resizing
 * of the image into its sizes, seconds for a phone photo) runs before the transaction and holds no lock.
 * Payload asks for the transaction first; this adapter hands it an id at once and begins the real transaction
 * (and takes the turn) when the first write with that id arrives. Reads before it see the last committed state.
 *
 * SQLite (`writers: 1`) takes one writer at a time, and Payload's SQLite adapter (libsql) begins each
 * transaction on a connection of its own, opened without the adapter's `busy_timeout`: a save that started
 * while another was in progress failed at once with SQLITE_BUSY, and a save that waited in SQLite's busy
 * handler would block the event loop the first save needs to finish. So the saves of this process wait here,
 * in order, and then BEGIN IMMEDIATE (libsql's "write" transactions: the write lock from the first statement,
 * never an upgrade of a read). A write outside any transaction takes its turn too. Another process holding
 * the lock (a script such as `admin:create`, a second instance) is waited for by retrying without blocking.
 *
 * PostgreSQL (`writers` below the pool's size) runs saves side by side, but each holds a pooled connection
 * for its transaction and needs another for the reads Payload makes outside it: with as many saves as
 * connections, every save waited for a connection that only a save could free. Fewer saves than
 * connections at a time keeps connections free for those reads and for the pages.
 *
 * A save that has not begun within `waitMs` is answered 503 (see `retryAfterOnBusy`).
 */
export function oneWriterAtATime<T extends BaseDatabaseAdapter>(
  adapter: DatabaseAdapterObj<T>,
  { writers = 1, waitMs = WRITE_WAIT_MS }: { writers?: number; waitMs?: number } = {},
): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args: { payload: Payload }) => {
      const db = adapter.init(args);
      const lock = new WriteLock(writers);
      /** Transactions begun and holding a turn. */
      const open = new Set<TransactionID>();
      /** Transactions handed out and not yet begun (until their first write), by the id Payload holds. */
      const deferred = new Map<TransactionID, Deferred>();
      const sessions = () => (db as unknown as { sessions: Record<TransactionID, unknown> }).sessions;
      const begin = db.beginTransaction.bind(db);
      const commit = db.commitTransaction.bind(db);
      const rollback = db.rollbackTransaction.bind(db);

      /** Takes a turn and begins a real transaction, waiting for another process's write lock if need be. */
      const beginNow = async (options: unknown): Promise<TransactionID | null> => {
        const started = Date.now();
        await lock.acquire(waitMs);
        for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
          try {
            const id = await begin(options as Parameters<typeof begin>[0]);
            if (id === null) lock.release();
            else open.add(id);
            return id;
          } catch (error) {
            const busy = BUSY.test(String((error as Error)?.message));
            if (busy && Date.now() - started + pause < waitMs) {
              await sleep(pause);
              continue;
            }
            lock.release();
            throw busy ? new WriteBusyError(Date.now() - started) : error;
          }
        }
      };

      /** Begins a handed-out transaction at its first write, once, under the id Payload holds. */
      const ensureBegun = (id: TransactionID): Promise<void> | undefined => {
        const entry = deferred.get(id);
        if (!entry) return undefined;
        entry.started ??= beginNow(entry.options).then((real) => {
          if (real === null) return;
          const all = sessions();
          all[id] = all[real];
          delete all[real];
          open.delete(real);
          open.add(id);
        });
        return entry.started;
      };

      db.beginTransaction = async (options?: Parameters<typeof begin>[0]) => {
        if (atOnce.getStore()) return beginNow(options);
        const id = randomUUID();
        deferred.set(id, { options });
        return id;
      };
      const settle =
        (end: typeof commit) =>
        async (incoming: Parameters<typeof commit>[0]): Promise<void> => {
          const id = incoming instanceof Promise ? await incoming : incoming;
          const entry = id == null ? undefined : deferred.get(id);
          if (entry) {
            deferred.delete(id!);
            // Never written: nothing to commit or roll back, and no turn was taken.
            if (!entry.started) return;
            // A begin that failed has released its turn and left nothing to end.
            if (!(await entry.started.then(() => true).catch(() => false))) return;
          }
          try {
            await end(id);
          } finally {
            if (id !== null && id !== undefined && open.delete(id)) lock.release();
          }
        };
      db.commitTransaction = settle(commit);
      db.rollbackTransaction = settle(rollback);

      // Each write: inside a handed-out transaction, begins it first; outside any transaction (Payload counts
      // failed logins that way, so that parallel requests see them), on SQLite, takes its turn for itself.
      const table = db as unknown as Record<string, unknown>;
      for (const name of WRITES) {
        const write = table[name];
        if (typeof write !== "function") continue;
        const bound = (write as (args: unknown) => Promise<unknown>).bind(db);
        table[name] = async (args: { req?: { transactionID?: unknown } } | undefined) => {
          const transaction = args?.req?.transactionID;
          if (transaction) {
            const id = (transaction instanceof Promise ? await transaction : transaction) as TransactionID;
            await ensureBegun(id);
            return bound(args);
          }
          // A write that the adapter makes from inside one of its own (its upsert is an updateOne) already has
          // this turn: waiting for it again would wait for itself (Payload's preferences, saved when an editor
          // collapses a list, hung every save for WRITE_WAIT_MS that way).
          if (writers !== 1 || holdingTurn.getStore()) return bound(args);
          await lock.acquire(waitMs);
          try {
            return await holdingTurn.run(true, () => bound(args));
          } catch (error) {
            throw BUSY.test(String((error as Error)?.message)) ? new WriteBusyError(0) : error;
          } finally {
            lock.release();
          }
        };
      }
      return db;
    },
  };
}

/**
 * Payload's `afterError` hook: a save refused for being busy is answered 503 with `Retry-After`, in the
 * language of the admin's user, never 500.
 */
export const retryAfterOnBusy: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof WriteBusyError) && (error as { name?: string })?.name !== "WriteBusyError") return;
  const headers = new Headers(req.responseHeaders);
  headers.set("Retry-After", String(RETRY_AFTER_S));
  req.responseHeaders = headers;
  const message =
    req.i18n?.language === "ar"
      ? "النظام مشغول بحفظ آخر الآن. انتظر بضع ثوانٍ ثم حاول مرة أخرى؛ لم يُحفظ شيء من هذا الطلب."
      : "The system is busy with another save. Wait a few seconds and try again; nothing of this request was saved.";
  return { status: 503, response: { errors: [{ message }] } };
};
