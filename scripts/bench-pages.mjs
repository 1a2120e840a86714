#!/usr/bin/env node
// Page throughput, page by page: the production server (dist/server/main.js) against nginx serving the same HTML
// (what this server answered for that address, saved to a file), on the same machine in the same run, with the
// same autocannon load. Every page type in both languages, the prerendered ones (home, about, a training page,
// a learning path, contact, corporate, careers, the plan builder, a legal page) and the listings whose views
// depend on the query (the schedule with and without filters, the news list: each view rendered on its first
// request and then cached), a news post (rendered at each request) and a landing page built from blocks, published
// after the start (rendered on its first request, then cached). Prints requests per second and p50 latency
// per page, the ratio to nginx on the same bytes, and for the listings and the post the ratio to the home page's
// throughput in the same run (the budget: 0.5 or more). gzip on both, as browsers ask for it.
// With --before URL, another build of the site started by you (e.g. an older commit) is measured in the same run
// too. Needs `npm run build` first and nginx (scripts/ensure-tools.sh).
//   node scripts/bench-pages.mjs [--duration 3] [--connections 20] [--before http://localhost:3701] [--only /schedule]
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { siteFor } from "./lib/site-server.mjs";
import { newsPosts, pageRows, publishLanding, staffSession } from "./lib/site-pages.mjs";

const root = resolve(import.meta.dirname, "..");
const work = join(root, "tmp", "bench-pages");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "3" },
    connections: { type: "string", default: "20" },
    "next-port": { type: "string", default: "3194" },
    "nginx-port": { type: "string", default: "3195" },
    before: { type: "string" },
    // Only the pages whose address starts with this (and the home page, the reference).
    only: { type: "string" },
  },
});

function nginxConfig(site, port) {
  return `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  server_tokens off;
  sendfile on;
  gzip on;
  gzip_comp_level 5;
  gzip_types text/css application/javascript application/json image/svg+xml;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`;
}

async function load(url, path) {
  const result = await autocannon({
    url: url + path,
    connections: Number(values.connections),
    duration: Number(values.duration),
    // Browsers ask for compressed pages; both servers gzip them.
    headers: { "accept-encoding": "gzip" },
  });
  return { rps: result.requests.average, p50: result.latency.p50, errors: result.errors + result.non2xx };
}

async function main() {
  execFileSync("bash", [join(root, "scripts", "ensure-tools.sh")], { stdio: "inherit" });
  rmSync(work, { recursive: true, force: true });
  const site = join(work, "site");
  mkdirSync(site, { recursive: true });
  const nginxPort = Number(values["nginx-port"]);
  writeFileSync(join(work, "nginx.conf"), nginxConfig(site, nginxPort));
  const nginx = spawn("nginx", ["-c", join(work, "nginx.conf"), "-p", work, "-g", "daemon off;"], { stdio: "inherit" });
  const server = await siteFor("bench-pages", { port: values["next-port"] });
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const before = values.before?.replace(/\/$/, "");
  try {
    const landing = server.started
      ? await publishLanding(server.url, await staffSession(server.url, { DATA_DIR: server.dataDir }))
      : {};
    const rows = pageRows({ ...(await newsPosts(server.url)), ...landing });
    const measured = rows.filter(
      (row, index) => index < 2 || !values.only || row.path.replace(/^\/ar/, "").startsWith(values.only),
    );
    // Each page once (a stale prerendered page is served once, then regenerated), then its HTML saved for nginx.
    for (const row of measured) await (await fetch(server.url + row.path)).text();
    await new Promise((done) => setTimeout(done, 3_000));
    for (const [index, row] of measured.entries()) {
      const response = await fetch(server.url + row.path);
      if (!response.ok) throw new Error(`${row.path}: this build answered ${response.status}`);
      writeFileSync(join(site, `${index}.html`), await response.text());
      row.file = `/${index}`;
      if (before) {
        const old = await fetch(before + row.path);
        if (!old.ok) throw new Error(`${row.path}: the "before" site answered ${old.status}`);
        await old.text();
      }
    }
    // Warm-up, then each page on each server in turn.
    await autocannon({ url: server.url, connections: 10, duration: 2 });
    for (const row of measured) {
      if (before) row.before = await load(before, row.path);
      row.next = await load(server.url, row.path);
      row.nginx = await load(nginxUrl, row.file);
    }
    const home = Object.fromEntries(measured.slice(0, 2).map((row) => [row.path.startsWith("/ar") ? "ar" : "en", row]));
    const cell = (text, width) => String(text).padStart(width);
    console.log(
      `\nPer page: ${values.connections} connections, ${values.duration} s each, gzip; nginx serves the same HTML from a file.`,
    );
    console.log(
      `${"page".padEnd(44)}${cell("req/s", 8)}${cell("p50 ms", 8)}${cell("nginx", 8)}${cell("/nginx", 8)}${cell("/home", 7)}` +
        (before ? `${cell("before", 8)}${cell("change", 8)}` : ""),
    );
    let errors = 0;
    const dynamicShares = [];
    for (const row of measured) {
      errors += row.next.errors + row.nginx.errors + (row.before?.errors ?? 0);
      const share = row.next.rps / home[row.path.startsWith("/ar") ? "ar" : "en"].next.rps;
      if (row.dynamic) dynamicShares.push(share);
      const name = `${row.kind}: ${row.path}`;
      console.log(
        `${name.slice(0, 43).padEnd(44)}${cell(row.next.rps.toFixed(0), 8)}${cell(row.next.p50, 8)}` +
          `${cell(row.nginx.rps.toFixed(0), 8)}${cell((row.next.rps / row.nginx.rps).toFixed(2), 8)}` +
          `${cell(row.dynamic ? share.toFixed(2) : "", 7)}` +
          (row.before
            ? `${cell(row.before.rps.toFixed(0), 8)}${cell(`${(((row.next.rps - row.before.rps) / row.before.rps) * 100).toFixed(0)}%`, 8)}`
            : ""),
      );
    }
    const prerendered = measured.filter((row) => !row.dynamic);
    const ratios = prerendered.map((row) => row.next.rps / row.nginx.rps).sort((a, b) => a - b);
    console.log(
      `\nprerendered pages against nginx on the same bytes: lowest ${ratios[0].toFixed(2)}, median ` +
        `${ratios[Math.floor(ratios.length / 2)].toFixed(2)}` +
        (dynamicShares.length
          ? `; listings and news post against the home page: lowest ${Math.min(...dynamicShares).toFixed(2)}`
          : ""),
    );
    if (errors) {
      console.log(`${errors} errors or non-2xx answers`);
      process.exitCode = 1;
    }
  } finally {
    nginx.kill("SIGQUIT");
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
