#!/usr/bin/env node
// Page throughput: the production server (dist/server/main.js) against nginx serving the same prerendered HTML and
// static files, on the same machine in the same run, with the same autocannon load. Prints requests per
// second, latency percentiles and the ratio (gzip on both, as browsers ask for it). With --before URL, another
// build of the site started by you (e.g. an older commit) is measured in the same run too, and the change in
// throughput printed. Needs `npm run build` first and nginx (scripts/ensure-tools.sh).
//   node scripts/bench-pages.mjs [--duration 10] [--connections 50] [--before http://localhost:3701] [--rounds 1]
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { siteFor } from "./lib/site-server.mjs";

const root = resolve(import.meta.dirname, "..");
const work = join(root, "tmp", "bench-pages");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "next-port": { type: "string", default: "3194" },
    "nginx-port": { type: "string", default: "3195" },
    before: { type: "string" },
    // Rounds of (before, next, nginx), each server measured once per round: a host that slows down for a
    // while hurts all alike; the median round is reported.
    rounds: { type: "string", default: "1" },
  },
});
// One page of each kind, both languages.
const pages = ["/", "/ar", "/about", "/ar/training/it", "/paths/data-analyst", "/ar/contact", "/start-learning"];

/** Copies the prerendered pages to the public URL layout nginx serves: /about -> about.html, / -> index.html. */
function exportStatic() {
  rmSync(work, { recursive: true, force: true });
  const site = join(work, "site");
  const app = join(root, ".next", "server", "app");
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
    );
  let count = 0;
  for (const file of walk(app)) {
    const route = relative(app, file).slice(0, -".html".length).split(sep).join("/");
    const [locale, ...rest] = route.split("/");
    if (locale !== "en" && locale !== "ar") continue;
    const publicPath = locale === "en" ? rest.join("/") || "index" : route;
    mkdirSync(dirname(join(site, `${publicPath}.html`)), { recursive: true });
    cpSync(file, join(site, `${publicPath}.html`));
    count++;
  }
  cpSync(join(root, ".next", "static"), join(site, "_next", "static"), { recursive: true });
  cpSync(join(root, "public"), site, { recursive: true });
  return { site, count };
}

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

async function load(url) {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    // Browsers ask for compressed pages; both servers gzip them.
    headers: { "accept-encoding": "gzip" },
    requests: pages.map((path) => ({ method: "GET", path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

async function main() {
  execFileSync("bash", [join(root, "scripts", "ensure-tools.sh")], { stdio: "inherit" });
  const { site, count } = exportStatic();
  const nginxPort = Number(values["nginx-port"]);
  writeFileSync(join(work, "nginx.conf"), nginxConfig(site, nginxPort));
  const nginx = spawn("nginx", ["-c", join(work, "nginx.conf"), "-p", work, "-g", "daemon off;"], { stdio: "inherit" });
  const server = await siteFor("bench-pages", { port: values["next-port"] });
  try {
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    // Same bytes from both: nginx serves the HTML this server answers (a server started on fresh data seeds
    // its CMS and regenerates the pages once, so they can differ from the build's copies in framework details).
    for (const path of pages) await (await fetch(server.url + path)).text();
    await new Promise((done) => setTimeout(done, 3_000)); // a stale page is served once, then regenerated
    for (const path of pages) {
      const html = await (await fetch(server.url + path)).text();
      const file = join(site, path === "/" ? "index.html" : `${path.slice(1)}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    for (const path of pages) {
      const [a, b] = await Promise.all([fetch(server.url + path), fetch(nginxUrl + path)]);
      if (!a.ok || !b.ok || (await a.text()) !== (await b.text())) throw new Error(`${path}: the two servers differ`);
    }
    const before = values.before?.replace(/\/$/, "");
    for (const path of before ? pages : []) {
      const response = await fetch(before + path);
      if (!response.ok) throw new Error(`${path}: the "before" site answered ${response.status}`);
    }
    // Warm-up, then measure each in turn on the same machine.
    for (const url of [server.url, ...(before ? [before] : [])]) {
      await autocannon({ url, connections: 10, duration: 2, requests: pages.map((path) => ({ path })) });
    }
    const rounds = Math.max(1, Number(values.rounds) || 1);
    const samples = { before: [], next: [], nginx: [] };
    for (let round = 0; round < rounds; round++) {
      if (before) samples.before.push(await load(before));
      samples.next.push(await load(server.url));
      samples.nginx.push(await load(nginxUrl));
    }
    const medianOf = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
    const next = medianOf(samples.next);
    const static_ = medianOf(samples.nginx);
    const row = (name, r) =>
      `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`;
    console.log(
      `\n${pages.length} pages (${pages.join(" ")}), ${values.connections} connections, ${values.duration} s each, ` +
        `${rounds} round(s), median shown; ${count} prerendered pages exported`,
    );
    console.log(
      `${"server".padEnd(26)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`,
    );
    const old = before ? medianOf(samples.before) : undefined;
    if (old) console.log(row(`before (${before})`, old));
    console.log(row("this build", next));
    console.log(row("nginx (prerendered HTML)", static_));
    console.log(`ratio nginx / this build: ${(static_.rps / next.rps).toFixed(1)}x`);
    if (old) {
      const change = ((next.rps - old.rps) / old.rps) * 100;
      console.log(`this build against before: ${change >= 0 ? "+" : ""}${change.toFixed(1)}% requests per second`);
    }
    if (next.errors || static_.errors || old?.errors) process.exitCode = 1;
  } finally {
    nginx.kill("SIGQUIT");
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
