#!/usr/bin/env bash
# The launch check (issue 6): every budget, each by a script that prints its figures; exits non-zero if any
# budget is missed. Builds first unless --no-build. With --bench also runs the three benchmarks.
#   npm run check:launch [-- --no-build] [-- --bench]
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
build=1
bench=0
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    --bench) bench=1 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done

failed=()
check() {
  local name="$1"
  shift
  printf '\n== %s\n' "$name"
  if ! "$@"; then failed+=("$name"); fi
}

bash scripts/ensure-chromium.sh && bash scripts/ensure-tools.sh || exit 1
if [ "$build" = 1 ]; then
  check "CMS set up (migrations, first content)" npm run --silent cms:seed || true
  [ ${#failed[@]} -gt 0 ] || check "Production build" npm run --silent build || true
  if [ ${#failed[@]} -gt 0 ]; then echo "build failed" >&2; exit 1; fi
fi
check "Launch checklist: no example details left in the CMS (the admin's dashboard lists them)" npm run --silent check:placeholders
check "First-load JavaScript <= 170 KB gzip on every content page" npm run --silent check:js
check "W3C Nu HTML Checker: zero errors on every page" npm run --silent check:html
check "Broken internal links from / and /ar (linkinator 7)" npm run --silent check:links
check "Security headers: MDN HTTP Observatory A+" npm run --silent check:observatory
check "Lighthouse mobile budgets on every page type in both languages" npm run --silent check:lighthouse
check "Browser suite: zero CSP violations, zero console errors, axe on every page" npm run --silent test:e2e
if [ "$bench" = 1 ]; then
  check "Benchmark: page throughput, the production server vs nginx" node scripts/bench-pages.mjs
  check "Benchmark: lead submissions per second" node scripts/bench-leads.mjs
  check "Benchmark: advisor local-mode latency" node scripts/bench-advisor.mjs
fi

echo
if [ ${#failed[@]} -gt 0 ]; then
  printf 'LAUNCH CHECK FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "LAUNCH CHECK PASSED"
