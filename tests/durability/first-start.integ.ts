import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { engines, tempDir } from "../support/databases";
import { databaseName, freshDatabase } from "../support/pg-databases.mjs";

/**
 * The service started on an empty CMS (it migrates and seeds it before it listens), and the first admin made with
 * `npm run admin:create` while that start is still at work. Before the start lock, the two seeded at once: the
 * seed failed with SQLITE_BUSY and the server went on answering 500 to everything. Now `admin:create` waits for
 * the migrations it needs, and only the server seeds.
 * And a start that fails exits non-zero without ever listening, so systemd restarts it.
 */
const strong = "saffron harbour quietly mends seven kites";

type Run = { code: number | null; output: string };

/** A process whose output is kept; resolves with its exit code. */
function run(args: string[], env: Record<string, string>, onOutput?: (text: string) => void) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const take = (d: Buffer) => {
    output += d.toString();
    onOutput?.(output);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const done = new Promise<Run>((resolve) => child.on("exit", (code) => resolve({ code, output })));
  return { child, done, output: () => output };
}

describe.each(engines)("the first start on an empty CMS ($name)", ({ name, databaseUrl }) => {
  const port = name === "sqlite" ? 4231 : 4232;
  const base = `http://localhost:${port}`;
  const started: ReturnType<typeof run>[] = [];
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill("SIGTERM");
    await Promise.all(started.map((s) => s.done));
  });

  it("seeds once while admin:create waits for it, listens only when it can answer, and the admin signs in", async () => {
    const dataDir = tempDir("first-start-");
    const url = databaseUrl ? await freshDatabase(databaseUrl, `${databaseName(databaseUrl)}_first_start`) : "";
    const env = { DATA_DIR: dataDir, DATABASE_URL: url, REDIS_URL: "", PORT: String(port), LOG_LEVEL: "info" };
    let seedingAt = 0;
    const server = run(["dist/server/main.js"], env, (text) => {
      if (!seedingAt && /migrat|seed/i.test(text)) seedingAt = Date.now();
    });
    started.push(server);
    // The README's next step, while the server is still starting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const admin = run(
      [...TS_SCRIPT_NODE_ARGS, "scripts/admin-create.mts", "--email", "first@staff.example", "--password", strong],
      {
        ...env,
        LOG_LEVEL: "info",
      },
    );
    const made = await admin.done;
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/admin account created/);
    const waited = /another process is starting the CMS/.test(made.output + server.output());
    console.log(`[${name}] admin:create ${waited ? "waited for" : "did not meet"} the server's start-up work`);

    // The server answers once it listens, and it logs "listening" only after its start-up work.
    const deadline = Date.now() + 120_000;
    while (!/"listening"|listening/.test(server.output()) && Date.now() < deadline) {
      expect(server.child.exitCode, server.output()).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const log = server.output();
    expect(log).toMatch(/listening/);
    expect(log.indexOf("listening")).toBeGreaterThan(log.search(/CMS seeded/));
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/ar/paths/data-analyst`)).status).toBe(200);
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "first@staff.example", password: strong }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const paths = await fetch(`${base}/cms-api/paths?limit=0&depth=0`, { headers: { authorization: `JWT ${token}` } });
    expect(((await paths.json()) as { totalDocs: number }).totalDocs).toBe(20);
    // Seeded once: by one of the two processes, never by both.
    const seeded = (log.match(/CMS seeded/g)?.length ?? 0) + (made.output.match(/CMS seeded/g)?.length ?? 0);
    expect(seeded).toBe(1);
    server.child.kill("SIGTERM");
    expect((await server.done).code).toBe(143);
  }, 240_000);

  it("exits non-zero, without listening, when its start-up work fails", async () => {
    const dataDir = tempDir("broken-start-");
    // The CMS's database file cannot be opened: a folder stands where it should be.
    if (!databaseUrl) mkdirSync(join(dataDir, "cms.sqlite"));
    const env = {
      DATA_DIR: dataDir,
      // A PostgreSQL server that refuses the connection.
      DATABASE_URL: databaseUrl ? "postgres://postgres@127.0.0.1:1/none" : "",
      REDIS_URL: "",
      PORT: String(port),
      LOG_LEVEL: "info",
    };
    const server = run(["dist/server/main.js"], env);
    started.push(server);
    const exited = await Promise.race([
      server.done,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 120_000)),
    ]);
    expect(exited, server.output()).toBeDefined();
    expect(exited!.code).not.toBe(0);
    expect(exited!.output).not.toMatch(/listening/);
    expect(exited!.output).toMatch(/start-up failed|failed to start/);
  }, 180_000);
});
