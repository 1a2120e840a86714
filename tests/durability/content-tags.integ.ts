import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataDir } from "../support/databases";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { startSite, waitForExit } from "../support/server";

/**
 * Targeted revalidation on the production build (dist/server/main.js, SQLite, one instance of its own; tags per
 * document: src/content/tags.ts): a published edit of one learning path renders again the pages that show learning
 * paths (the path's own pages in both languages, the training pages whose courses link to it) and no other page;
 * publishing a page built from blocks renders that page again and no other; an image's edit, the pages that show it. The server's debug log says
 * when a render reads content ("content read", src/content/read.ts): a page served from Next's cache logs
 * nothing, a page rendered again logs its reads, and a read that missed the data cache says so.
 */
const PORT = Number(process.env.TAGS_DRILL_PORT ?? 4157);
const base = `http://localhost:${PORT}`;
const strong = "amber falcon quietly lifts granite";

describe("revalidation by content tag", () => {
  let server: Awaited<ReturnType<typeof startSite>>;
  const dataDir = seededDataDir("content-tags-");
  let token = "";

  beforeAll(async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "debug" };
    server = await startSite(PORT, env);
    execFileSync(
      process.execPath,
      [...TS_SCRIPT_NODE_ARGS, "scripts/admin-create.mts", "--email", "tags@staff.example", "--password", strong],
      { env: { ...process.env, ...env }, stdio: "pipe" },
    );
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "tags@staff.example", password: strong }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 180_000);
  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await waitForExit(server);
  });

  /** A page, and the content reads its request made (none: served from the cache without a render). */
  const get = async (path: string) => {
    const before = server.logs.join("").length;
    const response = await fetch(`${base}${path}`);
    const html = await response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = server.logs.join("").slice(before).split("\n");
    const reads = lines.filter((line) => line.includes('"msg":"content read"')).length;
    const fromCms = lines.filter((line) => line.includes('"msg":"content read from the CMS"'));
    return { status: response.status, html, rendered: reads > 0, fromCms: fromCms.join("\n") };
  };

  it("renders again the pages that show the edited path, and leaves an unrelated page's cache entry alone", async () => {
    const auth = { authorization: `JWT ${token}`, "content-type": "application/json" };
    const list = await fetch(`${base}/cms-api/paths?where[slug][equals]=power-bi&locale=en&depth=0`, { headers: auth });
    const path = ((await list.json()) as { docs: { id: number; title: string }[] }).docs[0]!;
    expect(path.title).toBeTruthy();

    const unrelated = ["/about", "/ar/about", "/careers"];
    const showing = ["/paths/power-bi", "/ar/paths/power-bi", "/training/business"];
    // A news post's page is rendered at every request, its "not found" too: it puts what every page reads (the
    // business details, in both languages) in the data cache. (The server starts with an empty one, and a
    // prerendered page is served without a render.) Then each page once so that it is in the cache, then again:
    // served from it, without a render.
    for (const page of ["/blog/no-such-post", "/ar/blog/no-such-post"]) {
      const warm = await get(page);
      expect([warm.status, warm.rendered], page).toEqual([404, true]);
    }
    for (const page of [...unrelated, ...showing]) expect((await get(page)).status).toBe(200);
    for (const page of [...unrelated, ...showing]) expect((await get(page)).rendered, page).toBe(false);

    // The path's sharing card (its og:image, which prints its title).
    const cardPath = new URL(
      /<meta property="og:image" content="([^"]+)"/.exec((await get("/paths/power-bi")).html)![1]!,
    ).pathname;
    const card = async () => Buffer.from(await (await fetch(`${base}${cardPath}`)).arrayBuffer());
    const cardBefore = await card();
    expect(cardBefore.length).toBeGreaterThan(1000);

    const edited = `${path.title} (January intake)`;
    const save = await fetch(`${base}/cms-api/paths/${path.id}?locale=en&depth=0`, {
      method: "PATCH",
      headers: auth,
      body: JSON.stringify({ title: edited, _status: "published" }),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    try {
      const fromCms: string[] = [];
      for (const page of showing) {
        const after = await get(page);
        // Rendered again; the learning paths (and the courses that link to them) read anew by the first page that
        // needs them, the rest (the business details) still from the cache.
        expect(after.rendered, page).toBe(true);
        expect(after.fromCms, page).not.toContain("global site-settings");
        fromCms.push(after.fromCms);
        if (page === "/paths/power-bi") expect(after.html).toContain(edited);
      }
      expect(fromCms[0]).toMatch(/"read":"docs paths en"/);
      expect(fromCms.join("\n")).toMatch(/"read":"docs courses en"/);
      for (const page of unrelated) expect((await get(page)).rendered, page).toBe(false);
      // The sharing card is drawn again with the new title.
      expect((await card()).equals(cardBefore), "the sharing card changed").toBe(false);
    } finally {
      const restore = await fetch(`${base}/cms-api/paths/${path.id}?locale=en&depth=0`, {
        method: "PATCH",
        headers: auth,
        body: JSON.stringify({ title: path.title, _status: "published" }),
      });
      expect(restore.status).toBe(200);
    }
    expect((await get("/paths/power-bi")).html).not.toContain(edited);
  }, 120_000);

  it("serves the schedule's filtered views from the cache, and renders them again when an intake is published", async () => {
    const auth = { authorization: `JWT ${token}`, "content-type": "application/json" };
    const list = await fetch(`${base}/cms-api/intakes?where[status][not_equals]=no-date&locale=en&depth=0&limit=1`, {
      headers: auth,
    });
    const intake = ((await list.json()) as { docs: { id: number; format: string; schedule: string }[] }).docs[0]!;
    expect(intake.schedule).toBeTruthy();
    const views = [`/schedule?format=${intake.format}`, `/schedule?format=${intake.format}&utm_source=mail`];
    const note = `${intake.schedule} plus Saturday mornings`;
    const publish = (schedule: string) =>
      fetch(`${base}/cms-api/intakes/${intake.id}?locale=en&depth=0`, {
        method: "PATCH",
        headers: auth,
        body: JSON.stringify({ schedule, _status: "published" }),
      });
    expect((await publish(note)).status).toBe(200);
    try {
      // Rendered once, on its first request after the change, with the new text; then from the cache (another
      // query parameter, such as a campaign's, is the same view), and so is the unfiltered schedule.
      const first = await get(views[0]!);
      expect([first.status, first.rendered]).toEqual([200, true]);
      expect(first.html).toContain("plus Saturday mornings");
      for (const view of views) {
        const again = await get(view);
        expect([again.status, again.rendered], view).toEqual([200, false]);
        expect(again.html).toContain("plus Saturday mornings");
      }
      expect((await get("/schedule")).html).toContain("plus Saturday mornings");
      expect((await get("/schedule")).rendered).toBe(false);
      // A view has one address: its own path sends there.
      for (const [path, address] of [
        [`/ar/schedule/filter/all_${intake.format}_all`, `/ar/schedule?format=${intake.format}`],
        ["/schedule/filter/nothing-known", "/schedule"],
        ["/blog/page/2", "/blog?page=2"],
      ]) {
        const answer = await fetch(`${base}${path}`, { redirect: "manual" });
        expect(
          [
            answer.status,
            new URL(answer.headers.get("location")!, base).pathname +
              new URL(answer.headers.get("location")!, base).search,
          ],
          path,
        ).toEqual([308, address]);
      }
    } finally {
      expect((await publish(intake.schedule)).status).toBe(200);
    }
    expect((await get(views[0]!)).html).not.toContain("plus Saturday mornings");
  }, 120_000);

  /** A page built from blocks, as stored (English). */
  const pageDoc = async (slug: string) => {
    const read = await fetch(`${base}/cms-api/pages?where[slug][equals]=${slug}&locale=en&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    });
    return ((await read.json()) as { docs: { id: number; title: string; meta?: Record<string, unknown> }[] }).docs[0]!;
  };

  it("renders again the page that was published, and no other page built from blocks", async () => {
    const auth = { authorization: `JWT ${token}`, "content-type": "application/json" };
    const page = await pageDoc("about");
    const others = ["/", "/ar", "/careers", "/ar/corporate", "/contact"];
    for (const address of [...others, "/about", "/ar/about"]) expect((await get(address)).status).toBe(200);
    for (const address of [...others, "/about", "/ar/about"])
      expect((await get(address)).rendered, address).toBe(false);

    const title = `${page.title as string} (renewed)`;
    const publish = (value: string) =>
      fetch(`${base}/cms-api/pages/${page.id as number}?locale=en&depth=0`, {
        method: "PATCH",
        headers: auth,
        body: JSON.stringify({ title: value, _status: "published" }),
      });
    expect((await publish(title)).status).toBe(200);
    try {
      for (const address of ["/about", "/ar/about"]) expect((await get(address)).rendered, address).toBe(true);
      for (const address of others) expect((await get(address)).rendered, address).toBe(false);
    } finally {
      expect((await publish(page.title as string)).status).toBe(200);
    }
  }, 120_000);

  it("renders again the pages that show an edited image, and not the pages that show another", async () => {
    const auth = { authorization: `JWT ${token}` };
    const json = { ...auth, "content-type": "application/json" };
    /** An image in the CMS (a PNG drawn here), described in both languages. */
    const upload = async (name: string, colour: string) => {
      const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), `${name}-${Date.now()}.png`);
      form.append("_payload", JSON.stringify({ alt: { en: `${name} in English`, ar: `${name} بالعربية` } }));
      const answer = await fetch(`${base}/cms-api/media?locale=en`, { method: "POST", headers: auth, body: form });
      expect(answer.status, await answer.clone().text()).toBe(201);
      return ((await answer.json()) as { doc: { id: number } }).doc.id;
    };
    /** Sets a page's English sharing image (meta.image), published. */
    const share = async (slug: string, image: number | null) => {
      const page = await pageDoc(slug);
      const answer = await fetch(`${base}/cms-api/pages/${page.id}?locale=en&depth=0`, {
        method: "PATCH",
        headers: json,
        body: JSON.stringify({ meta: { ...page.meta, image }, _status: "published" }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    };
    const aboutImage = await upload("Classroom", "#1d6fb8");
    const careersImage = await upload("Team", "#b8621d");
    await share("about", aboutImage);
    await share("careers", careersImage);
    try {
      // The about page shows its image in English only (the sharing image is one per language); the careers page
      // shows another; the home page none.
      const showing = ["/about"];
      const others = ["/ar/about", "/careers", "/"];
      for (const address of [...showing, ...others]) await get(address);
      for (const address of [...showing, ...others]) expect((await get(address)).rendered, address).toBe(false);
      expect((await get("/about")).html).toContain("Classroom in English");

      const alt = await fetch(`${base}/cms-api/media/${aboutImage}?locale=en&depth=0`, {
        method: "PATCH",
        headers: json,
        body: JSON.stringify({ alt: { en: "Classroom, described anew", ar: "Classroom بالعربية" } }),
      });
      expect(alt.status, await alt.clone().text()).toBe(200);
      const after = await get("/about");
      expect(after.rendered).toBe(true);
      expect(after.fromCms).toMatch(/"read":"docs pages en"/);
      expect(after.html).toContain("Classroom, described anew");
      for (const address of others) expect((await get(address)).rendered, address).toBe(false);
    } finally {
      await share("about", null);
      await share("careers", null);
      for (const id of [aboutImage, careersImage])
        await fetch(`${base}/cms-api/media/${id}`, { method: "DELETE", headers: auth });
    }
  }, 120_000);
});
