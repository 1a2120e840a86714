import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";

export interface FileReport {
  file: string;
  bytes: number;
  integrity: string;
  /** Row counts of a few tables of the copy. */
  rows: Record<string, number>;
}

/**
 * An online, consistent copy of a SQLite database file (SQLite's backup API: safe while the site writes to
 * it, WAL included), checked before it is reported: integrity_check of the copy and its row counts.
 */
export async function backupSqliteFile(source: string, destination: string, tables: string[]): Promise<FileReport> {
  if (!existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} already exists: refusing to overwrite a backup`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const { totalPages } = await db.backup(destination);
    const copy = new SQLite(destination, { readonly: true, fileMustExist: true });
    try {
      const count = (table: string) => (copy.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
      return {
        file: destination,
        bytes: totalPages * Number(copy.pragma("page_size", { simple: true })),
        integrity: String(copy.pragma("integrity_check", { simple: true })),
        rows: Object.fromEntries(tables.map((table) => [table, count(table)])),
      };
    } finally {
      copy.close();
    }
  } finally {
    db.close();
  }
}

export interface BackupReport {
  directory: string;
  leads?: FileReport;
  cms?: FileReport;
  /** Uploaded files copied (images and PDFs of the CMS). */
  media: number;
  ok: boolean;
}

/**
 * A backup of everything the site keeps in DATA_DIR, into a new folder: the lead store and the CMS (each a
 * checked online copy of its SQLite file), the uploaded files (copied after the CMS, so every file its
 * records name is there), the CMS's generated secret, and backup.json with what was copied.
 * With PostgreSQL (DATABASE_URL) the databases are backed up with pg_dump; this copies the uploads.
 */
export async function backupData(dataDir: string, directory: string): Promise<BackupReport> {
  if (existsSync(directory)) throw new Error(`${directory} already exists: refusing to overwrite a backup`);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const report: BackupReport = { directory, media: 0, ok: true };
  if (existsSync(join(dataDir, "leads.sqlite"))) {
    report.leads = await backupSqliteFile(join(dataDir, "leads.sqlite"), join(directory, "leads.sqlite"), [
      "leads",
      "outbox",
    ]);
  }
  if (existsSync(join(dataDir, "cms.sqlite"))) {
    report.cms = await backupSqliteFile(join(dataDir, "cms.sqlite"), join(directory, "cms.sqlite"), [
      "paths",
      "courses",
      "media",
      "users",
    ]);
  }
  const media = join(dataDir, "media");
  if (existsSync(media)) {
    cpSync(media, join(directory, "media"), { recursive: true });
    report.media = readdirSync(join(directory, "media"), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
  }
  const secret = join(dataDir, "payload-secret");
  if (existsSync(secret)) cpSync(secret, join(directory, "payload-secret"));
  report.ok = [report.leads, report.cms].every((file) => !file || file.integrity === "ok");
  writeFileSync(
    join(directory, "backup.json"),
    `${JSON.stringify({ ...report, at: new Date().toISOString() }, null, 2)}\n`,
  );
  return report;
}
