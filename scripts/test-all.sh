#!/usr/bin/env bash
# The test suite in lanes. `npm test` runs them all; `bash scripts/test-all.sh LANE…` runs some (npm run
# test:fast is `fast`, test:int is `int`). Lanes run one phase after another, each into its own log
# (tmp/lanes/LANE.log, printed when the lane ends); a phase starts only when the one before it passed:
#   1. fast        typecheck, lint and format check side by side, then the unit tests
#   2. int         integration tests (SQLite; PostgreSQL and Redis when set), two files at a time
#   3. build       the production build
#   4. e2e         the browser tests
#   5. checks      the launch checks (JavaScript weight, valid HTML, links, security headers)
#   6. durability  the drills that kill the production server
# Phases 2-6 run one at a time: each keeps both cores busy, and time bounds that the tests assert (a 503 within
# 7 s during a database outage, an edit live within 60 s, a server restart) failed when two of them shared
# this 2-core machine (the integration tests beside the build, the link crawl beside the browser tests).
# Each lane that runs tests writes a JSON report; the run ends with each lane's time and counts
# (scripts/lib/lane-report.mjs) and fails if a lane failed, ran no test, or (with CI=true) skipped one.
# With DATABASE_URL, lanes that run at the same time use databases of their own on that server
# (<base>_build, <base>_e2e, and one per test file: tests/support/pg-databases.mjs).
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

all=(fast int build checks durability e2e)
if [ $# -eq 0 ]; then wanted=("${all[@]}"); else wanted=("$@"); fi
for lane in "${wanted[@]}"; do
  case " ${all[*]} " in *" $lane "*) ;; *) echo "unknown lane: $lane (lanes: ${all[*]})" >&2; exit 2 ;; esac
done
want() { case " ${wanted[*]} " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

in_ci=""
case "${CI:-}" in
  1 | true | TRUE | True)
    in_ci=yes
    if [ -z "${DATABASE_URL:-}" ] || [ -z "${REDIS_URL:-}" ]; then
      echo "CI=true needs DATABASE_URL and REDIS_URL: without them the PostgreSQL and Redis tests would not run" >&2
      exit 1
    fi
    ;;
esac

dir=tmp/lanes
rm -rf "$dir" && mkdir -p "$dir"
: > "$dir/times"
run_started=$(date +%s)
declare -A pids starts cpu_starts

# The machine's CPU time so far, "busy total" in clock ticks of all cores (Linux's /proc/stat; "0 0" elsewhere).
cpu_now() {
  if [ -r /proc/stat ]; then
    awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6; exit }' /proc/stat
  else
    echo "0 0"
  fi
}
ticks=$(getconf CLK_TCK 2> /dev/null || echo 100)

# start LANE COMMAND…: runs the lane in the background, its output into its log.
start() {
  local lane=$1
  shift
  starts[$lane]=$(date +%s)
  cpu_starts[$lane]=$(cpu_now)
  printf '== %s: started\n' "$lane"
  ("$@") > "$dir/$lane.log" 2>&1 &
  pids[$lane]=$!
}
# finish LANE…: waits for each lane, prints its log and time; returns 1 if any failed. The times file gets a line
# per lane: its name, exit code, wall seconds, and how busy the machine's cores were meanwhile (per cent, and CPU
# seconds): a lane that keeps them busy cannot be made faster by running more of it at once, only by doing less.
finish() {
  local failed=0 lane rc seconds busy0 total0 busy1 total1 busy
  for lane in "$@"; do
    rc=0
    wait "${pids[$lane]}" || rc=$?
    seconds=$(($(date +%s) - starts[$lane]))
    read -r busy0 total0 <<< "${cpu_starts[$lane]}"
    read -r busy1 total1 <<< "$(cpu_now)"
    busy=$((busy1 - busy0))
    echo "$lane $rc $seconds $((total1 > total0 ? 100 * busy / (total1 - total0) : 0)) $((busy / ticks))" >> "$dir/times"
    printf '\n== %s: %s in %s s\n' "$lane" "$([ $rc = 0 ] && echo passed || echo "FAILED (exit $rc)")" "$seconds"
    cat "$dir/$lane.log"
    [ $rc = 0 ] || failed=1
  done
  return $failed
}
report() {
  echo $(($(date +%s) - run_started)) > "$dir/wall"
  node scripts/lib/lane-report.mjs "$dir"
}
stop_if_failed() { if [ "$1" != 0 ]; then report; exit 1; fi; }

