// The Learning Advisor's local mode (no AI key): latency of POST /api/ai-advisor over many questions in
// both languages, measured from the client. Starts the production server itself (needs `npm run build`).
// Usage: node scripts/bench-advisor.mjs [--requests 300] [--concurrency 4]
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "4" },
    port: { type: "string", default: "3194" },
    show: { type: "boolean", default: false },
  },
});
const port = Number(values.port);
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: mkdtempSync(join(tmpdir(), "bench-advisor-")),
    OPENAI_API_KEY: "",
    REDIS_URL: "",
    DATABASE_URL: "",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  },
  stdio: "ignore",
});
process.on("exit", () => server.kill("SIGTERM"));
for (let i = 0; i < 150; i++) {
  try {
    await fetch(`http://localhost:${port}/`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const questions = [
  "I want to become a data analyst",
  "Which course for project management?",
  "How do I prepare for IELTS?",
  "I need to improve my spoken English for work",
  "How much does the Power BI course cost?",
  "أريد التحضير لامتحان الآيلتس",
  "عايز اتعلم برمجة مواقع",
  "ما الدورة المناسبة لإدارة المشروعات؟",
  "أريد أن أصبح محلل بيانات",
  "فين مكان المركز؟",
];

const greeting = { role: "assistant", content: "Hello! I'm your Learning Advisor." };
const ask = async (content, i) => {
  const started = performance.now();
  const r = await fetch(`http://localhost:${port}/api/ai-advisor`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.19.${(i >> 8) & 255}.${i & 255}` },
    body: JSON.stringify({ messages: [greeting, { role: "user", content }], model: "gpt-4o-mini", temperature: 0.3 }),
  });
  const body = await r.json();
  return { ms: performance.now() - started, status: r.status, message: body.message ?? body.error };
};

if (values.show) {
  for (const [i, q] of questions.entries()) console.log(`Q: ${q}\nA: ${(await ask(q, 60000 + i)).message}\n`);
}
const total = Number(values.requests);
const times = [];
let failures = 0;
let next = 0;
await Promise.all(
  Array.from({ length: Number(values.concurrency) }, async () => {
    while (next < total) {
      const i = next++;
      const r = await ask(questions[i % questions.length], i);
      times.push(r.ms);
      if (r.status !== 200) failures++;
    }
  }),
);
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(`advisor local mode: ${total} requests, concurrency ${values.concurrency}, failures ${failures}`);
console.log(`  latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${times.at(-1).toFixed(1)}`);
server.kill("SIGTERM");
process.exitCode = failures ? 1 : 0;
