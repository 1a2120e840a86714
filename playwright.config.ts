import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// The site's own address is the test server's (the canonical links, and the files' addresses the admin shows: Payload's
// serverURL), for the server this config starts and for the tests that check those addresses.
process.env.SITE_URL ??= `http://localhost:${port}`;

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  // One worker per core: each drives a Chromium against the one server all tests share (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: 0,
  timeout: 60_000,
  // The JSON report (when PLAYWRIGHT_JSON_OUTPUT_NAME names its file) is what the test run counts per lane.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  outputDir: "tmp/test-results",
  // Workers take the tests in this order: every other file first (each file's tests in one worker, one after
  // another, some waiting a minute for a scheduled post), then the page checks, one test per page and language,
  // which fill both workers to the end instead of leaving one idle while the other finishes a long file.
  projects: [
    { name: "site", testIgnore: "**/pages.e2e.ts" },
    { name: "pages", testMatch: "**/pages.e2e.ts" },
  ],
  use: {
    // localhost, not 127.0.0.1: Next's proxy redirects default-locale URLs to themselves on 127.0.0.1.
    baseURL: `http://localhost:${port}`,
    headless: true,
    launchOptions: {
      // Debian's headless shell, the headless Chromium Playwright itself runs by default (its own build): it
      // renders as Chromium does without a full browser around it. The page checks took 169 s and 305 s of CPU
      // with it, 254 s and 474 s with /usr/bin/chromium (the "pages" project alone, two runs one after the other
      // on this machine).
      executablePath: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // The production build (made by the test script before this runs) on fresh data (e2e-fresh-data.mjs),
    // logging to a file the 404 test reads.
    command: `sh -c "node tests/support/e2e-fresh-data.mjs && exec node dist/server/main.js > tmp/e2e-server.log 2>&1"`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // The first start seeds the empty CMS (the launch checks run beside the browser tests).
    timeout: 180_000,
    // TRUST_PROXY=1: each test presents its own X-Forwarded-For, so rate limits apply per test, as per visitor.
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: "info",
      DATA_DIR: "tmp/e2e-data",
      TRUST_PROXY: "1",
      OUTBOX_POLL_MS: "500",
      // Scheduled publishing is looked at every 5 s (a minute in production), so a post scheduled for the next
      // minute is live within that minute plus 5 s.
      JOBS_CRON: "*/5 * * * * *",
    },
  },
});
