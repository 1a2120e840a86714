// Shared by the launch checks: the site to check is either a running server given with --url, or the
// production build (`npm start`: dist/server/main.js) that the check starts on a port of its own and stops when it is done.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { TS_SCRIPT_NODE_ARGS } from "./node-args.mjs";

/** A port the OS says is free (listen on 0, read the port, close). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server for a check and waits until it answers. Returns { url, stop, logs, pid, dataDir }.
 * The server is self-contained: SQLite and the mail drop in tmp/<name>-data, no PostgreSQL, Redis, SMTP or OpenAI.
 * Options: `cwd`, the folder of the build to start (another checkout; default this one); `env`, variables set
 * after those are removed (a DATABASE_URL of the caller's own); `seed`, run `npm run cms:seed` first, as a
 * deployment does (otherwise the server's first start seeds the empty CMS itself); `prefix`, a command that ends
 * by exec-ing the server's command line, given to it as arguments (e.g. `sh -c '…; exec "$0" "$@"'`), so `pid`
 * is the server's.
 */
export async function startSite(name, port, { cwd = ".", env: extra = {}, seed = false, prefix = [] } = {}) {
  if (!existsSync(join(cwd, ".next/BUILD_ID"))) throw new Error(`No production build in ${cwd}: run \`npm run build\``);
  port = port ? Number(port) : await freePort();
  const dataDir = resolve(cwd, `tmp/${name}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PORT: String(port),
    NODE_ENV: "production",
  };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|REDIS_URL|SMTP_URL|OPENAI_API_KEY|EMAILJS_.*|HOSTNAME)$/.test(key)) delete env[key];
  }
  Object.assign(env, extra);
  if (seed) {
    const seeded = spawnSync(process.execPath, [...TS_SCRIPT_NODE_ARGS, "scripts/cms-seed.mts"], {
      cwd,
      env,
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`cms:seed failed:\n${seeded.stdout}${seeded.stderr}`);
  }
  // Listen on all interfaces (the default): bound to 127.0.0.1, Next's proxy redirects English URLs to themselves.
  const command = [...prefix, process.execPath, "dist/server/main.js"];
  const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const logs = [];
  child.stdout.on("data", (d) => logs.push(d.toString()));
  child.stderr.on("data", (d) => logs.push(d.toString()));
  const url = `http://localhost:${port}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  // A first start seeds an empty CMS; on a 2-core machine that also runs the browser tests it can take minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${logs.join("")}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.status > 0) return { url, stop, logs, pid: child.pid, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 180 s:\n${logs.join("")}`);
}

/**
 * The site to check: --url when given (left running afterwards), otherwise a server started here
 * (on --port, or a free port) and stopped on exit, Ctrl-C included.
 */
export async function siteFor(name, { url, port, dir }) {
  if (url) return { url: url.replace(/\/$/, ""), stop: async () => {}, logs: [], started: false };
  const site = await startSite(name, port, { cwd: dir });
  const onSignal = (signal) => {
    site.stop().finally(() => process.kill(process.pid, signal));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return { ...site, started: true };
}
