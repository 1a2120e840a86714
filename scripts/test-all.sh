#!/usr/bin/env bash
# The whole test suite, as the README's test command and CI run it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s\n' "$*"; }

step "Chromium for the browser tests, nginx and Java for the checks"
bash scripts/ensure-chromium.sh
bash scripts/ensure-tools.sh

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Format"
npm run --silent format:check

step "Unit and integration tests"
# The run counts only if its JSON report exists and holds the tests: Vitest exited 0 without running a test
# while its global setup's import never settled (lexical's top-level await, scripts/lib/node-args.mjs).
mkdir -p tmp && rm -f tmp/vitest-report.json
npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json=tmp/vitest-report.json
node -e 'const r = JSON.parse(require("fs").readFileSync("tmp/vitest-report.json", "utf8")); if (!r.success || r.numTotalTests < 100) { console.error(`vitest ran ${r.numTotalTests} tests, success ${r.success}`); process.exit(1); } console.log(`vitest: ${r.numPassedTests} of ${r.numTotalTests} tests passed`);'

step "Production build"
# The build prerenders the pages from the CMS. It starts from a fresh one, with its uploads in a folder of its
# own, as the servers of the checks and the browser tests do: uploads live beside the data, and a CMS seeded
# by the tests above keeps its files in their folder (the pages would link files this build does not have).
rm -rf tmp/build-data
if [ -n "${DATABASE_URL:-}" ]; then
  node -e 'import("./tests/support/cms-schema.mjs").then((m) => m.dropCmsSchema(process.env.DATABASE_URL))'
fi
DATA_DIR=tmp/build-data npm run --silent build

step "Launch checks (quick ones): JavaScript weight, valid HTML, no broken links, security headers"
npm run --silent check:js
npm run --silent check:html
npm run --silent check:links
if [ "$(id -u)" = 0 ]; then
  npm run --silent check:observatory
else
  echo "check:observatory skipped: it needs root for ports 80 and 443 (run npm run check:launch as root)"
fi

step "Durability: SIGKILL during a burst of submissions"
npm run --silent test:durability

step "Browser tests (Playwright on Chromium)"
npm run --silent test:e2e
