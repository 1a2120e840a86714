#!/usr/bin/env node
// Grades the production build with the MDN HTTP Observatory scanner, as a browser would reach the site in
// production: over HTTPS with a valid certificate and a redirect from HTTP. A local nginx terminates TLS on
// 127.0.0.1:443 with a certificate from a throw-away local CA and redirects 127.0.0.1:80 to it; it adds no
// headers of its own, so the grade is the application's. Fails unless the grade is A+ with no failed test.
//
//   node scripts/observatory.mjs [--url http://localhost:PORT]   (without --url: starts the production server (dist/server/main.js) itself)
//
// Needs root for ports 80 and 443 (the scanner always probes the default ports), nginx and openssl
// (scripts/ensure-tools.sh). The scanner, pinned at @mdn/mdn-http-observatory@1.4.8 (the newest that runs on
// Node 20), is installed into tmp/tools/observatory without its post-install step, which downloads the HSTS
// preload and TLD lists: empty lists are written instead (this site is on no preload list).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { siteFor } from "./lib/site-server.mjs";

const SCANNER = "@mdn/mdn-http-observatory@1.4.8";
const root = resolve(import.meta.dirname, "..");
const work = join(root, "tmp", "observatory");
const tools = join(root, "tmp", "tools", "observatory");
const { values } = parseArgs({ options: { url: { type: "string" }, port: { type: "string" } } });

function run(cmd, args, options = {}) {
  return String(execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"], ...options }) ?? "");
}

function installScanner() {
  const pkg = join(tools, "node_modules", "@mdn", "mdn-http-observatory");
  if (!existsSync(join(pkg, "src", "scan.js"))) {
    mkdirSync(tools, { recursive: true });
    console.log(`installing ${SCANNER} into ${tools}`);
    run("npm", ["install", "--prefix", tools, "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", SCANNER]);
  }
  for (const [file, content] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ]) {
    const path = join(pkg, "conf", file);
    if (!existsSync(path)) writeFileSync(path, content);
  }
  return join(pkg, "src", "scan.js");
}

function makeCertificates() {
  mkdirSync(work, { recursive: true });
  const file = (name) => join(work, name);
  if (existsSync(file("site.pem"))) return { ca: file("ca.pem"), cert: file("site.pem"), key: file("site.key") };
  run(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30", "-subj", "/CN=Launch check local CA"].concat([
      "-keyout",
      file("ca.key"),
      "-out",
      file("ca.pem"),
    ]),
  );
  run(
    "openssl",
    ["req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", file("site.key")].concat([
      "-out",
      file("site.csr"),
    ]),
  );
  writeFileSync(file("site.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n");
  run(
    "openssl",
    ["x509", "-req", "-in", file("site.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key")].concat([
      "-CAcreateserial",
      "-days",
      "30",
      "-extfile",
      file("site.ext"),
      "-out",
      file("site.pem"),
    ]),
  );
  return { ca: file("ca.pem"), cert: file("site.pem"), key: file("site.key") };
}

function nginxConfig(upstream, certs) {
  const { port } = new URL(upstream);
  return `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:80;
    return 301 https://$host$request_uri;
  }
  server {
    listen 127.0.0.1:443 ssl;
    ssl_certificate ${certs.cert};
    ssl_certificate_key ${certs.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://localhost:${port};
      proxy_set_header Host localhost:${port};
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`;
}

async function main() {
  run("bash", [join(root, "scripts", "ensure-tools.sh")], { stdio: "inherit" });
  const scanner = installScanner();
  const certs = makeCertificates();
  const site = await siteFor("observatory", values);
  let nginx;
  try {
    const upstream = site.url;
    writeFileSync(join(work, "nginx.conf"), nginxConfig(upstream, certs));
    nginx = spawn("nginx", ["-c", join(work, "nginx.conf"), "-p", work, "-g", "daemon off;"], { stdio: "inherit" });
    await new Promise((r) => setTimeout(r, 500));
    if (nginx.exitCode !== null) throw new Error("nginx did not start (are ports 80 and 443 free, and are you root?)");

    const output = run(process.execPath, [scanner, "127.0.0.1"], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certs.ca },
    });
    const result = JSON.parse(output);
    if (result.error) throw new Error(`scanner: ${result.error}`);
    console.log(
      `\nMDN HTTP Observatory ${SCANNER.split("@").pop()} (algorithm ${result.scan.algorithmVersion}) on https://127.0.0.1/`,
    );
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(28)} ${modifier.padStart(4)}  ${test.result}`);
    }
    const { grade, score, testsPassed, testsFailed } = result.scan;
    console.log(`grade ${grade}, score ${score}, ${testsPassed} tests passed, ${testsFailed} failed`);
    writeFileSync(join(work, "result.json"), output);
    if (grade !== "A+" || testsFailed !== 0) process.exitCode = 1;
  } finally {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await new Promise((r) => nginx.once("exit", r));
    }
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
