import type { TestProject } from "vitest/node";
import { seedTestCms } from "./global-setup";
import { databaseName, freshDatabase } from "./pg-databases.mjs";
import { requireServicesInCi } from "./services";

/**
 * Before the drills: each file gets a database of its own (file-database.ts), a copy of TEST_PG_TEMPLATE when it
 * is set (the test run passes the database the build seeded, so a drill's first start does not seed the CMS
 * while it is being killed). Without it, the CMS is seeded here, as for the integration tests: into a template
 * database (`<base>_dur`) with DATABASE_URL, else on SQLite into a data folder (tmp/vitest-dur-data) that each
 * file gets a copy of. The drills that store leads in their own process (crash-window, desk-mirror) read the
 * site's facts for the mails from it; the drills' servers get data folders of their own.
 */
export default async function setup(project: TestProject): Promise<void> {
  requireServicesInCi();
  const base = process.env.DATABASE_URL ?? "";
  let template = process.env.TEST_PG_TEMPLATE ?? "";
  let dataDir = "";
  if (!base || !template) {
    dataDir = "tmp/vitest-dur-data";
    if (base) template = `${databaseName(base)}_dur`;
    await seedTestCms(dataDir, base && (await freshDatabase(base, template)));
  }
  project.provide("testDatabases", { suite: "dur", base, template, dataDir });
}
