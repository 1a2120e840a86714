#!/usr/bin/env node
// The server's resident memory over a day's work in a few minutes: the production server (dist/server/main.js) is
// started on a fresh data folder (SQLite, or a fresh PostgreSQL database when DATABASE_URL is set) that
// `npm run cms:seed` has set up first, as a deployment does (docs/operations.md, "One machine"), and its RSS
// (VmRSS in /proc/PID/status) is read every second while it serves every page type in both languages, takes 1,000
// leads through the contact form's API (one trusted proxy hop, a different visitor each, as bench:leads does, so
// the per-address limit does not apply), mirrors them into the CMS, shows them to a signed-in staff member in
// the admin (its list, page by page, a lead's own view) and over REST, and then sits idle. Prints the curve (every
// --every seconds and each phase's end), each phase's peak and end, the anonymous and file-backed parts of the
// RSS at each phase's end (/proc/PID/smaps_rollup) and the settled figure (the mean of the last 10 s idle).
//
// Each build's server runs with the allocator settings (Environment=MALLOC_…) and under the memory limit (MemoryMax)
// of its systemd unit (deploy/systemd/alexandria-training.service), or --limit MB (0: none), in a cgroup of its own:
// `systemd-run --scope` where systemd runs the machine, else a cgroup made here (root); where neither can be made
// the limit is only compared with the peak. Node sizes its heap from that limit, as it does under the unit. --before DIR measures another build (a checkout with its own
// `npm run build`, e.g. `git worktree add ../before main`) in the same run, first. Exits 1 when this build's peak
// RSS passes --budget MB, or a server was killed.
//   node --import tsx scripts/bench-memory.mjs [--before DIR] [--limit MB] [--budget 500] [--leads 1000] [--idle 60]
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { postContacts } from "./lib/lead-load.mjs";
import { newsPosts, pageRows, publishLanding, staffSession } from "./lib/site-pages.mjs";
import { startSite } from "./lib/site-server.mjs";

const root = resolve(import.meta.dirname, "..");
const unitFile = "deploy/systemd/alexandria-training.service";
const { values } = parseArgs({
  options: {
    before: { type: "string" },
    limit: { type: "string" },
    budget: { type: "string", default: "500" },
    leads: { type: "string", default: "1000" },
    // Requests of each page (4 at a time).
    requests: { type: "string", default: "40" },
    idle: { type: "string", default: "60" },
    every: { type: "string", default: "5" },
    port: { type: "string", default: "3196" },
  },
});
const MB = 2 ** 20;

/** The memory settings of a build's systemd unit: MemoryMax in MB (undefined: none) and its MALLOC_… variables. */
function unitSettings(dir) {
  const unit = readFileSync(join(dir, unitFile), "utf8");
  const max = /^MemoryMax=(\d+)([KMG]?)$/m.exec(unit);
  return {
    limit: max ? Number(max[1]) * { K: 1 / 1024, M: 1, G: 1024, "": 1 / MB }[max[2]] : undefined,
    malloc: Object.fromEntries(
      [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((line) =>
        [...line[1].matchAll(/(MALLOC_\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
      ),
    ),
  };
}

/**
 * A memory cgroup of `mb` for the server: the command prefix that starts it inside, how it was made, and a
 * reader of its peak and OOM kills. systemd-run's scope where systemd runs the machine; else a child of this
 * process's own cgroup (v2 memory.max, v1 memory.limit_in_bytes); else none (the limit is only compared).
 */
function memoryLimit(name, mb) {
  const none = { prefix: [], how: "not enforced (no cgroup could be made): compared with the peak", read: () => ({}) };
  if (!mb) return { ...none, how: "none" };
  if (existsSync("/run/systemd/system")) {
    const prefix = ["systemd-run", "--scope", "--quiet", "-p", `MemoryMax=${mb}M`, "-p", "MemorySwapMax=0", "--"];
    return { prefix, how: `systemd-run --scope -p MemoryMax=${mb}M`, read: () => ({}) };
  }
  const own = readFileSync("/proc/self/cgroup", "utf8").split("\n");
  const v2 = existsSync("/sys/fs/cgroup/cgroup.controllers");
  const line = own.find((entry) => (v2 ? entry.startsWith("0::") : /^\d+:memory:/.test(entry)));
  if (!line) return none;
  const dir = join(v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory", line.split(":")[2], name);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, v2 ? "memory.max" : "memory.limit_in_bytes"), String(mb * MB));
  } catch {
    return none;
  }
  const value = (file) => {
    try {
      return readFileSync(join(dir, file), "utf8");
    } catch {
      return "";
    }
  };
  return {
    // The shell moves itself into the cgroup, then becomes the server (Node reads the limit as it starts).
    prefix: ["sh", "-c", `echo $$ > ${join(dir, "cgroup.procs")} && exec "$0" "$@"`],
    how: `a cgroup of its own (${v2 ? "memory.max" : "memory.limit_in_bytes"} ${mb} MB)`,
    read: () => ({
      peak: Number(value(v2 ? "memory.peak" : "memory.max_usage_in_bytes")) / MB || undefined,
      oomKills: Number(/oom_kill (\d+)/.exec(value(v2 ? "memory.events" : "memory.oom_control"))?.[1] ?? 0),
    }),
    remove: () => rmdirSync(dir),
  };
}

/** Fields of /proc/PID/status or smaps_rollup in MB ("VmRSS: 123 kB"). */
function procFields(pid, file) {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, "utf8");
    return Object.fromEntries([...text.matchAll(/^(\w+):\s+(\d+) kB$/gm)].map((m) => [m[1], Number(m[2]) / 1024]));
  } catch {
    return {};
  }
}

/** Reads the server's RSS every second, each sample tagged with the phase it falls in. */
function sampler(pid) {
  const started = Date.now();
  const samples = [];
  const ends = [];
  let phase = "started";
  const sample = () => {
    const status = procFields(pid, "status");
    if (status.VmRSS !== undefined) samples.push({ t: (Date.now() - started) / 1000, phase, rss: status.VmRSS });
    return status;
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    samples,
    ends,
    /** Ends the phase under way (its last sample, the RSS's anonymous and file-backed parts) and starts `next`. */
    phase(next) {
      const status = sample();
      const rollup = procFields(pid, "smaps_rollup");
      if (samples.length) samples.at(-1).end = true;
      ends.push({
        phase,
        rss: status.VmRSS,
        hwm: status.VmHWM,
        anon: rollup.Anonymous,
        file: rollup.Rss - rollup.Anonymous,
      });
      phase = next;
    },
    stop: () => clearInterval(timer),
  };
}

const mb = (value) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(0));

/** A fresh PostgreSQL database beside DATABASE_URL's for one build (dropped and made anew), or undefined. */
async function freshDatabase(label) {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1) || "postgres"}_mem_${label}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** Requests each address `count` times, 4 at a time; throws on any answer but the expected ones. */
async function requestAll(base, paths, { count, headers = {}, ok = [200] }) {
  for (const path of paths) {
    const result = await autocannon({ url: base + path, connections: Math.min(4, count), amount: count, headers });
    const bad = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !ok.includes(Number(code)));
    if (result.errors || bad.length) throw new Error(`${path}: ${result.errors} errors, ${JSON.stringify(bad)}`);
  }
}

