import Database from "better-sqlite3";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentPolicy } from "../../src/security/csp";
import { seededDataDir } from "../support/databases";
import { decoded, rawRequest } from "../support/raw-http";
import { startSite, waitForExit } from "../support/server";

/**
 * The HTTP contract of the production server (`npm start`), where the bundling of the build, the custom
 * server and the proxy all take part: status codes of domain and store errors, the request target, methods,
 * headers, and what a blocked database does to the rest of the site.
 */
const PORT = Number(process.env.CONTRACT_DRILL_PORT ?? 4161);
const base = `http://localhost:${PORT}`;
let ip = 0;
const nextIp = () => `203.0.113.${(++ip % 250) + 1}`;

/** One request on a raw socket (the target can be anything), answered as status line + headers + body. */
function raw(request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "localhost", () => socket.write(request));
    let text = "";
    socket.on("data", (d: Buffer) => (text += d.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const end = text.indexOf("\r\n\r\n");
      const head = text.slice(0, end);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: text.slice(end + 4) });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp(), ...headers },
    body: JSON.stringify(body),
  });

const contact = () => ({
  firstName: "Mona",
  lastName: "Adel",
  email: "mona@example.org",
  message: "Evening classes?",
  locale: "en",
  startedAt: Date.now() - 20_000,
});

