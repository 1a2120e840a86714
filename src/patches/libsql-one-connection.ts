/**
 * PATCH of @libsql/client 0.14.0 (its local client's `transaction()`, as @payloadcms/db-sqlite 3.90.1 calls it):
 * every CMS transaction on one connection of its own, opened once, instead of a new connection per transaction that
 * is never closed (upstream: libsql-client-ts issue 350, libsql-js issue 230). No adapter or client option does this.
 * Upstream: @libsql/client@0.14.0, @payloadcms/db-sqlite@3.90.1
 * Test: tests/integration/cms-sqlite-connections.integ.ts (no connection left open behind the saves; a failed save
 * rolled back) fails when libsql or the adapter changes how transactions get their connection.
 */
import { createClient, type Client, type InStatement, type Transaction, type TransactionMode } from "@libsql/client";
import type { SQLiteAdapter } from "@payloadcms/db-sqlite";
import type { DatabaseAdapterObj } from "payload";

/** What libsql begins for each mode (its own `transaction()` does the same). */
const BEGIN: Record<TransactionMode, string> = {
  write: "BEGIN IMMEDIATE",
  read: "BEGIN TRANSACTION READONLY",
  deferred: "BEGIN DEFERRED",
};

/**
 * The CMS's transactions on SQLite, all on one connection of their own, opened once.
 *
 * libsql's local client begins a transaction on the connection it has and opens a new one for what follows; the
 * transaction's connection is never closed, only freed when V8 collects its handle, and V8 does not know what it
 * holds (the SQLite connection, its schema and page cache, its prepared statements: about 1.2 MB here). Each save
 * is a transaction, so 1,000 leads mirrored into the desk held 2,000 open files and took the server from 0.8 to
 * 1.9 GB; after a forced collection the files were closed but the memory stayed with the allocator (upstream:
 * libsql-client-ts issue 350, libsql-js issue 230). The saves of a process take turns on SQLite (one-writer.ts),
 * so one connection serves them all: a transaction here runs its statements on that connection between its BEGIN
 * and its COMMIT or ROLLBACK, and reads outside it keep the adapter's own connection, as before.
 */
export function transactionsOnOneConnection(
  adapter: DatabaseAdapterObj<SQLiteAdapter>,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const connect = db.connect!.bind(db);
      // The adapter connects with the client it finds, creating one only if there is none.
      db.connect = async (options) => {
        db.client ??= oneTransactionConnection(createClient(db.clientConfig), () => createClient(db.clientConfig));
        return connect(options);
      };
      return db;
    },
  };
}

/** SQLite's answer to a COMMIT or ROLLBACK after it rolled the transaction back itself (an I/O error, a full disk). */
const NOT_ACTIVE = /no transaction is active/;

/** `client`, whose transactions run on one connection of their own, made by `connect` at the first. */
function oneTransactionConnection(client: Client, connect: () => Client): Client {
  let writer: Client | undefined;
  const close = client.close.bind(client);
  client.close = () => {
    writer?.close();
    close();
  };
  client.transaction = async (mode: TransactionMode = "write") => {
    writer ??= connect();
    const connection = writer;
    await connection.execute(BEGIN[mode]);
    let active = true;
    const run = (stmt: InStatement) => {
      if (!active) throw new Error("The transaction is closed");
      return connection.execute(stmt);
    };
    // A COMMIT that fails leaves the transaction open for the ROLLBACK that follows (Drizzle sends one).
    const end = async (statement: "COMMIT" | "ROLLBACK") => {
      if (!active) return;
      try {
        await connection.execute(statement);
        active = false;
      } catch (error) {
        if (!NOT_ACTIVE.test(String(error))) throw error;
        active = false;
        if (statement === "COMMIT") throw error;
      }
    };
    const transaction: Transaction = {
      execute: run,
      batch: async (stmts) => {
        const results = [];
        for (const stmt of stmts) results.push(await run(stmt));
        return results;
      },
      executeMultiple: () => Promise.reject(new Error("executeMultiple is not supported in a CMS transaction")),
      commit: () => end("COMMIT"),
      rollback: () => end("ROLLBACK"),
      close: () => void end("ROLLBACK").catch(() => undefined),
      get closed() {
        return !active;
      },
    };
    return transaction;
  };
  return client;
}
