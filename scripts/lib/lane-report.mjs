// Prints what each lane of the test run did (scripts/test-all.sh): its time, and for the lanes that run tests
// how many passed, failed and were skipped, read from the runners' JSON reports. Exits 1 when a lane that ran
// failed, ran no test, or (with CI=true) skipped one: a check that can pass without running cannot fail.
//   node scripts/lib/lane-report.mjs tmp/lanes
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";

const dir = process.argv[2] ?? "tmp/lanes";
const inCi = /^(1|true)$/i.test(process.env.CI ?? "");
const lanes = readFileSync(join(dir, "times"), "utf8")
  .trim()
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const [name, exit, seconds, busy, cpuSeconds] = line.split(" ");
    return { name, exit: Number(exit), seconds: Number(seconds), busy, cpuSeconds };
  });

/** Counts from a Vitest or Playwright JSON report, or null when the lane writes none. */
function counts(name) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numTotalTests" in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const s = report.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

/**
 * The test files that took longest in a lane's report, as [seconds, file]: a Vitest file's wall time, or a
 * Playwright file's summed test time (its tests may have run on several workers at once).
 */
function slowestFiles(name, count = 5) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const byFile = new Map();
  if ("testResults" in report) {
    for (const result of report.testResults) byFile.set(result.name, (result.endTime - result.startTime) / 1000);
  } else {
    const walk = (suite, name) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          for (const run of test.results) byFile.set(name, (byFile.get(name) ?? 0) + run.duration / 1000);
        }
      }
      for (const child of suite.suites ?? []) walk(child, name);
    };
    for (const suite of report.suites) walk(suite, suite.file);
  }
  return [...byFile]
    .map(([path, seconds]) => [Math.round(seconds), path.replace(`${process.cwd()}/`, "")])
    .sort((a, b) => b[0] - a[0])
    .slice(0, count);
}

let bad = 0;
const total = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
// The fast lane's tests are the unit tests (its typecheck, lint and format check count none).
const reportOf = (lane) => (lane === "fast" ? "unit" : lane);
for (const lane of lanes) {
  const c = counts(reportOf(lane.name));
  let note = lane.exit === 0 ? "ok" : `exit ${lane.exit}`;
  if (c) {
    for (const key of Object.keys(total)) total[key] += c[key];
    note += `; ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
    if (c.passed + c.failed === 0) note += "  <- ran no test";
    if (inCi && c.skipped > 0) note += "  <- skipped tests in CI";
    if (c.passed + c.failed === 0 || (inCi && c.skipped > 0)) bad++;
  } else if (["fast", "int", "durability", "e2e"].includes(lane.name) && lane.exit === 0) {
    note += "  <- no report";
    bad++;
  }
  if (lane.exit !== 0) bad++;
  // How busy the machine's cores were during the lane (older times files have no such columns).
  const cpu = lane.busy === undefined ? "" : `${lane.busy.padStart(3)} % CPU, ${lane.cpuSeconds.padStart(4)} CPU-s`;
  rows.push(`${lane.name.padEnd(12)} ${String(lane.seconds).padStart(5)} s  ${cpu.padEnd(22)} ${note}`);
}
console.log(`\n== Lanes (wall time each, one after another; CPU: the machine's ${availableParallelism()} cores)`);
for (const row of rows) console.log(row);
const wall = readFileSync(join(dir, "wall"), "utf8").trim();
const cpuSeconds = lanes.reduce((sum, lane) => sum + Number(lane.cpuSeconds ?? 0), 0);
const floor = cpuSeconds
  ? `; ${cpuSeconds} CPU-s: ${Math.ceil(cpuSeconds / availableParallelism())} s with every core busy`
  : "";
console.log(`whole run ${wall} s${floor}`);
for (const lane of lanes) {
  const slowest = slowestFiles(reportOf(lane.name));
  if (slowest.length)
    console.log(`slowest files of ${lane.name}: ${slowest.map(([s, f]) => `${f} ${s} s`).join(", ")}`);
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(bad ? 1 : 0);
