import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataDir } from "../support/databases";
import { startSite, waitForExit } from "../support/server";

/**
 * HTTP-level abuse against the production build (dist/server/main.js): methods, chunked and lying bodies,
 * 1 MB and 10 MB bodies, and slow clients. Prints its figures for the CI log.
 */
const PORT = Number(process.env.HTTP_DRILL_PORT ?? 4151);
const BODY_TIMEOUT_MS = 2_000;
const ENDPOINTS = ["/api/contact", "/api/plan", "/api/newsletter", "/api/ai-advisor"];
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\.next\/|webpack|\.[cm]?[jt]sx?:\d|SQLITE_|ECONN|kysely|TypeError|ReferenceError|SyntaxError|stack/i;

let ip = 0;
/** A distinct client address per request (one trusted proxy hop), so rate limits never answer first. */
const nextIp = () => `203.0.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

const statuses: Record<string, number> = {};
let fiveXx = 0;
let internals = 0;
function record(status: number, body: string) {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status >= 500) fiveXx++;
  if (INTERNALS.test(body)) internals++;
}

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  ms: number;
  closedByServer: boolean;
}

/**
 * Writes bytes on a raw socket (so the request can lie) and reads the first answer. `drip` sends the
 * body in pieces; the answer's time is measured from the first byte sent.
 */
function raw(
  head: string,
  body: Buffer | string = "",
  options: { dripBytes?: number; dripEveryMs?: number; waitMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(PORT, "localhost");
    const chunks: Buffer[] = [];
    const drip: { timer?: NodeJS.Timeout } = {};
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      const text = Buffer.concat(chunks).toString("utf8");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) {
        if (closedByServer) {
          settled = true;
          clearInterval(drip.timer);
          return resolve({ status: 0, head: "", body: "", ms: Date.now() - started, closedByServer });
        }
        return;
      }
      const headText = text.slice(0, end);
      const rest = text.slice(end + 4);
      const length = /content-length: (\d+)/i.exec(headText);
      const chunked = /transfer-encoding: chunked/i.test(headText);
      const complete = length
        ? Buffer.byteLength(rest) >= Number(length[1])
        : chunked
          ? rest.includes("0\r\n\r\n")
          : closedByServer;
      if (!complete && !closedByServer) return;
      settled = true;
      clearInterval(drip.timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1] ?? 0);
      const answer = {
        status,
        head: headText,
        body: chunked ? dechunk(rest) : rest,
        ms: Date.now() - started,
        closedByServer,
      };
      socket.destroy();
      resolve(answer);
    };
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      finish(false);
    });
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.setTimeout(options.waitMs ?? 30_000, () => {
      socket.destroy();
      if (!settled) reject(new Error(`no answer within ${options.waitMs ?? 30_000} ms for ${head.split("\r\n")[0]}`));
    });
    socket.write(head);
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    if (!options.dripBytes) {
      if (bytes.length) socket.write(bytes, () => undefined);
      return;
    }
    let offset = 0;
    drip.timer = setInterval(() => {
      if (settled || socket.destroyed || offset >= bytes.length) return clearInterval(drip.timer);
      socket.write(bytes.subarray(offset, offset + options.dripBytes!));
      offset += options.dripBytes!;
    }, options.dripEveryMs ?? 500);
  });
}

/** The payload of a chunked body. */
function dechunk(text: string): string {
  let out = "";
  let rest = text;
  for (;;) {
    const line = rest.indexOf("\r\n");
    if (line < 0) return out;
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    const bytes = Buffer.from(rest.slice(line + 2));
    out += bytes.subarray(0, size).toString("utf8");
    rest = bytes.subarray(size + 2).toString("utf8");
  }
}

const headOf = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost:${PORT}\r\nX-Forwarded-For: ${nextIp()}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n`;

const validJson = (path: string) =>
  JSON.stringify(
    path === "/api/ai-advisor"
      ? { messages: [{ role: "user", content: "data analyst" }] }
      : path === "/api/plan"
        ? { fullName: "Omar", email: "o@example.org", courses: ["ielts"], locale: "en", startedAt: Date.now() - 9000 }
        : {
            firstName: "Mona",
            lastName: "Adel",
            email: "m@example.org",
            message: "Hi",
            locale: "en",
            startedAt: Date.now() - 9000,
          },
  );

/** A normal visitor's post, timed (ms). */
async function normalPost(): Promise<number> {
  const started = Date.now();
  const body = validJson("/api/contact");
  const answer = await raw(
    headOf("POST", "/api/contact", {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      Connection: "close",
    }),
    body,
  );
  record(answer.status, answer.body);
  expect(answer.status).toBe(201);
  return Date.now() - started;
}

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.99) - 1)]!;