describe("the HTTP contract of the production server", () => {
  let server: Awaited<ReturnType<typeof startSite>>;
  const dataDir = seededDataDir("contract-");

  beforeAll(async () => {
    server = await startSite(PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      // Not the address the build saw (http://localhost:3000): robots.txt must name the running one.
      SITE_URL: base,
    });
  }, 60_000);
  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await waitForExit(server);
  });

  it("answers a plan with an unknown course 400 courses.invalid (JSON), and with the error page (form post)", async () => {
    const json = await post("/api/plan", {
      fullName: "Omar",
      email: "omar@example.org",
      courses: ["nonexistent-course"],
      locale: "en",
      startedAt: Date.now() - 20_000,
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: "validation", fields: { courses: "courses.invalid" } });
    const form = await fetch(`${base}/api/plan`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() },
      body: new URLSearchParams({ fullName: "Omar", email: "omar@example.org", courses: "nonexistent-course" }),
    });
    expect(form.status).toBe(400);
    expect(form.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await form.text()).toContain("Your plan contains a course we do not offer");
  });

  it("answers a request for another host (absolute-form target) 421, and takes its own host in that form", async () => {
    const foreign = await raw(
      `GET http://evil.example/ HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`,
    );
    expect(foreign.status).toBe(421);
    expect(foreign.head).not.toMatch(/^location:/im);
    const slash = await raw(
      `GET http://evil.example/about/ HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`,
    );
    expect(slash.status).toBe(421);
    const own = await raw(
      `GET http://localhost:${PORT}/about HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`,
    );
    expect(own.status).toBe(200);
    // Nor does another Host: a redirect's Location must never name it.
    const hosted = await raw(`GET /about/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect(hosted.status).toBe(421);
    const local = await raw(`GET /about/ HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`);
    expect(local.status).toBe(308);
    expect(local.head).toMatch(new RegExp(`^location: (http://localhost:${PORT})?/about\\r?$`, "im"));
  });

  it("answers other methods on pages 405, OPTIONS with what is allowed, and never advertises a method it refuses", async () => {
    for (const path of ["/", "/about", "/ar/contact"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await fetch(`${base}${path}`, { method, headers: { "x-forwarded-for": nextIp() } });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      }
      const options = await fetch(`${base}${path}`, { method: "OPTIONS" });
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    }
    for (const path of ["/api/contact", "/api/plan", "/api/newsletter", "/api/ai-advisor"]) {
      const options = await fetch(`${base}${path}`, { method: "OPTIONS" });
      expect(options.status, path).toBe(204);
      const allowed = (options.headers.get("allow") ?? "").split(/,\s*/);
      expect(allowed.sort()).toEqual(["OPTIONS", "POST"]);
      for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
        const refused = await fetch(`${base}${path}`, { method, headers: { "x-forwarded-for": nextIp() } });
        expect(refused.status, `${method} ${path}`).toBe(405);
        expect(refused.headers.get("allow")).toBe("OPTIONS, POST");
      }
    }
  });

  it("answers CONNECT and unknown methods 405, and a request with two Host headers 400", async () => {
    for (const request of [
      `CONNECT localhost:${PORT} HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`,
      `TRACK / HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`,
      `TRACE / HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`,
    ]) {
      const answer = await raw(request);
      expect(answer.status, request.split(" ")[0]).toBe(405);
      expect(answer.head).toMatch(/^allow: GET, HEAD, POST\r?$/im);
    }
    const twoHosts = await raw(
      `GET /about HTTP/1.1\r\nHost: localhost:${PORT}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(twoHosts.status).toBe(400);
  });

  it("answers the CMS's API 4xx for a body of another type and for Payload's internal collections", async () => {
    const plain = await fetch(`${base}/cms-api/courses`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "title=x",
    });
    expect(plain.status).toBe(415);
    expect(plain.headers.get("accept")).toContain("application/json");
    const migrations = await fetch(`${base}/cms-api/payload-migrations`);
    expect(migrations.status).toBe(404);
    // What the admin and the dashboard's forms send still reaches Payload (anonymous: refused there, 4xx).
    for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
      const answer = await fetch(`${base}/cms-api/courses`, {
        method: "POST",
        headers: { "content-type": type },
        body: "{}",
      });
      expect(answer.status, type).toBeGreaterThanOrEqual(400);
      expect(answer.status, type).toBeLessThan(500);
      expect(answer.status, type).not.toBe(415);
    }
  });

  it("logs a stranger's refused reads of the CMS's API as one line each, not as errors with a stack", async () => {
    const before = server.logs.length;
    for (const path of ["/cms-api/users", "/cms-api/leads", "/cms-api/users/1", "/cms-api/courses?draft=true"]) {
      const answer = await fetch(`${base}${path}`);
      expect([401, 403], path).toContain(answer.status);
      expect(await answer.text(), path).not.toMatch(/\bat \S+ \(/);
    }
    // Payload logs a refusal at info by the error's class name (Forbidden): the server's code keeps its names.
    await expect.poll(() => server.logs.slice(before).join("")).toMatch(/You are not allowed to perform this action/);
    const logged = server.logs.slice(before).join("");
    expect(logged).not.toMatch(/ERROR|"level":50/);
    expect(logged).not.toMatch(/"stack"|\n\s+at /);
  });

  it("names the running server's address in robots.txt, as the sitemap does", async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots).not.toContain("localhost:3000");
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${base}/about</loc>`);
  });

  it("sends HTML documents without Next's build headers", async () => {
    for (const path of ["/", "/about", "/ar/paths/ielts", "/no-such-page"]) {
      const response = await fetch(`${base}${path}`);
      for (const name of ["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time", "x-middleware-rewrite"]) {
        expect(response.headers.get(name), `${name} on ${path}`).toBeNull();
      }
    }
  });

  it("compresses with Next when no nginx is in front, after each page's policy was made from its own scripts", async () => {
    for (const path of ["/about", "/ar/paths/ielts", "/no-such-page"]) {
      const zipped = await rawRequest(`${base}${path}`, { "accept-encoding": "gzip, deflate, br" });
      expect(zipped.headers["content-encoding"], path).toBe("gzip");
      expect(zipped.headers.vary, path).toMatch(/accept-encoding/i);
      const html = decoded(zipped);
      expect(html, path).toMatch(/^<!DOCTYPE html>/i);
      expect(zipped.headers["content-security-policy"], path).toBe(documentPolicy(html));
      const plain = await rawRequest(`${base}${path}`, { "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.headers["content-length"], path).toBe(String(plain.body.length));
    }
    // A page from Next's cache has Next's ETag; a current copy is answered 304, without a policy of its own.
    const page = await rawRequest(`${base}/about`, { "accept-encoding": "gzip" });
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`]) {
      const again = await rawRequest(`${base}/about`, { "accept-encoding": "gzip", "if-none-match": ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.headers["content-security-policy"]).toBeUndefined();
      expect(again.body.length).toBe(0);
    }
    const head = await rawRequest(`${base}/about`, {}, "HEAD");
    expect(head.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  });

  it("stores a post without a valid form timer as suspected spam, answering success, and mails nothing", async () => {
    const response = await post("/api/contact", { ...contact(), startedAt: undefined, email: "nospam@example.org" });
    expect(response.status).toBe(201);
    const { ref } = (await response.json()) as { ref: string };
    const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
    try {
      const row = db.prepare("select spam from leads where ref = ?").get(ref) as { spam: string } | undefined;
      expect(row?.spam).toBe("no_timer");
      const mails = db.prepare("select count(*) n from outbox o join leads l on l.id = o.lead_id where l.ref = ?");
      expect((mails.get(ref) as { n: number }).n).toBe(0);
    } finally {
      db.close();
    }
  });

  it("fails a post fast with 503 and Retry-After while another process holds the write lock; reads are not held", async () => {
    const other = new Database(join(dataDir, "leads.sqlite"));
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = Date.now();
      const posting = post("/api/contact", contact()).then((r) => ({ r, ms: Date.now() - started }));
      const pages = await Promise.all(
        ["/robots.txt", "/sitemap.xml", "/about"].map(async (path) => {
          const t = Date.now();
          await (await fetch(`${base}${path}`)).text();
          return Date.now() - t;
        }),
      );
      const { r, ms } = await posting;
      console.log(`contract drill: write lock held: post answered ${r.status} after ${ms} ms; pages ${pages} ms`);
      expect(r.status).toBe(503);
      expect(r.headers.get("retry-after")).toBe("30");
      expect(ms).toBeLessThan(2_500);
      expect(Math.max(...pages)).toBeLessThan(1_000);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await post("/api/contact", contact())).status).toBe(201);
  });
});