# A fresh database of this run on the PostgreSQL server of DATABASE_URL (empty, or a copy of a template).
database() { node tests/support/pg-databases.mjs "$@"; }
base_db=""
if [ -n "${DATABASE_URL:-}" ]; then base_db=$(node -e 'console.log(decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1)))'); fi

lane_fast() {
  local rc=0 a b c
  npm run --silent typecheck & a=$!
  npm run --silent lint & b=$!
  npm run --silent format:check & c=$!
  wait $a || rc=1
  wait $b || rc=1
  wait $c || rc=1
  [ $rc = 0 ] || return 1
  npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json="$dir/unit.json"
}
# The unit tests' report (unit.json) is counted under the fast lane (scripts/lib/lane-report.mjs).
lane_int() { npm run --silent test:int:run -- --reporter=default --reporter=json --outputFile.json="$dir/int.json"; }
lane_build() {
  # As the README's first command: `npm run cms:seed` sets up a CMS of the build's own (an empty data folder and
  # an empty database), so the pages link only files this build has; the build prerenders the pages from it.
  rm -rf tmp/build-data
  if [ -n "$base_db" ]; then DATABASE_URL=$(database "${base_db}_build") || return 1; export DATABASE_URL; fi
  # The fast lane, when it ran, checked the types of these files and passed: the build does not check them again.
  # In CI (a fresh clone, built once) the build writes no cache for a next build (next.config.ts).
  if want fast; then export BUILD_TYPECHECK=skip; fi
  if [ "$in_ci" = yes ]; then export BUILD_CACHE=off; fi
  DATA_DIR=tmp/build-data npm run --silent cms:seed && DATA_DIR=tmp/build-data npm run --silent build
}
lane_checks() {
  bash scripts/ensure-tools.sh || return 1
  npm run --silent check:js && npm run --silent check:html && npm run --silent check:links || return 1
  if [ "$(id -u)" = 0 ]; then
    npm run --silent check:observatory
  else
    echo "check:observatory skipped: it needs root for ports 80 and 443 (run npm run check:launch as root)"
  fi
}
lane_durability() {
  bash scripts/ensure-tools.sh || return 1
  # Each drill file copies the database the build seeded (tests/support/durability-setup.ts).
  if [ -n "$base_db" ] && [ -z "${TEST_PG_TEMPLATE:-}" ] && want build; then export TEST_PG_TEMPLATE="${base_db}_build"; fi
  npm run --silent test:durability -- --reporter=default --reporter=json --outputFile.json="$dir/durability.json"
}
lane_e2e() {
  bash scripts/ensure-chromium.sh || return 1
  if [ -n "$base_db" ]; then DATABASE_URL=$(database "${base_db}_e2e") || return 1; export DATABASE_URL; fi
  PLAYWRIGHT_JSON_OUTPUT_NAME="$dir/e2e.json" npm run --silent test:e2e
}

phase() {
  local lanes=() lane
  for lane in "$@"; do want "$lane" && lanes+=("$lane"); done
  [ ${#lanes[@]} -gt 0 ] || return 0
  for lane in "${lanes[@]}"; do start "$lane" "lane_$lane"; done
  finish "${lanes[@]}"
}

phase fast; stop_if_failed $?
phase int; stop_if_failed $?
phase build; stop_if_failed $?
phase e2e; stop_if_failed $?
phase checks; stop_if_failed $?
phase durability; stop_if_failed $?
report
