import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Three suites, one lane each (scripts/test-all.sh):
 * - unit (`npm run test:unit`, in `npm run test:fast`): `*.test.ts`, no database, no server;
 * - integration (`npm run test:int`): `tests/integration`, route handlers and the CMS on real SQLite, and on
 *   PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set;
 * - durability (`npm run test:durability`, after `npm run build`): the drills that start the production server
 *   and kill it.
 * Integration and durability files run in parallel: each file gets its own PostgreSQL database (a fresh copy of
 * the run's template, tests/support/file-database.ts) and its own data folder, and the drills their own ports.
 */
const suite = process.env.TEST_SUITE ?? "unit";
const suites = {
  unit: { include: ["src/**/*.test.ts", "tests/**/*.test.ts"], globalSetup: [], setupFiles: [], workers: "100%" },
  integration: {
    include: ["tests/integration/**/*.integ.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/file-database.ts"],
    // Most of these files wait (outage drills, timeouts): files run side by side. More than three made the outage
    // drills' time bounds fail on a 2-core machine, and with the CMS tests on both engines three did too (the
    // PostgreSQL outage drill's requests in flight outlasted its 7 s bound in two CI runs of four): two.
    workers: process.env.TEST_WORKERS ?? "2",
  },
  durability: {
    include: ["tests/durability/**/*.integ.ts"],
    globalSetup: ["tests/support/durability-setup.ts"],
    setupFiles: ["tests/support/file-database.ts"],
    // One drill at a time: each starts servers and loads both cores; side by side their timings (a 413
    // "quickly", restarts) are not what they measure.
    workers: process.env.TEST_WORKERS ?? "1",
  },
}[suite];
if (!suites) throw new Error(`TEST_SUITE must be unit, integration or durability, not ${suite}`);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@payload-config": fileURLToPath(new URL("./src/payload.config.ts", import.meta.url)),
      // The server boundary marker throws outside React Server Components; tests run server code directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty.ts", import.meta.url)),
    },
  },
  test: {
    include: suites.include,
    exclude: ["node_modules/**"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: /%$/.test(suites.workers) ? suites.workers : Number(suites.workers),
    environment: "node",
    // The test files' processes resolve packages with the "development" condition, as Vite does for the code it
    // transforms: lexical (under the CMS's editor) then loads its plain builds, not its "node" entries, whose
    // top-level await did not settle in about half of the loads on Node 20 (scripts/lib/node-args.mjs).
    execArgv: ["--conditions=development"],
    // next-intl's ESM build imports "next/navigation" without an extension, which Node's loader cannot
    // resolve; inlined, Vite resolves it (src/i18n/navigation.test.ts).
    server: { deps: { inline: ["next-intl"] } },
    // Server logs are JSON lines for operators; tests keep their own output readable. DATA_DIR: the CMS that the
    // lead endpoints and the advisor read (each integration file gets a copy of its own: file-database.ts).
    env: { LOG_LEVEL: "silent", DATA_DIR: "tmp/vitest-data" },
    globalSetup: suites.globalSetup,
    setupFiles: suites.setupFiles,
  },
});
