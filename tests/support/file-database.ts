import { cpSync, rmSync } from "node:fs";
import { inject } from "vitest";
import { databaseName, freshDatabase } from "./pg-databases.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by the suite's global setup: what each test file gets a fresh copy of. */
    testDatabases: { suite: string; base: string; template: string; dataDir: string };
  }
}

/**
 * Runs before each integration or durability test file, in its worker: the file gets a PostgreSQL database of
 * its own (`<base>_<suite>_<worker>`, dropped and made again as a copy of the suite's template) and a copy of the
 * seeded data folder, so files run side by side without seeing each other's rows. Tests that empty their
 * database (resetPostgres, dropCmsSchema) empty only their own.
 */
const { suite, base, template, dataDir } = inject("testDatabases");
const worker = process.env.VITEST_POOL_ID ?? "1";
if (base) {
  process.env.DATABASE_URL = await freshDatabase(
    base,
    `${databaseName(base)}_${suite}_${worker}`,
    template || undefined,
  );
}
if (dataDir) {
  const own = `${dataDir}-${worker}`;
  rmSync(own, { recursive: true, force: true });
  cpSync(dataDir, own, { recursive: true });
  process.env.DATA_DIR = own;
}
