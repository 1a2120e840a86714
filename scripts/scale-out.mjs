// Scale-out drill: two instances of the same build (dist/server/main.js) share PostgreSQL (DATABASE_URL), Redis
// (REDIS_URL, reached through a loopback TCP proxy this script can cut) and S3-compatible upload storage behind nginx running
// deploy/nginx/site.conf as a round-robin load balancer, each with its outbox worker on. Prints figures for:
//   (a) the per-address rate limit holds across instances (contact: 10 per 600 s), X-Forwarded-For spoofing
//       does not reset it, and which instance answered each request;
//   (b) Redis cut: the memory insurance limiter takes over, no 5xx, at most 10 x instances allowed; a title
//       published during the cut is served by both (pages rendered from the CMS while Redis is away) and stays
//       served once Redis is back (the revalidation Redis missed is sent again: src/server/next-cache-handler.mjs),
//       and every cache entry in Redis expires within CACHE_MAX_AGE_S (the bound on a revalidation lost for good);
//   (c) 1,000 leads through the balancer: 1,000 distinct provider notifications, 0 duplicates;
//   (d) an Idempotency-Key retried through the other instance returns the same reference;
//   (e) content: an Arabic title published through one instance is live on both within 10 s (Next's cache is in
//       Redis, shared), an instance started after the edit serves the new title at its first answer,
//       and an image uploaded through one instance is served by the other (uploads
//       in S3-compatible storage: the fake S3 server s3rver on loopback).
// Usage (after `npm run build`): DATABASE_URL=postgres://… REDIS_URL=redis://… node scripts/scale-out.mjs
// Options (environment): SCALE_PORT_BASE (4210: nginx; +1, +2 instances; +3 Redis proxy; +4 fake S3; +5 an
// instance started after an edit),
// SCALE_LEADS (1000).
// Exits 0 when every check holds, 1 otherwise, 2 when it cannot run (missing build, DATABASE_URL or REDIS_URL).
// The drill adds its leads to the database it is given: point it at a database for tests.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import S3rver from "s3rver";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { keyPrefix } from "../src/server/next-cache-handler.mjs";
import { adminCreate } from "./lib/admin-create.mjs";
import { NGINX, siteNginx } from "./lib/site-nginx.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BASE = Number(process.env.SCALE_PORT_BASE ?? 4210);
const LB_PORT = BASE;
const APP_PORTS = [BASE + 1, BASE + 2];
const REDIS_PROXY_PORT = BASE + 3;
const S3_PORT = BASE + 4;
const LATE_PORT = BASE + 5;
const LIVE_WITHIN_MS = 10_000;
const LEADS = Number(process.env.SCALE_LEADS ?? 1000);
const CONCURRENCY = 50;
const CONTACT_LIMIT = 10; // limitPolicy.contact.points in src/server/http/rate-limit.ts

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.log("scale-out: skipped: needs DATABASE_URL (PostgreSQL) and REDIS_URL shared by the instances");
  process.exit(2);
}
if (!existsSync(join(root, ".next/BUILD_ID"))) {
  console.log("scale-out: skipped: no production build (run `npm run build` first)");
  process.exit(2);
}
spawnSync("bash", [join(root, "scripts/ensure-tools.sh")], { stdio: "inherit" });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
const children = [];
// Whatever happens to this script (an error, Ctrl-C, a closed stdout), its instances and nginx go with it.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => process.exit(130));
process.stdout.on("error", () => process.exit(1));

