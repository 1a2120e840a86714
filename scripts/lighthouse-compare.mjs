#!/usr/bin/env node
// Lighthouse, the same pages in the same run, on up to three sites side by side:
//   before  another build of the site (e.g. an older commit, started by you)          --before URL
//   after   this build (started here, or a running one)                                --after URL
//   limit   the "after" pages with every <script> removed, served by nginx: what the page would score
//           with no client JavaScript at all (its CSS, fonts and images come from the "after" server)
// Runs are interleaved (page 1: before, after, limit; page 2: ...) so that a host that slows down for a
// while hurts all three alike. Prints the medians, and what the client JavaScript costs: "after" minus
// "limit" in TBT and LCP, and per 10 KB of script transferred.
// --applied: DevTools (applied) throttling instead of Lantern's simulation, as a check of what the simulation says.
//   node scripts/lighthouse-compare.mjs [--before URL] [--after URL] [--runs 3] [--cpu-multiplier N] [--applied] [/path ...]
// Needs `npm run build` first (without --after) and nginx (scripts/ensure-tools.sh).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { figures, launchChrome, measure, median } from "./lib/lighthouse.mjs";
import { siteFor } from "./lib/site-server.mjs";

const root = resolve(import.meta.dirname, "..");
const work = join(root, "tmp", "lighthouse-compare");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    before: { type: "string" },
    after: { type: "string" },
    runs: { type: "string", default: "3" },
    "cpu-multiplier": { type: "string" },
    applied: { type: "boolean", default: false },
    "nginx-port": { type: "string", default: "3196" },
  },
});
const paths = positionals.length
  ? positionals
  : ["/", "/ar", "/training/it", "/ar/training/it", "/ar/paths/data-analyst", "/contact", "/ar/start-learning"];
const runs = Math.max(1, Number(values.runs) || 1);
const multiplier = values["cpu-multiplier"] ? Number(values["cpu-multiplier"]) : undefined;
process.env.TMPDIR = join(root, "tmp", "lighthouse");
mkdirSync(process.env.TMPDIR, { recursive: true });

/** The page without any script: no inline script, no script file, no preload of one. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** nginx serving the script-free copies at the same paths, and the rest (CSS, fonts, images) from `after`. */
async function startLimit(afterUrl) {
  rmSync(work, { recursive: true, force: true });
  const site = join(work, "site");
  for (const path of paths) {
    const html = await (await fetch(afterUrl + path)).text();
    const file = join(site, path === "/" ? "index.html" : `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withoutScripts(html));
  }
  const port = Number(values["nginx-port"]);
  const upstream = new URL(afterUrl);
  writeFileSync(
    join(work, "nginx.conf"),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  server_tokens off;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript image/svg+xml;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html @after; }
    location @after {
      proxy_pass http://${upstream.host};
      proxy_set_header Host ${upstream.host};
    }
  }
}
`,
  );
  const nginx = spawn("nginx", ["-c", join(work, "nginx.conf"), "-p", work, "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 40; i++) {
    try {
      if ((await fetch(url + paths[0])).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { url, stop: () => nginx.kill("SIGTERM") };
}

async function main() {
  execFileSync("bash", [join(root, "scripts", "ensure-tools.sh")], { stdio: "inherit" });
  const after = await siteFor("lighthouse-compare", { url: values.after });
  const limit = await startLimit(after.url);
  const sites = [
    ...(values.before ? [{ name: "before", url: values.before.replace(/\/$/, "") }] : []),
    { name: "after", url: after.url },
    { name: "limit", url: limit.url },
  ];
  const chrome = await launchChrome();
  const results = new Map();
  try {
    for (const path of paths) {
      for (let run = 0; run < runs; run++) {
        for (const site of sites) {
          let lhr = await measure(chrome, site.url + path, {
            multiplier,
            categories: ["performance"],
            applied: values.applied,
          });
          if (lhr.runtimeError)
            lhr = await measure(chrome, site.url + path, {
              multiplier,
              categories: ["performance"],
              applied: values.applied,
            });
          const key = `${path} ${site.name}`;
          results.set(key, [...(results.get(key) ?? []), figures(lhr)]);
        }
      }
    }
  } finally {
    await chrome.kill();
    limit.stop();
    await after.stop();
  }

  const m = (samples, key) => median(samples.map((s) => s[key]));
  console.log(
    `\nLighthouse mobile (${values.applied ? "applied" : "simulated"} slow 4G, CPU ${multiplier ?? 4}x), performance only, median of ${runs} interleaved run(s)`,
  );
  console.log("page                      site    perf  FCP s  LCP s  TBT ms  TTI s   CLS   JS KB  bench");
  for (const path of paths) {
    for (const site of sites) {
      const samples = results.get(`${path} ${site.name}`);
      console.log(
        [
          path.padEnd(25),
          site.name.padEnd(6),
          String(m(samples, "performance")).padStart(5),
          (m(samples, "fcp") / 1000).toFixed(2).padStart(6),
          (m(samples, "lcp") / 1000).toFixed(2).padStart(6),
          m(samples, "tbt").toFixed(0).padStart(7),
          (m(samples, "tti") / 1000).toFixed(2).padStart(6),
          m(samples, "cls").toFixed(3).padStart(6),
          m(samples, "scriptKb").toFixed(1).padStart(7),
          m(samples, "benchmarkIndex").toFixed(0).padStart(6),
        ].join(" "),
      );
    }
    const a = results.get(`${path} after`);
    const l = results.get(`${path} limit`);
    const kb = m(a, "scriptKb");
    const tbt = m(a, "tbt") - m(l, "tbt");
    const lcp = m(a, "lcp") - m(l, "lcp");
    const tti = m(a, "tti") - m(l, "tti");
    console.log(
      `  client JavaScript costs ${m(l, "performance") - m(a, "performance")} points: +${tbt.toFixed(0)} ms TBT, ` +
        `+${lcp.toFixed(0)} ms LCP, +${tti.toFixed(0)} ms TTI for ${kb.toFixed(1)} KB ` +
        `(per 10 KB: ${((10 * tbt) / kb).toFixed(1)} ms TBT, ${((10 * tti) / kb).toFixed(0)} ms TTI)`,
    );
  }
}

await main();