/** 1,000 contact messages, in both languages: every answer must be 201. */
async function postLeads(base, count, label) {
  const result = await postContacts(
    base,
    (n) => ({
      firstName: n % 2 ? "سارة" : "Sara",
      lastName: `Memory ${label} ${n}`,
      email: `memory-${label}-${n}@example.org`,
      message: n % 2 ? "أريد معرفة مواعيد دورة Power BI" : "When does the next Power BI course start?",
      locale: n % 2 ? "ar" : "en",
      startedAt: Date.now() - 60_000,
    }),
    { connections: 10, amount: count },
  );
  if (result["2xx"] !== count) throw new Error(`leads: ${result["2xx"]} of ${count} answered 2xx`);
}

/** Waits until the CMS's lead list (the outbox's mirror) holds `count` leads; returns the count it reached. */
async function mirrored(base, staff, count) {
  const deadline = Date.now() + 300_000;
  let total = 0;
  while (Date.now() < deadline) {
    const answer = await fetch(`${base}/cms-api/leads?limit=1&depth=0`, { headers: staff });
    total = (await answer.json()).totalDocs ?? 0;
    if (total >= count) break;
    await new Promise((done) => setTimeout(done, 2_000));
  }
  return total;
}

/** One build's run: start, pages, leads, their mirror, the admin, idle. Returns its samples and phase ends. */
async function measure(label, cwd) {
  const unit = unitSettings(cwd);
  const limit = memoryLimit(`bench-memory-${label}`, values.limit === undefined ? unit.limit : Number(values.limit));
  const database = await freshDatabase(label);
  const site = await startSite(`bench-memory-${label}`, values.port, {
    cwd,
    env: { ...unit.malloc, TRUST_PROXY: "1", ...(database ? { DATABASE_URL: database } : {}) },
    seed: true,
    prefix: limit.prefix,
  });
  const curve = sampler(site.pid);
  const leadCount = Number(values.leads);
  let killed = false;
  let finished = false;
  try {
    const staffEnv = { DATA_DIR: site.dataDir, ...(database ? { DATABASE_URL: database } : {}) };
    curve.phase("pages");
    const staff = await staffSession(site.url, staffEnv);
    const rows = pageRows({ ...(await newsPosts(site.url)), ...(await publishLanding(site.url, staff)) });
    const paths = [...rows.map((row) => row.path), "/no-such-page", "/ar/no-such-page"];
    await requestAll(site.url, paths, { count: Number(values.requests), ok: [200, 404] });
    curve.phase("leads");
    await postLeads(site.url, leadCount, label);
    curve.phase("mirror");
    const inCms = await mirrored(site.url, staff, leadCount);
    if (inCms < leadCount) console.log(`${label}: ${inCms} of ${leadCount} leads reached the CMS within 300 s`);
    curve.phase("admin");
    const pages = Math.ceil(leadCount / 100);
    const list = await (await fetch(`${site.url}/cms-api/leads?limit=1&depth=0`, { headers: staff })).json();
    const admin = ["/admin", `/admin/collections/leads/${list.docs[0].id}`];
    for (let page = 1; page <= pages; page++) admin.push(`/admin/collections/leads?limit=100&page=${page}`);
    const rest = [];
    for (let page = 1; page <= pages; page++) rest.push(`/cms-api/leads?limit=100&page=${page}`);
    for (let pass = 0; pass < 2; pass++) {
      await requestAll(site.url, admin, { count: 2, headers: { cookie: staff.cookie } });
      await requestAll(site.url, rest, { count: 2, headers: { authorization: staff.authorization } });
    }
    curve.phase("idle");
    await new Promise((done) => setTimeout(done, Number(values.idle) * 1000));
    curve.phase("end");
    finished = true;
  } catch (error) {
    killed = !existsSync(`/proc/${site.pid}`);
    curve.phase("failed");
    console.log(`${label}: ${error instanceof Error ? error.message : error}${killed ? " (the server is gone)" : ""}`);
    console.log(site.logs.join("").split("\n").slice(-15).join("\n"));
  } finally {
    curve.stop();
  }
  const cgroup = limit.read();
  await site.stop();
  limit.remove?.();
  const idle = curve.samples.filter((s) => s.phase === "idle");
  const last = idle.filter((s) => s.t >= (idle.at(-1)?.t ?? 0) - 10);
  const settled = last.length ? last.reduce((sum, s) => sum + s.rss, 0) / last.length : undefined;
  const peak = Math.max(...curve.ends.map((end) => end.hwm ?? 0));
  return { label, cwd, malloc: unit.malloc, limit, cgroup, killed, finished, settled, peak, ...curve };
}

