// deploy/nginx/site.conf run on loopback, by the drills (tests/durability/behind-nginx.integ.ts, scripts/scale-out.mjs)
// and the page benchmark (scripts/bench-pages.mjs): the file as shipped, with its lines marked "drill:" pointed at
// this run, included in an nginx.conf of its own.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/** The module site.conf's Brotli needs (Debian's libnginx-mod-http-brotli-filter: scripts/ensure-tools.sh). */
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/**
 * Writes `prefix`/site.conf (site.conf with the instances `upstreams`, "127.0.0.1:PORT [options]" each, listening on
 * 127.0.0.1:`port`, the build files of `staticDir`, its page cache and compressing server's socket in `prefix`, and `headers`: nginx directives at the drill:headers line) and
 * `prefix`/nginx.conf around it, loads the Brotli module as Debian's nginx.conf does, and checks them (`nginx -t`).
 * Returns the nginx.conf's path: start nginx with `-p prefix -c` it (it runs in the foreground).
 */
export function siteNginx({
  prefix,
  upstreams,
  port,
  staticDir = ".next/static",
  headers = "",
  site = "deploy/nginx/site.conf",
  accessLog = "off",
  workers = 1,
  connections = 1024,
}) {
  prefix = resolve(prefix);
  mkdirSync(join(prefix, "logs"), { recursive: true });
  const conf = readFileSync(site, "utf8")
    .replace(/^.*# drill:upstream\n(.*# drill:upstream\n)*/m, upstreams.map((u) => `    server ${u};\n`).join(""))
    .replace(/^.*# drill:listen$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^.*# drill:static$/m, `        alias ${resolve(staticDir)}/;`)
    .replace(/^.*# drill:headers$/m, headers ? `    ${headers}` : "")
    // The cache of compressed pages and the compressing server's socket, in the prefix.
    .replace(/^(proxy_cache_path )\S+(.*# drill:cache)$/m, `$1${join(prefix, "cache")}$2`)
    .replace(/unix:[^;\s]+(.*# drill:socket)$/gm, `unix:${join(prefix, "compress.sock")}$1`);
  writeFileSync(join(prefix, "site.conf"), conf);
  // A socket left by an nginx that did not stop cleanly would keep the next one from starting.
  rmSync(join(prefix, "compress.sock"), { force: true });
  // nginx's workers (another user when it runs as root) reach the cache and the socket in the prefix.
  chmodSync(prefix, 0o755);
  const main = join(prefix, "nginx.conf");
  writeFileSync(
    main,
    `${existsSync(BROTLI) ? `load_module ${BROTLI};\n` : ""}worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections ${connections}; }
http {
  include /etc/nginx/mime.types;
  access_log ${accessLog};
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const test = spawnSync(NGINX, ["-t", "-p", prefix, "-c", main], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  return main;
}
