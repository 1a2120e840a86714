// Lighthouse (mobile, simulated throttling) for pages of a running server; prints the four scores and
// CLS per page and fails when a page misses the budget (performance >= 95, the others 100, CLS 0).
// Usage: node scripts/lighthouse.mjs [--base http://localhost:3000] [/path ...]
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: "string", default: "http://localhost:3000" } },
});
const paths = positionals.length ? positionals : ["/", "/ar", "/about", "/ar/about"];
mkdirSync("tmp/lighthouse", { recursive: true });
process.env.TMPDIR = `${process.cwd()}/tmp/lighthouse`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
let failures = 0;
try {
  for (const path of paths) {
    const result = await lighthouse(`${values.base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN;
    const lcp = (lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN) / 1000;
    const tbt = lhr.audits["total-blocking-time"]?.numericValue ?? NaN;
    const scores = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    };
    const ok =
      scores.performance >= 95 &&
      scores.accessibility === 100 &&
      scores.bestPractices === 100 &&
      scores.seo === 100 &&
      cls === 0;
    if (!ok) failures++;
    console.log(
      `${path.padEnd(28)} perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores.bestPractices}  seo ${scores.seo}  ` +
        `LCP ${lcp.toFixed(2)} s  TBT ${tbt.toFixed(0)} ms  CLS ${cls.toFixed(3)}  ${ok ? "ok" : "BELOW BUDGET"}`,
    );
    if (!ok) {
      for (const [id, category] of Object.entries(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1 && id !== "performance")
            console.log(`    ${id}: ${audit.id} (${audit.title})`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
process.exitCode = failures ? 1 : 0;
