import type { TestProject } from "vitest/node";
import { seedTestCms } from "./global-setup";
import { databaseName, freshDatabase } from "./pg-databases.mjs";
import { requireServicesInCi } from "./services";

/**
 * Before the drills: each file gets a database of its own (file-database.ts), a copy of TEST_PG_TEMPLATE when it
 * is set (the test run passes the database the build seeded, so a drill's first start does not seed the CMS
 * while it is being killed), and a copy of a data folder with the CMS seeded on SQLite (tmp/vitest-dur-data),
 * which the drills' servers on SQLite start from (seededDataDir in databases.ts) for the same reason. Without
 * TEST_PG_TEMPLATE, the CMS is seeded here into a template database (`<base>_dur`) too, with DATABASE_URL. The
 * drills that store leads in their own process (crash-window, desk-mirror) read the site's facts for the mails
 * from it.
 */
export default async function setup(project: TestProject): Promise<void> {
  requireServicesInCi();
  const base = process.env.DATABASE_URL ?? "";
  let template = process.env.TEST_PG_TEMPLATE ?? "";
  const dataDir = "tmp/vitest-dur-data";
  if (base && !template) {
    template = `${databaseName(base)}_dur`;
    await seedTestCms(dataDir, await freshDatabase(base, template));
  } else {
    await seedTestCms(dataDir, "");
  }
  project.provide("testDatabases", { suite: "dur", base, template, dataDir });
}
