import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCreate } from "../../scripts/lib/admin-create.mjs";
import { NGINX, siteNginx } from "../../scripts/lib/site-nginx.mjs";
import { seededDataDir, tempDir } from "../support/databases";
import { startSite, waitForExit } from "../support/server";
import { decoded, rawRequest } from "../support/raw-http";
import { inCi } from "../support/services";
import { documentPolicy } from "../../src/security/csp";

/**
 * The production server behind nginx running the shipped configuration (deploy/nginx/site.conf, with the lines
 * marked "drill:" pointed at this run: scripts/lib/site-nginx.mjs): what staff send passes, what strangers send to
 * the public forms is still capped, the uploaded files keep their own policy, and nginx compresses what the app
 * sends it uncompressed, keeps the compressed pages and asks the app again (its ETag) at each request.
 */
const APP_PORT = Number(process.env.NGINX_DRILL_PORT ?? 4165);
const LB_PORT = APP_PORT + 1;
const LB = `http://localhost:${LB_PORT}`;
const hasNginx = spawnSync(NGINX, ["-v"]).status === 0;
if (!hasNginx && inCi) throw new Error("nginx is needed for this drill (CI=true)");

const admin = { email: "nginx-drill@staff.example", password: "amber falcon quietly lifts granite" };

type Block = Record<string, unknown> & { blockType: string };
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== "id")
            .map(([key, v]) => [key, withoutIds(v)]),
        )
      : value;

