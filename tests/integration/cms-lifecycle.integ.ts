import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Client } from "pg";
import { describe, expect, inject, it } from "vitest";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { engines, tempDir } from "../support/databases";
import { databaseName, freshDatabase } from "../support/pg-databases.mjs";

/**
 * Payload's lifecycle as the README runs it: `npm run cms:seed` migrates and seeds (once, one process at a time),
 * and `next build` (its workers run with NEXT_PHASE=phase-production-build) only reads the CMS.
 */
type Run = { code: number | null; output: string };

function run(script: string, env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [...TS_SCRIPT_NODE_ARGS, script], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const BUILD = { NEXT_PHASE: "phase-production-build" };
const openAsBuild = (env: Record<string, string>) => run("tests/support/cms-open.mts", { ...BUILD, ...env });
const seed = (env: Record<string, string>) => run("scripts/cms-seed.mts", env);
const sha1 = (file: string) => createHash("sha1").update(readFileSync(file)).digest("hex");
const base = inject("testDatabases").base;

async function emptyDatabase(name: string): Promise<string> {
  // A database of this file's own on the run's server (its name ends with the worker, as file-database.ts's).
  return freshDatabase(base, `${databaseName(base)}_${name}_${process.env.VITEST_POOL_ID ?? "1"}`);
}

async function cmsSchemaExists(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query("select 1 from information_schema.schemata where schema_name = 'cms'");
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

/** PostgreSQL: rows inserted, updated or deleted in the CMS's schema so far (a backend's counts reach these at its exit). */
async function rowsWritten(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_stat_clear_snapshot()");
    const found = await client.query<{ n: string | null }>(
      "select sum(n_tup_ins + n_tup_upd + n_tup_del) as n from pg_stat_user_tables where schemaname = 'cms'",
    );
    return Number(found.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** SQLite: the database and its write-ahead log (a write lands in the log first). */
const sqliteFiles = (dataDir: string) =>
  ["cms.sqlite", "cms.sqlite-wal"].map((name) => join(dataDir, name)).filter((f) => existsSync(f));

describe.each(engines)("the CMS's set-up and the build ($name)", ({ name, databaseUrl }) => {
  const dataDir = tempDir(`cms-lifecycle-${name}-`);
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" };

  it("on an empty CMS, the build stops with what to run, creating no table", async () => {
    if (databaseUrl) env = { ...env, DATABASE_URL: await emptyDatabase("cms_lifecycle") };
    const opened = await openAsBuild(env);
    expect(opened.code).not.toBe(0);
    expect(opened.output).toContain("The CMS is not set up: run `npm run cms:seed`");
    if (databaseUrl) {
      expect(await cmsSchemaExists(env.DATABASE_URL!)).toBe(false);
    } else if (existsSync(join(dataDir, "cms.sqlite"))) {
      const db = new Database(join(dataDir, "cms.sqlite"), { readonly: true });
      expect(db.prepare("select count(*) as n from sqlite_master where type = 'table'").get()).toEqual({ n: 0 });
      db.close();
    }
  }, 120_000);

  it("cms:seed run twice at once: one migrates and seeds, the other waits and finds it done", async () => {
    const [first, second] = await Promise.all([seed(env), seed(env)]);
    expect(first.code, first.output).toBe(0);
    expect(second.code, second.output).toBe(0);
    const both = first.output + second.output;
    expect(both.match(/CMS seeded/g)).toHaveLength(1);
    expect(both).toMatch(/another process is starting the CMS/);
  }, 300_000);

  it("the build reads what cms:seed set up and writes nothing to it", async () => {
    const files = sqliteFiles(dataDir);
    const before = databaseUrl ? await rowsWritten(env.DATABASE_URL!) : files.map(sha1);
    const opened = await openAsBuild(env);
    expect(opened.code, opened.output).toBe(0);
    expect(opened.output).toContain('{"paths":20}');
    expect(opened.output).not.toMatch(/Migrating|CMS seeded/);
    if (databaseUrl) {
      expect(before).toBeGreaterThan(0);
      expect(await rowsWritten(env.DATABASE_URL!)).toBe(before);
    } else {
      expect(files.map(sha1)).toEqual(before);
    }
  }, 120_000);

  it("the build stops with what to run when a committed migration has not been applied, and applies none", async () => {
    const table = databaseUrl ? "cms.payload_migrations" : "payload_migrations";
    const latest = `select name from ${table} order by id desc limit 1`;
    let last: string;
    if (databaseUrl) {
      last = (await query<{ name: string }>(env.DATABASE_URL!, latest))[0]!.name;
      await query(env.DATABASE_URL!, `delete from ${table} where name = $1`, [last]);
    } else {
      const db = new Database(join(dataDir, "cms.sqlite"));
      last = (db.prepare(latest).get() as { name: string }).name;
      db.prepare(`delete from ${table} where name = ?`).run(last);
      db.close();
    }
    const opened = await openAsBuild(env);
    expect(opened.code).not.toBe(0);
    expect(opened.output).toContain(`run \`npm run cms:seed\``);
    expect(opened.output).toContain(`migrations not applied: ${last}`);
    const count = `select count(*) as n from ${table} where name = '${last}'`;
    if (databaseUrl) {
      expect(await query(env.DATABASE_URL!, count)).toEqual([{ n: "0" }]);
    } else {
      const db = new Database(join(dataDir, "cms.sqlite"), { readonly: true });
      expect(db.prepare(count).get()).toEqual({ n: 0 });
      db.close();
    }
  }, 120_000);
});
