import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// TEST_SUITE=durability selects the tests that start the production build and kill it (after `npm run build`).
const durability = process.env.TEST_SUITE === "durability";

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
    include: durability
      ? ["tests/durability/**/*.integ.ts"]
      : ["src/**/*.test.ts", "tests/**/*.test.ts", "tests/**/*.integ.ts"],
    exclude: durability ? ["node_modules/**"] : ["tests/durability/**", "node_modules/**"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration files share one PostgreSQL database: run files one after the other.
    fileParallelism: false,
    environment: "node",
    // The test files' processes resolve packages with the "development" condition, as Vite does for the code it
    // transforms: lexical (under the CMS's editor) then loads its plain builds, not its "node" entries, whose
    // top-level await did not settle in about half of the loads on Node 20 (scripts/lib/node-args.mjs).
    execArgv: ["--conditions=development"],
    // next-intl's ESM build imports "next/navigation" without an extension, which Node's loader cannot
    // resolve; inlined, Vite resolves it (src/i18n/navigation.test.ts).
    server: { deps: { inline: ["next-intl"] } },
    // Server logs are JSON lines for operators; tests keep their own output readable.
    // The CMS (read by the lead endpoints and the advisor) lives in its own data folder during tests.
    env: { LOG_LEVEL: "silent", DATA_DIR: "tmp/vitest-data" },
    globalSetup: durability ? [] : ["tests/support/global-setup.ts"],
  },
});
