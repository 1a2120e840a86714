#!/usr/bin/env node
// Page throughput, page by page, as visitors get the pages: through nginx running the shipped configuration
// (deploy/nginx/site.conf: scripts/lib/site-nginx.mjs, which compresses there) in front of the production server
// (dist/server/main.js), against nginx serving the same HTML (what that server answered for that address, saved to a
// file), on the same machine in the same run, with the same autocannon load. Every page type in both languages, the
// prerendered ones (home, about, a training page, a learning path, contact, corporate, careers, the plan builder, a
// legal page) and the listings whose views depend on the query (the schedule with and without filters, the news list:
// each view rendered on its first request and then cached), a news post (rendered at each request) and a landing
// page built from blocks, published after the start (rendered on its first request, then cached). Prints requests
// per second and p50 latency per page, the ratio to nginx on the same bytes, and for the listings and the post the
// ratio to the home page's throughput in the same run (the budget: 0.5 or more). gzip on all, as browsers ask for it
// (--encoding "br, gzip" for Brotli).
// Another build measured in the same run, each page on both in turn: --before-dir DIR, a checkout with its own build,
// whose server this script starts (its own data folder, the same landing page published) behind that checkout's own
// site.conf; or --before URL, a server you started, behind this checkout's site.conf. --rounds N measures every page
// N times and prints the median and the spread (lowest to highest, in per cent of the median) of each.
// Needs `npm run build` first and nginx (scripts/ensure-tools.sh).
//   node scripts/bench-pages.mjs [--duration 3] [--connections 20] [--rounds 2] [--before-dir ../old] [--only /schedule]
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { NGINX, siteNginx } from "./lib/site-nginx.mjs";
import { pageKinds, publishLanding, staffSession } from "./lib/site-pages.mjs";
import { siteFor } from "./lib/site-server.mjs";

const root = resolve(import.meta.dirname, "..");
const work = join(root, "tmp", "bench-pages");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "3" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "1" },
    encoding: { type: "string", default: "gzip" },
    // This build's server, nginx with the same HTML from files, site.conf in front of this build and of the other.
    "next-port": { type: "string", default: "3194" },
    "nginx-port": { type: "string", default: "3195" },
    "site-port": { type: "string", default: "3196" },
    "before-site-port": { type: "string", default: "3197" },
    "before-port": { type: "string", default: "3198" },
    before: { type: "string" },
    "before-dir": { type: "string" },
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
    // Browsers ask for compressed pages; every nginx here compresses them.
    headers: { "accept-encoding": values.encoding },
  });
  return { rps: result.requests.average, p50: result.latency.p50, errors: result.errors + result.non2xx };
}

/** The address of the newest news post in each language, read from the news list (none on a fresh seed). */
async function newsPosts(base) {
  const post = async (list) => {
    const html = await (await fetch(base + list)).text();
    const match = new RegExp(`href="(${list}/(?!feed")[a-z0-9-]+)"`).exec(html);
    return match?.[1];
  };
  return { POST: await post("/blog"), POST_AR: await post("/ar/blog") };
}

/** The landing page (scripts/lib/site-pages.mjs), published by a throwaway account made in the server's own data. */
const landingOn = async (site) => publishLanding(site.url, await staffSession(site.url, { DATA_DIR: site.dataDir }));

