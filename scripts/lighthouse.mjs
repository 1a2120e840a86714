// Lighthouse budget check (design.md section 8): mobile, simulated throttling, one page of every type in
// both languages, each measured --runs times (median of each figure). Prints a table and exits 1 when a
// page misses the budget: performance >= 95, accessibility, best practices and SEO 100, CLS 0.
//
// Usage: node scripts/lighthouse.mjs [--url http://localhost:3000] [--port N] [--runs 3]
//                                    [--cpu-multiplier N | --calibrate] [--json tmp/lighthouse/json] [--tbt-tasks]
//                                    [/path ...]
//   Without --url it starts the production server (`npm start`, after `npm run build`) on --port (default:
//   a free port chosen by the system) and stops that server, and only that one, at the end.
//   The CPU slowdown is Lighthouse's default 4x unless --cpu-multiplier is given, or --calibrate, which
//   derives it from the machine's benchmarkIndex as Lighthouse's docs/throttling.md describes (the
//   multiplier that brings this machine to the reference mid-tier mobile device). The benchmarkIndex and
//   the multiplier are printed next to every score.
//   --tbt-tasks prints, after every run, the main-thread tasks that Lighthouse's simulation (Lantern, the
//   pessimistic TBT estimate) counts in Total Blocking Time: their simulated start and length at the CPU
//   slowdown, the blocking time each adds after the simulated first contentful paint, and what ran in them.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { parseArgs } from "node:util";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { defaultThrottling, figures, launchChrome, measure as runLighthouse, median } from "./lib/lighthouse.mjs";

/** One page of every type (spec: home, about, training, path, plan builder, contact, corporate, legal). */
const PAGE_TYPES = [
  "/",
  "/about",
  "/training/it",
  "/paths/data-analyst",
  "/start-learning",
  "/contact",
  "/corporate",
  "/privacy",
];
const DEFAULT_PATHS = PAGE_TYPES.flatMap((path) => [path, path === "/" ? "/ar" : `/ar${path}`]);
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    base: { type: "string" }, // old name of --url
    port: { type: "string" },
    runs: { type: "string", default: "3" },
    "cpu-multiplier": { type: "string" },
    calibrate: { type: "boolean", default: false },
    json: { type: "string" },
    "tbt-tasks": { type: "boolean", default: false },
  },
});
const paths = positionals.length ? positionals : DEFAULT_PATHS;
const runs = Math.max(1, Number(values.runs) || 1);
const root = process.cwd();
mkdirSync(`${root}/tmp/lighthouse`, { recursive: true });
// Chromium's profile and leftovers stay inside the project.
process.env.TMPDIR = `${root}/tmp/lighthouse`;
if (values.json) mkdirSync(values.json, { recursive: true });

/**
 * The CPU slowdown that makes a machine with this benchmarkIndex behave like Lighthouse's reference
 * mid-tier mobile device (the piecewise-linear table of docs/throttling.md and its calculator:
 * 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x).
 */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * The tasks Lantern's last TBT simulation counts (50 ms or longer at the CPU slowdown), each with the
 * blocking time Lantern's own TBTUtils gives it. Lighthouse reports the mean of two estimates, each with its
 * own window (optimistic: pessimistic FCP to optimistic interactive; pessimistic: the other way round), so
 * the column is that mean too and adds up to the reported TBT.
 */