describe.skipIf(!hasNginx)("the site behind nginx with deploy/nginx/site.conf", () => {
  let server: Awaited<ReturnType<typeof startSite>>;
  let nginx: ChildProcess | undefined;
  let auth: Record<string, string>;
  let token = "";
  // A copy of the run's seeded CMS (tests/support/databases.ts), so the server starts without seeding.
  const dataDir = seededDataDir("nginx-");

  beforeAll(async () => {
    // deploy/nginx/site.conf in front of the one instance, in a prefix of its own.
    const conf = siteNginx({ prefix: tempDir("nginx-prefix-"), upstreams: [`127.0.0.1:${APP_PORT}`], port: LB_PORT });
    server = await startSite(APP_PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      SITE_URL: LB,
    });
    const made = adminCreate({ ...admin, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });
    expect(made.status, made.output).toBe(0);
    nginx = spawn(NGINX, ["-p", resolve(conf, ".."), "-c", conf], { stdio: "inherit" });
    for (let i = 0; ; i++) {
      const up = await fetch(`${LB}/api/contact`).catch(() => undefined);
      if (up && up.status !== 502) break;
      if (i > 100) throw new Error("nginx did not answer");
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${LB}/cms-api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    auth = { authorization: `JWT ${token}` };
  }, 120_000);
  afterAll(async () => {
    nginx?.kill("SIGTERM");
    server?.kill("SIGTERM");
    if (server) await waitForExit(server);
  });

  it("lets staff save a page of 16 sections in the admin, and still refuses large posts elsewhere", async () => {
    // A page of 16 sections, made of the seeded pages' sections.
    const seeded = (
      (await (await fetch(`${LB}/cms-api/pages?depth=0&limit=100&locale=all`, { headers: auth })).json()) as {
        docs: { slug: string; title: unknown; hero: unknown; layout: Block[] }[];
      }
    ).docs;
    const sections = seeded.flatMap((p) => p.layout).map((b) => withoutIds(b) as Block);
    const single = ["leadForm"];
    // The largest sections first: a long page of substantial sections.
    const others = sections
      .filter((b) => !single.includes(b.blockType))
      .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length);
    // The about page's hero, then 15 sections.
    const hero = withoutIds(seeded.find((p) => p.slug === "about")!.hero);
    const layout: Block[] = [];
    for (let i = 0; layout.length < 15; i++) layout.push(others[i % others.length]!);
    // Its texts are long articles (each rich text's paragraphs 80 times over, in both languages): the admin's posts
    // for such a page, the save itself included (whether or not a form-state post came first), pass nginx's
    // default limit for the site (64 KiB).
    type RichText = { root: { children: unknown[] } };
    const longer = (text: RichText) => ({
      ...text,
      root: { ...text.root, children: Array.from({ length: 80 }, () => text.root.children).flat() },
    });
    for (const [index, block] of layout.entries()) {
      if (block.blockType !== "richText") continue;
      const body = (block as Block & { body: Record<string, RichText> }).body;
      layout[index] = { ...block, body: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, longer(v)])) };
    }
    expect(layout.some((block) => block.blockType === "richText")).toBe(true);
    const created = await fetch(`${LB}/cms-api/pages?locale=all&draft=true`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ slug: "sixteen-sections", title: seeded[0]!.title, hero, layout, _status: "draft" }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;

    // The admin, as an editor uses it: open the page, change its title, save the draft.
    const browser = await chromium.launch({
      executablePath: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    });
    const sent: { size: number; url: string }[] = [];
    const refused: string[] = [];
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: "payload-token", value: token, url: LB }]);
      const page = await context.newPage();
      page.on("request", (r) => {
        if (r.method() !== "GET") sent.push({ size: r.postDataBuffer()?.length ?? 0, url: r.url() });
      });
      page.on("response", (r) => {
        if (r.status() >= 400) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      await page.goto(`${LB}/admin/collections/pages/${id}`, { waitUntil: "networkidle", timeout: 60_000 });
      await page.locator("#field-title").fill("Sixteen sections, saved through nginx");
      const saved = page.waitForResponse(
        (r) => r.request().method() === "PATCH" && r.url().includes(`/cms-api/pages/${id}?`),
        { timeout: 30_000 },
      );
      await page.locator("#action-save-draft").click();
      expect((await saved).status()).toBe(200);
      await page.waitForLoadState("networkidle");
    } finally {
      await browser.close();
    }
    const largest = Math.max(...sent.map((s) => s.size));
    console.log(
      `a page of 16 sections: ${sent.length} posts by the admin, the largest ${(largest / 1024).toFixed(0)} KiB`,
    );
    // Before: the admin's form-state posts (over 100 KiB for this page) were refused by nginx (413).
    expect(largest).toBeGreaterThan(100 * 1024);
    expect(refused, server.logs.join("").slice(-4000)).toEqual([]);
    const draft = (await (await fetch(`${LB}/cms-api/pages/${id}?draft=true&depth=0`, { headers: auth })).json()) as {
      title: string;
    };
    expect(draft.title).toBe("Sixteen sections, saved through nginx");

    // The public forms keep their small limit in nginx, and the CMS its own above what the admin sends.
    const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
      fetch(`${LB}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ message: "x".repeat(bytes) }),
      });
    expect((await post("/api/contact", 100 * 1024)).status).toBe(413);
    expect((await post("/api/newsletter", 100 * 1024)).status).toBe(413);
    expect((await post("/cms-api/users/login", 1100 * 1024)).status).toBe(413);
    expect((await post(`/cms-api/pages/${id}`, 1100 * 1024, auth)).status).toBe(413);
    // The app holds the same limit without nginx.
    const direct = await fetch(`http://localhost:${APP_PORT}/cms-api/pages/${id}`, {
      method: "PATCH",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ title: "x".repeat(1100 * 1024) }),
    });
    expect(direct.status).toBe(413);
    expect(await direct.json()).toEqual({ error: "too_large" });
  }, 180_000);

  it("compresses in nginx, once, with each page's own policy, and answers a current copy 304 through nginx", async () => {
    for (const path of ["/about", "/ar/paths/ielts"]) {
      const gzip = await rawRequest(`${LB}${path}`, { "accept-encoding": "gzip" });
      const br = await rawRequest(`${LB}${path}`, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect([gzip.status, br.status], path).toEqual([200, 200]);
      expect(gzip.headers["content-encoding"], path).toBe("gzip");
      expect(br.headers["content-encoding"], path).toBe("br");
      // Decompressed once, each is the page itself (the app sent it uncompressed), with the policy of its scripts.
      const html = decoded(gzip);
      expect(html, path).toMatch(/^<!DOCTYPE html>/i);
      expect(decoded(br), path).toBe(html);
      expect(gzip.headers["content-security-policy"], path).toBe(documentPolicy(html));
      expect(br.headers["content-security-policy"], path).toBe(documentPolicy(html));
      expect(gzip.headers.vary, path).toMatch(/accept-encoding/i);
      // nginx's compression makes Next's ETag weak; the app still knows it.
      const etag = gzip.headers.etag!;
      expect(etag, path).toMatch(/^W\/"[\w-]{27}"$/);
      for (const encoding of ["gzip", "br"]) {
        const again = await rawRequest(`${LB}${path}`, { "accept-encoding": encoding, "if-none-match": etag });
        expect(again.status, `${path} ${encoding}`).toBe(304);
        expect(again.body.length).toBe(0);
        // A 304 does not replace the stored document's policy with another: nginx's kept copy's, or none.
        expect([undefined, documentPolicy(html)], path).toContain(again.headers["content-security-policy"]);
      }
      const head = await rawRequest(`${LB}${path}`, { "accept-encoding": "gzip" }, "HEAD");
      expect(head.headers["content-security-policy"], path).toBe(gzip.headers["content-security-policy"]);
    }
    // The build's files come from nginx's disk, compressed there too.
    const html = decoded(await rawRequest(`${LB}/about`, { "accept-encoding": "gzip" }));
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
    const file = await rawRequest(`${LB}${script}`, { "accept-encoding": "br" });
    expect(file.headers["content-encoding"]).toBe("br");
    expect(file.headers.vary).toMatch(/accept-encoding/i);
    expect(file.headers["cache-control"]).toContain("immutable");
  });

  it("sends uploaded files with their sandbox policy", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#356" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "square.png");
    form.append("_payload", JSON.stringify({ alt: { en: "A square", ar: "مربّع" } }));
    const uploaded = await fetch(`${LB}/cms-api/media?locale=en`, { method: "POST", headers: auth, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { doc } = (await uploaded.json()) as { doc: { url: string } };
    const file = await fetch(new URL(new URL(doc.url, LB).pathname, LB));
    expect(file.status).toBe(200);
    // Before: the site's policy for API answers replaced the files' own, which has no sandbox.
    expect(file.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
