// Lead submissions per second against the production server on SQLite (WAL, synchronous=FULL).
// Starts the production server (dist/server/main.js) itself on a fresh data folder (needs `npm run build` first), posts valid contact
// messages with autocannon, then checks that every 201 is a stored lead.
// Usage: node scripts/bench-leads.mjs [--duration 10] [--connections 20]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { postContacts } from "./lib/lead-load.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "3193" },
  },
});
const port = Number(values.port);
const dataDir = mkdtempSync(join(tmpdir(), "bench-leads-"));
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  },
  stdio: "ignore",
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

for (let i = 0; i < 150; i++) {
  try {
    await fetch(`http://localhost:${port}/`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

const result = await postContacts(
  `http://localhost:${port}`,
  (n) => ({
    firstName: "سارة",
    lastName: "Bench",
    email: `bench${n}@example.org`,
    message: "أريد معرفة مواعيد دورة Power BI",
    locale: "ar",
    startedAt: Date.now() - 60_000,
  }),
  { connections: Number(values.connections), duration: Number(values.duration) },
);
stop();
await new Promise((r) => setTimeout(r, 500));
const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
const stored = db.prepare("select count(*) as n from leads").get().n;
const mode = db.pragma("journal_mode", { simple: true });
db.close();
rmSync(dataDir, { recursive: true, force: true });

const ok = result["2xx"];
console.log(
  `lead submissions (POST /api/contact, SQLite ${mode}, synchronous=FULL, ${values.connections} connections, ${values.duration} s)`,
);
console.log(`  requests/s: avg ${result.requests.average.toFixed(0)}, total ${result.requests.total}`);
console.log(
  `  latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
);
console.log(`  2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
console.log(`  stored leads ${stored} (every 201 stored: ${stored >= ok ? "yes" : "NO"})`);
process.exitCode = stored >= ok && result.non2xx === 0 ? 0 : 1;