function printBlockingTasks() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const end = (label) => Math.max(...[...(timings.get(label)?.values() ?? [])].map((timing) => timing.endTime));
  const estimates = [
    ["optimisticTotalBlockingTime", "pessimisticFirstContentfulPaint", "optimisticInteractive"],
    ["pessimisticTotalBlockingTime", "optimisticFirstContentfulPaint", "pessimisticInteractive"],
  ].map(([tbt, fcp, interactive]) => ({ timings: timings.get(tbt), from: end(fcp), to: end(interactive) }));
  if (estimates.some(({ timings, from, to }) => !timings || !Number.isFinite(from) || !Number.isFinite(to)))
    return console.log("    (no Lantern simulation to show)");
  const { BLOCKING_TIME_THRESHOLD, calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;
  const window = estimates.map(({ from, to }) => `${from.toFixed(0)}-${to.toFixed(0)}`).join(" / ");
  console.log(`    TBT windows ${window} ms; tasks of 50 ms or more (start, length, blocking, contents):`);
  const asTask = (timing) => ({
    start: timing.startTime,
    end: timing.endTime,
    duration: timing.endTime - timing.startTime,
  });
  for (const [node, timing] of [...estimates[1].timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    const task = asTask(timing);
    if (node.type !== "cpu" || task.duration < BLOCKING_TIME_THRESHOLD) continue;
    const blocking =
      estimates.reduce((sum, { timings, from, to }) => {
        const own = timings.get(node);
        return sum + (own ? calculateTbtImpactForEvent(asTask(own), from, to) : 0);
      }, 0) / estimates.length;
    const contents = node.childEvents
      .filter((event) => event.dur >= 2000)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.url ? ` ${event.args.data.url.split("/").pop()}` : ""} ${(event.dur / 1000).toFixed(0)}`,
      )
      .filter((text, index, all) => all.indexOf(text) === index)
      .slice(0, 5)
      .join(", ");
    console.log(
      `    ${task.start.toFixed(0).padStart(6)} ${task.duration.toFixed(0).padStart(5)} ${blocking.toFixed(0).padStart(5)}  ${contents}`,
    );
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Starts the production server on its own port; returns the base URL and a stop function for that process only. */
async function startServer() {
  const port = Number(values.port) || (await freePort());
  const child = spawn(process.execPath, [`${root}/dist/server/main.js`], {
    cwd: root,
    // Not 127.0.0.1: Next's proxy would then redirect English URLs to themselves (docs/operations.md, HOSTNAME).
    env: { ...process.env, NODE_ENV: "production", HOSTNAME: "localhost", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  process.once("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  await waitForServer(`${base}/`, child);
  console.log(`started the production server (pid ${child.pid}) at ${base}`);
  return { base, stop };
}

const server = values.url || values.base ? null : await startServer();
const base = (values.url ?? values.base ?? server.base).replace(/\/$/, "");

const chrome = await launchChrome();
const measure = (path, multiplier) => runLighthouse(chrome, `${base}${path}`, { multiplier });
const { version: lighthouseVersion } = JSON.parse(readFileSync(`${root}/node_modules/lighthouse/package.json`, "utf8"));

let multiplier = values["cpu-multiplier"] ? Number(values["cpu-multiplier"]) : undefined;
const header =
  "page                       perf  a11y  bp   seo    LCP s   TBT ms  CLS    bench  cpu x  runs(perf)        verdict";
let failures = 0;
try {
  if (values.calibrate) {
    // A warm-up run only to read the machine's benchmarkIndex.
    const lhr = await measure(paths[0]);
    multiplier = Number(calibratedMultiplier(lhr.environment.benchmarkIndex).toFixed(2));
    console.log(
      `calibration: benchmarkIndex ${lhr.environment.benchmarkIndex.toFixed(0)} -> cpuSlowdownMultiplier ${multiplier}`,
    );
  }
  console.log(
    `Lighthouse ${lighthouseVersion} mobile, simulated throttling (slow 4G), ${runs} run(s) per page, median; ` +
      `CPU slowdown ${multiplier ?? defaultThrottling.cpuSlowdownMultiplier}x${multiplier ? " (calibrated/custom)" : " (default)"}`,
  );
  console.log(header);
  for (const path of paths) {
    const samples = [];
    for (let run = 0, retries = 0; run < runs; run++) {
      const lhr = await measure(path, multiplier);
      // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) is not a score: run it again
      // (twice at most per page), so that it does not drag the median down to 0.
      if (lhr.runtimeError && retries < 2) {
        console.log(`${path}: run ${run + 1} failed (${lhr.runtimeError.code}), running it again`);
        retries++;
        run--;
        continue;
      }
      if (values["tbt-tasks"]) {
        console.log(`${path}: run ${run + 1}, TBT ${lhr.audits["total-blocking-time"]?.numericValue.toFixed(0)} ms`);
        printBlockingTasks();
      }
      if (values.json) {
        const name = path.replace(/^\//, "").replaceAll("/", "_") || "en";
        writeFileSync(`${values.json}/${name}-${run + 1}.json`, JSON.stringify(lhr));
      }
      samples.push({ lhr, ...figures(lhr) });
    }
    const m = (key) => median(samples.map((sample) => sample[key]));
    const row = {
      performance: m("performance"),
      accessibility: m("accessibility"),
      bestPractices: m("bestPractices"),
      seo: m("seo"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      benchmarkIndex: m("benchmarkIndex"),
      cpu: m("cpu"),
    };
    const ok =
      row.performance >= BUDGET.performance &&
      row.accessibility >= BUDGET.accessibility &&
      row.bestPractices >= BUDGET.bestPractices &&
      row.seo >= BUDGET.seo &&
      row.cls <= BUDGET.cls;
    if (!ok) failures++;
    console.log(
      [
        path.padEnd(26),
        String(row.performance).padStart(4),
        String(row.accessibility).padStart(5),
        String(row.bestPractices).padStart(4),
        String(row.seo).padStart(4),
        (row.lcp / 1000).toFixed(2).padStart(7),
        row.tbt.toFixed(0).padStart(8),
        row.cls.toFixed(3).padStart(6),
        row.benchmarkIndex.toFixed(0).padStart(6),
        row.cpu.toFixed(2).padStart(6),
        `  ${samples.map((sample) => sample.performance).join("/")}`.padEnd(18),
        ok ? "ok" : "BELOW BUDGET",
      ].join(" "),
    );
    if (!ok) {
      // Name the failing non-performance audits of the last run (performance is explained by LCP/TBT/CLS).
      const { lhr } = samples.at(-1);
      for (const [id, category] of Object.entries(lhr.categories)) {
        if (id === "performance") continue;
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1)
            console.log(`    ${id}: ${audit.id} (${audit.title})`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  server?.stop();
}
console.log(
  failures ? `${failures} of ${paths.length} page(s) below budget` : `all ${paths.length} page(s) within budget`,
);
process.exitCode = failures ? 1 : 0;