describe("HTTP abuse against the production server", () => {
  let server: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    server = await startSite(PORT, {
      DATA_DIR: seededDataDir("http-abuse-"),
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    });
  }, 60_000);
  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await waitForExit(server);
    console.log(
      `http drill: responses by status ${JSON.stringify(statuses)}, 5xx ${fiveXx}, stack traces/internals ${internals}`,
    );
  });

  it("answers other methods with 405 (Next answers OPTIONS and HEAD itself), never 5xx", async () => {
    for (const path of [...ENDPOINTS, "/", "/ar/about"])
      for (const method of [
        "GET",
        "PUT",
        "PATCH",
        "DELETE",
        "OPTIONS",
        "HEAD",
        "TRACE",
        "TRACK",
        "CONNECT",
        "PROPFIND",
      ]) {
        if (!path.startsWith("/api") && ["GET", "HEAD", "OPTIONS"].includes(method)) continue;
        const answer = await raw(headOf(method, path, { "Content-Length": 0, Connection: "close" }), "", {
          waitMs: 10_000,
        });
        if (method === "CONNECT") {
          // This server is no proxy: 405 with Allow (src/server/http-edge.ts refuseConnect).
          expect(answer.status, `${method} ${path}`).toBe(405);
          continue;
        }
        // A page answered 200 is the page itself (with its scripts): only answers of the API and errors are scanned.
        const scanned = path.startsWith("/api") || answer.status >= 400;
        record(answer.status, scanned ? answer.body : "");
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        if (scanned) expect(answer.body).not.toMatch(INTERNALS);
        // TRACK is not an HTTP method Node's parser knows: its parse error is answered 405, as docs/operations.md says.
        if (method === "TRACK") expect(answer.status).toBe(405);
        if (method === "TRACE" || (path.startsWith("/api") && ["GET", "PUT", "PATCH", "DELETE"].includes(method))) {
          expect(answer.status, `${method} ${path}`).toBe(405);
          expect(answer.head).toMatch(/^allow: .*POST/im);
          expect(JSON.parse(answer.body)).toEqual({ error: "method_not_allowed" });
        }
      }
  });

  it("answers 1 MB and 10 MB bodies with 413 quickly, declared, chunked, or lying about their length", async () => {
    const times: number[] = [];
    for (const path of ENDPOINTS)
      for (const size of [64 * 1024 + 1, 1024 * 1024, 10 * 1024 * 1024]) {
        const body = Buffer.alloc(size, "x");
        const declared = await raw(
          headOf("POST", path, { "Content-Type": "application/json", "Content-Length": size }),
          body,
        );
        record(declared.status, declared.body);
        expect(declared.status, `${path} ${size} declared`).toBe(413);
        times.push(declared.ms);

        // Chunked, without Content-Length: refused while reading, as soon as the cap is crossed.
        const chunks = [];
        for (let sent = 0; sent < size; sent += 16 * 1024) chunks.push(`4000\r\n${"x".repeat(16 * 1024)}\r\n`);
        const chunked = await raw(
          headOf("POST", path, { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }),
          `${chunks.join("")}0\r\n\r\n`,
        );
        record(chunked.status, chunked.body);
        expect(chunked.status, `${path} ${size} chunked`).toBe(413);
        times.push(chunked.ms);

        // A Content-Length that claims a small body while 1 MB follows: the body is cut at the claim,
        // the rest is garbage that Node's parser refuses (400, or 405 when it reads as an unknown method) or ignores
        // after the connection closes.
        const lyingSmall = await raw(
          headOf("POST", path, { "Content-Type": "application/json", "Content-Length": 10 }),
          body,
        );
        record(lyingSmall.status, lyingSmall.body);
        // 0: no answer read. The server answers and closes while the client is still sending the garbage, and
        // the kernel's reset on a socket closed with unread data can discard the answer on the client's side
        // (seen once in CI). A lingering close would fix that; left open. Never a 5xx either way.
        expect([0, 400, 405, 413]).toContain(lyingSmall.status);
      }
    const worst = Math.max(...times);
    console.log(
      `http drill: 413 answers ${times.length}, max time to 413 ${worst} ms, median ${[...times].sort((a, b) => a - b)[times.length >> 1]} ms`,
    );
    // The answer comes when the cap is crossed, not after the whole upload (10 MB on loopback).
    expect(worst).toBeLessThan(1_000);
  });

  it("answers a body shorter than its Content-Length, or one that never ends, with 408 after the body timeout", async () => {
    for (const path of ENDPOINTS) {
      const body = validJson(path);
      const short = await raw(
        headOf("POST", path, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) + 500 }),
        body,
        { waitMs: 15_000 },
      );
      record(short.status, short.body);
      expect(short.status, path).toBe(408);
      expect(short.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(short.ms).toBeLessThan(BODY_TIMEOUT_MS + 3_000);
      expect(JSON.parse(short.body)).toMatchObject({ error: expect.any(String) });
      expect(short.closedByServer || /connection: close/i.test(short.head)).toBe(true);
    }
  });

  it("cuts slow clients (headers or body a byte at a time) by a timeout, and normal traffic is unaffected", async () => {
    const baseline: number[] = [];
    for (let i = 0; i < 30; i++) baseline.push(await normalPost());

    // Slow bodies: a valid start, then one byte every 500 ms: cut by the body timeout with 408.
    const slowBodies = Array.from({ length: 50 }, (_, i) => {
      const path = ENDPOINTS[i % ENDPOINTS.length]!;
      const body = validJson(path);
      return raw(
        headOf("POST", path, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }),
        body,
        {
          dripBytes: 1,
          dripEveryMs: 500,
          waitMs: 20_000,
        },
      );
    });

    // Slow headers (slowloris): 200 connections that send a header byte every 5 s. The server's
    // headersTimeout (20 s, checked every 5 s: src/server/http-guard.ts) cuts them after 20-25 s; they never
    // reach the application. With Node's defaults (60 s, checked every 30 s) they would last 60-90 s.
    // The client reads what the server sends: a socket nobody reads from does not see the server's 408
    // and close until its next write fails (that made earlier runs report 30-60 s for a 20-25 s cut).
    const slowHeaders: { socket: Socket; opened: number; closedAt?: number; answer: string }[] = [];
    const header = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(100)}`;
    for (let i = 0; i < 200; i++) {
      const socket = connect(PORT, "localhost");
      const entry: (typeof slowHeaders)[number] = { socket, opened: Date.now(), answer: "" };
      let offset = 0;
      socket.on("connect", () => socket.write(header.slice(0, 20)));
      socket.on("data", (chunk: Buffer) => (entry.answer += chunk.toString("latin1")));
      offset = 20;
      const drip = setInterval(() => {
        if (socket.destroyed) return clearInterval(drip);
        socket.write(header[offset++ % header.length]!);
      }, 5_000);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(drip);
        entry.closedAt = Date.now();
      });
      slowHeaders.push(entry);
    }

    // Measured once the attack is in place (opening 250 sockets at once briefly slows this process too).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const during: number[] = [];
    for (let i = 0; i < 30; i++) during.push(await normalPost());

    const bodies = await Promise.all(slowBodies);
    for (const b of bodies) record(b.status, b.body);
    const bodyCut = bodies.filter((b) => b.status === 408).length;
    const maxBodyMs = Math.max(...bodies.map((b) => b.ms));

    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && slowHeaders.some((s) => s.closedAt === undefined)) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const headersCut = slowHeaders.filter((s) => s.closedAt !== undefined);
    const headers408 = headersCut.filter((s) => s.answer.startsWith("HTTP/1.1 408 ")).length;
    const headerMs = headersCut.map((s) => s.closedAt! - s.opened).sort((a, b) => a - b);
    const maxHeaderMs = Math.max(...headerMs);
    const medianHeaderMs = headerMs[Math.floor(headerMs.length / 2)] ?? Infinity;
    for (const s of slowHeaders) s.socket.destroy();
    const after: number[] = [];
    for (let i = 0; i < 10; i++) after.push(await normalPost());

    console.log(
      `http drill: slowloris: ${bodies.length} slow bodies, ${bodyCut} answered 408 (longest ${maxBodyMs} ms); ` +
        `${slowHeaders.length} slow-header connections, ${headersCut.length} cut by the server, ${headers408} with a 408 (median ${medianHeaderMs} ms, longest ${maxHeaderMs} ms); ` +
        `normal posts p99 ${p99(baseline)} ms before, ${p99(during)} ms during, ${p99(after)} ms after`,
    );
    expect(bodyCut).toBe(bodies.length);
    expect(maxBodyMs).toBeLessThan(BODY_TIMEOUT_MS + 3_000);
    expect(headersCut.length).toBe(slowHeaders.length);
    expect(headers408).toBe(slowHeaders.length);
    // 20 s headersTimeout, swept every 5 s: 20-25 s, and some slack for a busy machine.
    expect(headerMs[0]).toBeGreaterThanOrEqual(19_000);
    expect(maxHeaderMs).toBeLessThan(30_000);
    // Normal visitors are still served while 200 slow connections are held: a server wedged by them would
    // time these posts out. The target (p99 within twice the baseline) is printed above; the bound here
    // is loose because the CI machine may be busy with other work, which moves ~10 ms requests a lot.
    expect(p99(during)).toBeLessThan(Math.max(2 * p99(baseline) + 50, 2_000));
  }, 180_000);
});
