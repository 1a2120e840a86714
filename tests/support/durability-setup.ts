import type { TestProject } from "vitest/node";
import { requireServicesInCi } from "./services";

/**
 * Before the drills: each file gets a database of its own (file-database.ts), a copy of TEST_PG_TEMPLATE when it
 * is set (the test run passes the database the build seeded, so a drill's first start does not seed the CMS
 * while it is being killed), else an empty one that the server migrates and seeds. SQLite drills make their own
 * data folders.
 */
export default function setup(project: TestProject): void {
  requireServicesInCi();
  project.provide("testDatabases", {
    suite: "dur",
    base: process.env.DATABASE_URL ?? "",
    template: process.env.TEST_PG_TEMPLATE ?? "",
    dataDir: "",
  });
}