/** The site.conf of `dir` (a checkout) in front of the server at `upstream` (host:port), on `port`. */
async function siteFront(name, upstream, port, dir) {
  const prefix = join(work, name);
  const conf = siteNginx({
    prefix,
    upstreams: [upstream],
    port,
    site: join(dir, "deploy/nginx/site.conf"),
    staticDir: join(dir, ".next/static"),
    // As Debian's nginx.conf: a worker per core.
    workers: "auto",
  });
  const child = spawn(NGINX, ["-p", prefix, "-c", conf], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; (await fetch(`${url}/robots.txt`).catch(() => undefined))?.status !== 200; i++) {
    if (i > 100) throw new Error(`${name}: nginx did not answer`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url, stop: () => child.kill("SIGQUIT") };
}

const upstreamOf = (url) => {
  const { hostname, port } = new URL(url);
  return `${hostname === "localhost" ? "127.0.0.1" : hostname}:${port || 80}`;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of a page's rounds, and their spread: lowest to highest requests per second, in per cent of it. */
function summary(runs) {
  const rps = median(runs.map((run) => run.rps));
  const spread = ((Math.max(...runs.map((run) => run.rps)) - Math.min(...runs.map((run) => run.rps))) / rps) * 100;
  return { rps, p50: median(runs.map((run) => run.p50)), spread, errors: runs.reduce((n, run) => n + run.errors, 0) };
}

async function main() {
  execFileSync("bash", [join(root, "scripts", "ensure-tools.sh")], { stdio: "inherit" });
  rmSync(work, { recursive: true, force: true });
  const site = join(work, "site");
  mkdirSync(site, { recursive: true });
  const nginxPort = Number(values["nginx-port"]);
  writeFileSync(join(work, "nginx.conf"), nginxConfig(site, nginxPort));
  const nginx = spawn(NGINX, ["-c", join(work, "nginx.conf"), "-p", work, "-g", "daemon off;"], { stdio: "inherit" });
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const beforeDir = values["before-dir"] && resolve(values["before-dir"]);
  const stops = [async () => nginx.kill("SIGQUIT")];
  try {
    const server = await siteFor("bench-pages", { port: values["next-port"] });
    stops.push(server.stop);
    const after = await siteFront("front", upstreamOf(server.url), Number(values["site-port"]), root);
    stops.push(after.stop);
    const old = beforeDir
      ? await siteFor("bench-pages", { port: values["before-port"], dir: beforeDir })
      : values.before && (await siteFor("bench-pages", { url: values.before }));
    if (old) stops.push(old.stop);
    const before =
      old &&
      (await siteFront("front-before", upstreamOf(old.url), Number(values["before-site-port"]), beforeDir ?? root));
    if (before) stops.push(before.stop);

    const posts = {
      ...(await newsPosts(server.url)),
      ...(server.started ? await landingOn(server) : {}),
    };
    if (old?.started) await landingOn(old);
    const rows = pageKinds.flatMap(([kind, dynamic, paths]) =>
      paths.flatMap((path) => {
        if (!(path in posts)) return [{ kind, dynamic, path }];
        if (posts[path]) return [{ kind, dynamic, path: posts[path] }];
        console.log(`${kind}: none published, not measured`);
        return [];
      }),
    );
    const measured = rows.filter(
      (row, index) => index < 2 || !values.only || row.path.replace(/^\/ar/, "").startsWith(values.only),
    );
    // Each page once (a stale prerendered page is served once, then regenerated), then its HTML saved for nginx.
    const sites = [after, before].filter(Boolean);
    for (const row of measured) for (const { url } of sites) await (await fetch(url + row.path)).text();
    await new Promise((done) => setTimeout(done, 3_000));
    for (const [index, row] of measured.entries()) {
      const response = await fetch(server.url + row.path);
      if (!response.ok) throw new Error(`${row.path}: this build answered ${response.status}`);
      writeFileSync(join(site, `${index}.html`), await response.text());
      row.file = `/${index}`;
      if (before) {
        const answer = await fetch(before.url + row.path);
        if (!answer.ok) throw new Error(`${row.path}: the "before" site answered ${answer.status}`);
        await answer.text();
      }
    }
    // Warm-up, then each page on each server in turn, round after round.
    for (const { url } of sites) await autocannon({ url, connections: 10, duration: 2 });
    const runs = new Map(measured.map((row) => [row, { next: [], nginx: [], before: [] }]));
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const row of measured) {
        if (before) runs.get(row).before.push(await load(before.url, row.path));
        runs.get(row).next.push(await load(after.url, row.path));
        runs.get(row).nginx.push(await load(nginxUrl, row.file));
      }
    }
    for (const row of measured) {
      const { next, nginx: files, before: old } = runs.get(row);
      Object.assign(row, { next: summary(next), nginx: summary(files), before: old.length ? summary(old) : undefined });
    }
    report(measured, Boolean(before));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

function report(measured, withBefore) {
  const home = Object.fromEntries(measured.slice(0, 2).map((row) => [row.path.startsWith("/ar") ? "ar" : "en", row]));
  const cell = (text, width) => String(text).padStart(width);
  const percent = (value) => `${value.toFixed(0)}%`;
  const change = (after, before) => ((after - before) / before) * 100;
  console.log(
    `\nPer page: ${values.connections} connections, ${values.duration} s each, ${values.rounds} round(s), ` +
      `Accept-Encoding: ${values.encoding}; through deploy/nginx/site.conf; "nginx": nginx serving the same HTML ` +
      `from a file; spread: lowest to highest req/s of the rounds, in per cent of their median.`,
  );
  console.log(
    `${"page".padEnd(44)}${cell("req/s", 7)}${cell("p50", 6)}${cell("spread", 7)}${cell("nginx", 7)}` +
      `${cell("/nginx", 7)}${cell("/home", 6)}` +
      (withBefore ? `${cell("before", 7)}${cell("p50", 6)}${cell("spread", 7)}${cell("change", 7)}` : ""),
  );
  let errors = 0;
  const dynamicShares = [];
  for (const row of measured) {
    errors += row.next.errors + row.nginx.errors + (row.before?.errors ?? 0);
    const share = row.next.rps / home[row.path.startsWith("/ar") ? "ar" : "en"].next.rps;
    if (row.dynamic) dynamicShares.push(share);
    const name = `${row.kind}: ${row.path}`;
    console.log(
      `${name.slice(0, 43).padEnd(44)}${cell(row.next.rps.toFixed(0), 7)}${cell(row.next.p50, 6)}` +
        `${cell(percent(row.next.spread), 7)}${cell(row.nginx.rps.toFixed(0), 7)}` +
        `${cell((row.next.rps / row.nginx.rps).toFixed(2), 7)}${cell(row.dynamic ? share.toFixed(2) : "", 6)}` +
        (row.before
          ? `${cell(row.before.rps.toFixed(0), 7)}${cell(row.before.p50, 6)}${cell(percent(row.before.spread), 7)}` +
            `${cell(percent(change(row.next.rps, row.before.rps)), 7)}`
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
  if (withBefore) {
    // Per page type (its pages in both languages): slower than before beyond the larger of the two spreads?
    console.log(
      `\n${"page type".padEnd(22)}${cell("req/s", 7)}${cell("p50", 6)}${cell("before", 7)}${cell("p50", 6)}` +
        `${cell("change", 7)}${cell("spread", 7)}`,
    );
    for (const kind of [...new Set(measured.map((row) => row.kind))]) {
      const of = measured.filter((row) => row.kind === kind);
      const mean = (pick) => of.reduce((sum, row) => sum + pick(row), 0) / of.length;
      const [rps, p50, oldRps, oldP50] = [
        (r) => r.next.rps,
        (r) => r.next.p50,
        (r) => r.before.rps,
        (r) => r.before.p50,
      ].map(mean);
      const spread = Math.max(...of.flatMap((row) => [row.next.spread, row.before.spread]));
      const delta = change(rps, oldRps);
      console.log(
        `${kind.padEnd(22)}${cell(rps.toFixed(0), 7)}${cell(p50.toFixed(0), 6)}${cell(oldRps.toFixed(0), 7)}` +
          `${cell(oldP50.toFixed(0), 6)}${cell(percent(delta), 7)}${cell(percent(spread), 7)}` +
          (delta < -spread ? "  slower beyond the spread" : ""),
      );
    }
  }
  if (errors) {
    console.log(`${errors} errors or non-2xx answers`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ""}` : error);
  process.exitCode = 1;
});
