#!/usr/bin/env bash
# The whole test suite, as the README's test command and CI run it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s\n' "$*"; }

step "Chromium for the browser tests"
bash scripts/ensure-chromium.sh

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Format"
npm run --silent format:check

step "Unit and integration tests"
npm run --silent test:unit

step "Production build"
npm run --silent build

step "Durability: SIGKILL during a burst of submissions"
npm run --silent test:durability

step "Browser tests (Playwright on Chromium)"
npm run --silent test:e2e
