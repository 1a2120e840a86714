import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";

export interface BackupReport {
  file: string;
  bytes: number;
  leads: number;
  outbox: number;
  integrity: string;
}

/**
 * An online, consistent copy of the SQLite lead database (SQLite's backup API: safe while the site writes
 * to it, WAL included), checked before it is reported: integrity_check of the copy and its row counts.
 */
export async function backupSqlite(dataDir: string, destination: string): Promise<BackupReport> {
  const source = join(dataDir, "leads.sqlite");
  if (!existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} already exists: refusing to overwrite a backup`);
  mkdirSync(dirname(destination), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const { totalPages } = await db.backup(destination);
    const copy = new SQLite(destination, { readonly: true, fileMustExist: true });
    try {
      const integrity = String(copy.pragma("integrity_check", { simple: true }));
      const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      const pageSize = Number(copy.pragma("page_size", { simple: true }));
      return {
        file: destination,
        bytes: totalPages * pageSize,
        leads: count("leads"),
        outbox: count("outbox"),
        integrity,
      };
    } finally {
      copy.close();
    }
  } finally {
    db.close();
  }
}