function report(run) {
  console.log(`\n${run.label}: ${run.cwd}; memory limit: ${run.limit.how}; allocator ${JSON.stringify(run.malloc)}`);
  console.log("  curve (s, phase, RSS MB):");
  const every = Number(values.every);
  let next = 0;
  for (const [index, s] of run.samples.entries()) {
    if ((s.t < next && !s.end) || (index === 1 && s.t - run.samples[0].t < 1)) continue;
    next = s.t + every;
    console.log(`  ${s.t.toFixed(0).padStart(6)}  ${s.phase.padEnd(8)} ${mb(s.rss).padStart(6)}`);
  }
  console.log(
    `  ${"phase".padEnd(9)}${"peak".padStart(7)}${"end".padStart(7)}${"anon".padStart(7)}${"file".padStart(7)}`,
  );
  for (const end of run.ends.slice(1)) {
    const rss = run.samples.filter((s) => s.phase === end.phase).map((s) => s.rss);
    console.log(
      `  ${end.phase.padEnd(9)}${mb(Math.max(...rss, end.rss ?? 0)).padStart(7)}${mb(end.rss).padStart(7)}` +
        `${mb(end.anon).padStart(7)}${mb(end.file).padStart(7)}`,
    );
  }
  console.log(
    `  peak RSS (VmHWM) ${mb(run.peak)} MB, settled ${mb(run.settled)} MB` +
      (run.cgroup.peak ? `; the cgroup's peak (RSS and page cache) ${mb(run.cgroup.peak)} MB` : "") +
      (run.cgroup.oomKills ? `; OOM kills ${run.cgroup.oomKills}` : "") +
      (run.killed ? "; the server was killed" : ""),
  );
}

const runs = [];
if (values.before) runs.push(await measure("before", resolve(values.before)));
runs.push(await measure("this", root));
for (const run of runs) report(run);
if (runs.length > 1) {
  console.log("\nphase      peak before  peak this");
  for (const end of runs[1].ends.slice(1)) {
    const peakOf = (run) => {
      const rss = run.samples.filter((s) => s.phase === end.phase).map((s) => s.rss);
      return rss.length ? Math.max(...rss) : undefined;
    };
    console.log(`  ${end.phase.padEnd(9)}${mb(peakOf(runs[0])).padStart(11)}${mb(peakOf(runs[1])).padStart(11)}`);
  }
  console.log(`  ${"settled".padEnd(9)}${mb(runs[0].settled).padStart(11)}${mb(runs[1].settled).padStart(11)}`);
}
const mine = runs.at(-1);
const budget = Number(values.budget);
if (mine.killed || mine.cgroup.oomKills || mine.peak > budget || !mine.finished) {
  console.log(`\nthis build: peak ${mb(mine.peak)} MB against a budget of ${budget} MB, or it did not finish: FAILED`);
  process.exitCode = 1;
}