// --- SMTP sink ------------------------------------------------------------------------------------------
const mails = [];
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      mails.push(Buffer.concat(chunks).toString());
      callback(null);
    });
  },
});
smtp.on("error", () => undefined);
await new Promise((r) => smtp.listen(0, "127.0.0.1", r));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}?ignoreTLS=true`;

// --- Redis through a TCP proxy that can be cut ----------------------------------------------------------
const redisTarget = new URL(REDIS_URL);
let redisCut = false;
const proxied = new Set();
const redisProxy = net.createServer((client) => {
  if (redisCut) return client.destroy();
  const upstream = net.connect(Number(redisTarget.port || 6379), redisTarget.hostname);
  proxied.add(client);
  proxied.add(upstream);
  client.pipe(upstream).pipe(client);
  const end = () => {
    client.destroy();
    upstream.destroy();
    proxied.delete(client);
    proxied.delete(upstream);
  };
  client.on("error", end).on("close", end);
  upstream.on("error", end).on("close", end);
});
await new Promise((r) => redisProxy.listen(REDIS_PROXY_PORT, "127.0.0.1", r));
const cutRedis = () => {
  redisCut = true;
  for (const s of proxied) s.destroy();
};
const restoreRedis = () => {
  redisCut = false;
};
const redisClient = new Redis(REDIS_URL);
// The instances' keys in Redis (this build, this database): src/server/next-cache-handler.mjs.
const cachePrefix = keyPrefix(readFileSync(join(root, ".next/BUILD_ID"), "utf8"), { DATABASE_URL });
const redisKeys = () => redisClient.keys(`${cachePrefix}*`);
const CACHE_MAX_AGE_S = 900; // the default of CACHE_MAX_AGE_S (src/config/env.ts)
const appRedisUrl = new URL(REDIS_URL);
appRedisUrl.hostname = "127.0.0.1";
appRedisUrl.port = String(REDIS_PROXY_PORT);

// --- shared upload storage: a fake S3 server, and the instances' shared secret and first admin -----------
const runDir = join(root, "tmp/scale-out");
const s3Dir = join(runDir, "s3");
const S3_BUCKET = "site-uploads";
const s3 = new S3rver({
  address: "127.0.0.1",
  port: S3_PORT,
  silent: true,
  directory: s3Dir,
  resetOnClose: true,
  configureBuckets: [{ name: S3_BUCKET, configs: [] }],
});
await s3.run();
const shared = {
  // Every instance signs and checks the CMS's session tokens with the same secret.
  PAYLOAD_SECRET: randomBytes(32).toString("hex"),
  S3_BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};
const editor = {
  email: `drill-editor@scale-out.example`,
  password: `drill ${randomBytes(12).toString("base64url")} pass`,
};
const created = adminCreate({ ...editor, env: { ...process.env, ...shared, DATA_DIR: join(runDir, "admin") } });
if (created.status !== 0) {
  console.error(`admin:create failed (exit ${created.status}):\n${created.output}`);
  process.exit(1);
}

// --- two app instances ----------------------------------------------------------------------------------
function startInstance(port) {
  const child = spawn(process.execPath, [join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      ...shared,
      // Each instance has its own disk: whatever they share is in PostgreSQL, Redis and S3.
      DATA_DIR: join(runDir, `app-${port}`),
      NODE_ENV: "production",
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL,
      REDIS_URL: appRedisUrl.toString(),
      SMTP_URL: smtpUrl,
      OUTBOX_WORKER: "on",
      OUTBOX_POLL_MS: "200",
      // Payload's job runner takes a due job without a lock: one instance runs the queue.
      JOBS_WORKER: port === APP_PORTS[0] ? "on" : "off",
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      SITE_URL: `http://localhost:${LB_PORT}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.port = port;
  child.logs = [];
  child.stdout.on("data", (d) => child.logs.push(d.toString()));
  child.stderr.on("data", (d) => child.logs.push(d.toString()));
  children.push(child);
  return child;
}
async function waitForHttp(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited early:\n${child.logs.join("")}`);
    const status = await request({ url, method: "GET" }).then(
      (r) => r.status,
      () => 0,
    );
    if (status > 0) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

// --- nginx from deploy/nginx/site.conf --------------------------------------------------------------------
const prefix = join(root, "tmp/scale-out-nginx");
let nginxConf;
try {
  nginxConf = siteNginx({
    prefix,
    upstreams: APP_PORTS.map((p) => `127.0.0.1:${p} max_fails=1 fail_timeout=5s`),
    port: LB_PORT,
    staticDir: join(root, ".next/static"),
    site: join(root, "deploy/nginx/site.conf"),
    // Drill only: which instance answered (never in production: it discloses internal addresses).
    headers: "add_header X-Upstream $upstream_addr always;",
    accessLog: `${prefix}/logs/access.log`,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// --- HTTP client that can choose its source address (each 127.x.y.z is a distinct visitor) --------------
function request({ url, method = "POST", body, headers = {}, from }) {
  return new Promise((resolvePromise, reject) => {
    const u = new URL(url);
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method,
        agent: false,
        localAddress: from,
        headers: {
          ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolvePromise({ status: res.statusCode, headers: res.headers, json });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(data);
  });
}
const LB = `http://127.0.0.1:${LB_PORT}`;
const instanceOf = (r) => {
  const port = /:(\d+)$/.exec(String(r.headers["x-upstream"] ?? ""))?.[1];
  return port ? `app${APP_PORTS.indexOf(Number(port)) + 1}` : "?";
};
let seq = 0;
const contact = (i) => ({
  firstName: `Scale ${i}`,
  lastName: "Out",
  email: `scale${i}@example.org`,
  message: `scale-out drill ${i}`,
  locale: i % 2 ? "ar" : "en",
  startedAt: Date.now() - 60_000,
});
const post = (from, extra = {}) =>
  request({ url: `${LB}/api/contact`, body: contact(seq++), from, ...extra }).catch((e) => ({
    status: 0,
    headers: {},
    error: e.message,
  }));

// Source addresses of this run: 127.<random>.x.y, so a rerun within the 10-minute window starts clean.
const net2 = randomInt(1, 250);
const addr = (a, b) => `127.${net2}.${a}.${b}`;

let nginx;
let code = 0;
try {
  const started = Date.now();
  const apps = APP_PORTS.map(startInstance);
  await Promise.all(apps.map((a) => waitForHttp(`http://localhost:${a.port}/api/contact`, a)));
  nginx = spawn(NGINX, ["-p", prefix, "-c", nginxConf], { stdio: "inherit" });
  children.push(nginx);
  await waitForHttp(`${LB}/api/contact`);
  console.log(
    `scale-out: 2 instances (:${APP_PORTS.join(", :")}) behind nginx :${LB_PORT} (deploy/nginx/site.conf), ` +
      `PostgreSQL ${new URL(DATABASE_URL).pathname.slice(1)}, Redis via proxy :${REDIS_PROXY_PORT}; up in ${Date.now() - started} ms`,
  );

  // Built assets come from nginx's disk with a one-year cache; a missing one is asked of an instance.
  const asset = readdirSync(join(root, ".next/static/chunks")).find((f) => f.endsWith(".js"));
  const staticHit = await request({ url: `${LB}/_next/static/chunks/${asset}`, method: "GET" });
  const staticMiss = await request({ url: `${LB}/_next/static/chunks/missing-${Date.now()}.js`, method: "GET" });
  console.log(
    `\nstatic: /_next/static/chunks/${asset} ${staticHit.status}, cache-control "${staticHit.headers["cache-control"]}", ` +
      `served by ${staticHit.headers["x-upstream"] ? "an instance" : "nginx"}; a missing asset ${staticMiss.status} from ${instanceOf(staticMiss)}`,
  );
  check(
    staticHit.status === 200 &&
      /immutable/.test(staticHit.headers["cache-control"] ?? "") &&
      !staticHit.headers["x-upstream"],
    "built assets served by nginx with a long cache",
  );

  // (a) the per-address limit across instances, with spoofed X-Forwarded-For
  console.log("\n(a) contact limit 10 per 600 s per client address, 12 posts from one address through the balancer");
  const a = [];
  for (let i = 0; i < CONTACT_LIMIT + 2; i++) {
    const r = await post(addr(0, 1), { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } });
    a.push(`${i + 1}:${r.status}@${instanceOf(r)}`);
  }
  console.log(`  answers (request:status@instance): ${a.join(" ")}`);
  const aStatus = a.map((s) => Number(s.split(":")[1].split("@")[0]));
  check(
    aStatus.slice(0, CONTACT_LIMIT).every((s) => s === 201) && aStatus.slice(CONTACT_LIMIT).every((s) => s === 429),
    "first 10 answered 201, the 11th and 12th 429, whichever instance answered (spoofed X-Forwarded-For ignored)",
  );
  check(new Set(a.map((s) => s.split("@")[1])).size === 2, "both instances answered");
  const other = await post(addr(0, 2));
  check(other.status === 201, `another address is not limited (${other.status})`);

  // (d) no instance state: an Idempotency-Key retried through the other instance
  console.log("\n(d) Idempotency-Key retried through the other instance");
  const key = `scale-out-${net2}-${Date.now()}`;
  // A retry sends the same body with the same key (another body with that key is refused with 422).
  const retried = contact(seq++);
  const first = await post(addr(0, 3), { headers: { "idempotency-key": key }, body: retried });
  let retry;
  for (let i = 0; i < 4; i++) {
    retry = await post(addr(0, 3), { headers: { "idempotency-key": key }, body: retried });
    if (instanceOf(retry) !== instanceOf(first)) break;
  }
  console.log(
    `  first ${first.status} ${first.json?.ref} from ${instanceOf(first)}; retry ${retry.status} ${retry.json?.ref} ` +
      `from ${instanceOf(retry)}, idempotent-replayed: ${retry.headers["idempotent-replayed"]}`,
  );
  check(
    instanceOf(first) !== instanceOf(retry) && first.json?.ref && first.json.ref === retry.json?.ref,
    "same reference from the other instance",
  );

  // (e) content edited through one instance, live on both; an upload through one, served by the other
  console.log(`\n(e) content: an Arabic title published through app1, an image uploaded through app2`);
  const [app1, app2] = APP_PORTS.map((port) => `http://127.0.0.1:${port}`);
  const cms = async (base, path, { method = "GET", json, form, token } = {}) => {
    const response = await fetch(`${base}/cms-api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...(json ? { "content-type": "application/json" } : {}),
      },
      body: json ? JSON.stringify(json) : form,
    });
    const text = await response.text();
    return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : undefined };
  };
  const login = await cms(app1, "/users/login", { method: "POST", json: editor });
  check(login.status === 200 && Boolean(login.json?.token), `signed in through app1 (${login.status})`);
  const token = login.json?.token;
  const slug = "data-analyst";
  const found = await cms(app1, `/paths?where[slug][equals]=${slug}&locale=ar&depth=0`, { token });
  const pathDoc = found.json?.docs?.[0];
  const oldTitle = pathDoc?.title;
  const newTitle = `${oldTitle} (${net2}-${Date.now() % 100000})`;
  const pageOf = (base) =>
    fetch(`${base}/ar/paths/${slug}`).then(
      (r) => r.text(),
      () => "",
    );
  const before = await Promise.all([app1, app2].map(pageOf));
  check(
    before.every((html) => html.includes(oldTitle ?? "\0") && !html.includes(newTitle)),
    `both instances show the current Arabic title "${oldTitle}"`,
  );
  const editStart = Date.now();
  const saved = await cms(app1, `/paths/${pathDoc?.id}?locale=ar`, {
    method: "PATCH",
    token,
    json: { title: newTitle, _status: "published" },
  });
  check(saved.status === 200, `published through app1 (${saved.status})`);
  const liveAfter = await Promise.all(
    [app1, app2].map(async (base) => {
      while (Date.now() - editStart < LIVE_WITHIN_MS + 5_000) {
        if ((await pageOf(base)).includes(newTitle)) return Date.now() - editStart;
        await sleep(250);
      }
      return Infinity;
    }),
  );
  console.log(`  new title live on app1 after ${liveAfter[0]} ms, on app2 after ${liveAfter[1]} ms`);
  check(
    liveAfter.every((ms) => ms <= LIVE_WITHIN_MS),
    `the edit is live on both instances within ${LIVE_WITHIN_MS / 1000} s`,
  );
  const cacheKeys = await redisKeys();
  console.log(`  Next's cache in Redis: ${cacheKeys.length} keys`);
  check(cacheKeys.length > 0, "the pages and content reads are cached in Redis, shared by the instances");
  // An instance started after the edit: its first answer has the new title.
  const late = startInstance(LATE_PORT);
  await waitForHttp(`http://localhost:${LATE_PORT}/api/contact`, late);
  check(
    (await pageOf(`http://127.0.0.1:${LATE_PORT}`)).includes(newTitle),
    "an instance started after the edit serves the new title at its first answer",
  );
  late.kill("SIGTERM");
  await new Promise((r) => (late.exitCode === null ? late.once("exit", r) : r()));
  const viaBalancer = await fetch(`${LB}/ar/paths/${slug}`).then((r) => r.text());
  check(viaBalancer.includes(newTitle), "and through the balancer");
  const restored = await cms(app1, `/paths/${pathDoc?.id}?locale=ar`, {
    method: "PATCH",
    token,
    json: { title: oldTitle, _status: "published" },
  });
  check(restored.status === 200, `title put back (${restored.status})`);

  // A photo of about 5 MB, uploaded through nginx (whose body limit is 64 KB outside the admin, the CMS's API and its upload routes).
  const image = await sharp({
    create: {
      width: 4000,
      height: 2700,
      channels: 3,
      background: "#1d6fb8",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([image], { type: "image/jpeg" }), `drill-${net2}-${Date.now()}.jpg`);
  form.append("_payload", JSON.stringify({ alt: { en: "Scale-out drill image", ar: "صورة تجربة التوسع" } }));
  const uploadStart = Date.now();
  const uploaded = await cms(LB, "/media?locale=en", { method: "POST", token, form });
  const doc = uploaded.json?.doc;
  console.log(
    `  a ${(image.length / 1e6).toFixed(1)} MB photo through nginx: ${uploaded.status} in ${Date.now() - uploadStart} ms`,
  );
  check(
    image.length > 4_500_000 && uploaded.status === 201 && Boolean(doc?.filename),
    `a ${(image.length / 1e6).toFixed(1)} MB image uploaded through nginx (${uploaded.status})`,
  );
  // Elsewhere nginx keeps its small body limit: a 100 KB post to the lead API is refused before the app.
  const bulky = await fetch(`${LB}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: "x".repeat(100_000) }),
  });
  check(bulky.status === 413, `a 100 KB lead post refused by nginx (${bulky.status})`);
  const filePath = `/cms-api/media/file/${doc?.filename}`;
  const fromApp1 = await fetch(`${app1}${filePath}`);
  const bytes = Buffer.from(await fromApp1.arrayBuffer());
  const fromApp2 = Buffer.from(await (await fetch(`${app2}${filePath}`)).arrayBuffer());
  const sizeFromApp1 = await fetch(`${app1}/cms-api/media/file/${doc?.sizes?.card?.filename}`);
  console.log(
    `  ${filePath}: app1 answered ${fromApp1.status} (${bytes.length} bytes, ${fromApp1.headers.get("content-type")}), ` +
      `its 640 px WebP ${sizeFromApp1.status} (${sizeFromApp1.headers.get("content-type")}); ` +
      `in app2's own DATA_DIR/media: ${existsSync(join(runDir, `app-${APP_PORTS[1]}`, "media"))}`,
  );
  check(
    fromApp1.status === 200 && bytes.equals(image) && fromApp2.equals(image) && sizeFromApp1.status === 200,
    "both instances serve the upload and its sizes, byte for byte",
  );
  check(!existsSync(join(runDir, `app-${APP_PORTS[1]}`, "media")), "no upload on the instance's own disk");
  const removed = await cms(app1, `/media/${doc?.id}`, { method: "DELETE", token });
  check(removed.status === 200, `upload deleted through app1 (${removed.status})`);

  // (b) Redis unreachable: the memory insurance limiter per instance
  console.log("\n(b) Redis cut at the proxy: 30 posts from one fresh address");
  // The path's page as both instances have it in Redis before the cut.
  await Promise.all([app1, app2].map(pageOf));
  cutRedis();
  const b = [];
  const bStart = Date.now();
  for (let i = 0; i < 30; i++) {
    const t = Date.now();
    const r = await post(addr(0, 4));
    b.push({ status: r.status, by: instanceOf(r), ms: Date.now() - t });
  }
  const allowed = b.filter((r) => r.status === 201).length;
  const by = (inst) => b.filter((r) => r.by === inst && r.status === 201).length;
  const maxMs = Math.max(...b.map((r) => r.ms));
  console.log(
    `  statuses ${JSON.stringify(Object.fromEntries([...new Set(b.map((r) => r.status))].map((s) => [s, b.filter((r) => r.status === s).length])))}; ` +
      `allowed ${allowed} (app1 ${by("app1")}, app2 ${by("app2")}); slowest answer ${maxMs} ms; total ${Date.now() - bStart} ms`,
  );
  check(
    b.every((r) => r.status === 201 || r.status === 429),
    "no 5xx (and no error) while Redis is unreachable",
  );
  check(allowed <= CONTACT_LIMIT * APP_PORTS.length, `at most 10 x ${APP_PORTS.length} instances allowed (${allowed})`);
  check(by("app1") <= CONTACT_LIMIT && by("app2") <= CONTACT_LIMIT, "at most 10 per instance");
  // A title published through app1 while Redis is away: its revalidation cannot reach Redis, where both instances'
  // copy of the page (cached before the cut) still has the old title.
  const cutTitle = `${oldTitle} (${net2}-cut)`;
  const savedInCut = await cms(app1, `/paths/${pathDoc?.id}?locale=ar`, {
    method: "PATCH",
    token,
    json: { title: cutTitle, _status: "published" },
  });
  const inCut = await Promise.all([app1, app2].map(pageOf));
  console.log(`  a title published through app1 during the cut: ${savedInCut.status}`);
  check(
    savedInCut.status === 200 && inCut.every((html) => html.includes(cutTitle)),
    "published during the cut, and served by both (rendered from the CMS while Redis is away)",
  );
  restoreRedis();
  const backAt = Date.now();
  // ioredis reconnects with back-off; wait until a fresh address is limited through Redis again.
  let back = -1;
  const restoreStart = Date.now();
  while (Date.now() - restoreStart < 20_000) {
    const who = addr(0, 5 + Math.floor((Date.now() - restoreStart) / 2000));
    const rs = [];
    for (let i = 0; i < CONTACT_LIMIT + 1; i++) rs.push((await post(who)).status);
    if (rs.filter((s) => s === 201).length === CONTACT_LIMIT && rs[CONTACT_LIMIT] === 429) {
      back = Date.now() - restoreStart;
      break;
    }
  }
  check(back >= 0, `Redis back: shared limit of exactly 10 again after ${back} ms`);
  // Once Redis answers, the revalidation app1 kept is sent again; until then Redis holds the old page.
  let staleFor = -1;
  while (Date.now() - backAt < 30_000) {
    const pages = await Promise.all([app1, app2].map(pageOf));
    if (pages.every((html) => html.includes(cutTitle))) {
      staleFor = Date.now() - backAt;
      break;
    }
    await sleep(250);
  }
  const appliedAgain = apps[0].logs.join("").includes("a revalidation kept during a Redis outage was applied");
  // The entries (the handler's own bookkeeping, `${prefix}__…__`, lists them and is kept).
  const entries = (await redisKeys()).filter((k) => !k.slice(cachePrefix.length).startsWith("__"));
  const ttls = await Promise.all(entries.map((k) => redisClient.ttl(k)));
  const longest = Math.max(...ttls);
  console.log(
    `  the title published during the cut is served by both ${staleFor} ms after Redis came back ` +
      `(the kept revalidation applied: ${appliedAgain}); longest time to live of a cache entry in Redis: ${longest} s`,
  );
  check(staleFor >= 0 && appliedAgain, "the revalidation Redis missed is applied once it is back");
  check(
    ttls.length > 0 && ttls.every((ttl) => ttl > 0 && ttl <= CACHE_MAX_AGE_S),
    `every cache entry expires within CACHE_MAX_AGE_S (${CACHE_MAX_AGE_S} s): what a lost revalidation can leave stale`,
  );
  await cms(app1, `/paths/${pathDoc?.id}?locale=ar`, {
    method: "PATCH",
    token,
    json: { title: oldTitle, _status: "published" },
  });

  // (c) 1,000 leads through the balancer, both workers delivering
  console.log(`\n(c) ${LEADS} leads through the balancer at ${CONCURRENCY} concurrent, both outbox workers on`);
  const refs = new Set();
  const answeredBy = { app1: 0, app2: 0, "?": 0 };
  const statuses = {};
  let next = 0;
  const cStart = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LEADS) {
        const i = next++;
        const r = await post(addr(10 + Math.floor(i / 250), (i % 250) + 1), {
          headers: { "idempotency-key": `scale-out-${net2}-${cStart}-${i}` },
        });
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        answeredBy[instanceOf(r)]++;
        if (r.status === 201) refs.add(r.json.ref);
      }
    }),
  );
  const postSeconds = (Date.now() - cStart) / 1000;
  const notifications = () =>
    mails.map((m) => /Message-ID: <(\S+)\.notification@/i.exec(m)?.[1]).filter((ref) => ref && refs.has(ref));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && new Set(notifications()).size < refs.size) await sleep(250);
  const drainSeconds = (Date.now() - cStart) / 1000;
  const got = notifications();
  const distinct = new Set(got).size;
  const sentBy = apps.map(
    (app) =>
      app.logs
        .join("")
        .split("\n")
        .filter((l) => l.includes('"mail sent"')).length,
  );
  console.log(
    `  answers ${JSON.stringify(statuses)} in ${postSeconds.toFixed(1)} s (app1 ${answeredBy.app1}, app2 ${answeredBy.app2}); ` +
      `drained after ${drainSeconds.toFixed(1)} s: provider notifications ${got.length}, distinct ${distinct}, ` +
      `duplicates ${got.length - distinct}; mails sent by worker (all kinds, whole run): app1 ${sentBy[0]}, app2 ${sentBy[1]}`,
  );
  check(refs.size === LEADS, `${LEADS} leads acknowledged (${refs.size})`);
  check(distinct === LEADS, `${LEADS} distinct provider notifications (${distinct})`);
  check(got.length === distinct, `0 duplicate notifications (${got.length - distinct})`);
  check(sentBy[0] > 0 && sentBy[1] > 0, "both workers delivered");

  // Graceful stop of both instances.
  const stops = await Promise.all(
    apps.map(async (app) => {
      const t = Date.now();
      app.kill("SIGTERM");
      await new Promise((r) => (app.exitCode !== null ? r() : app.once("exit", r)));
      return { code: app.exitCode, ms: Date.now() - t };
    }),
  );
  console.log(`\nSIGTERM: ${stops.map((s, i) => `app${i + 1} exit ${s.code} in ${s.ms} ms`).join(", ")}`);
  check(
    stops.every((s) => s.code === 143),
    "both instances exited after a graceful shutdown",
  );
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await sleep(500);
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  redisProxy.close();
  redisClient.disconnect();
  for (const s of proxied) s.destroy();
  await s3.close().catch(() => undefined);
  smtp.close(() => undefined);
}
if (failures.length) code = 1;
console.log(`\nscale-out: ${failures.length ? `${failures.length} check(s) failed` : "all checks passed"}`);
process.exit(code);
