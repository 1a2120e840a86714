import type { APIRequestContext } from "@playwright/test";
import { landingBlockTypes, landingPage, landingTexts } from "../support/landing-page";
import { expect, expectFitsAndAccessible, locales, settle, test, viewports } from "./fixtures";
import {
  account,
  authHeader,
  ensureAdmin,
  publishNewsPost,
  publishPage,
  replaceStaff,
  uploadShareImage,
} from "./staff";

const LIVE_WITHIN_MS = 60_000;
const admin = account("e2e-pages-admin@staff.example", "admin");
const editor = account("e2e-pages-editor@staff.example", "editor");
const run = Date.now().toString(36);
const slug = `e2e-landing-${run}`;
const renamedSlug = `e2e-offer-${run}`;
const pathSlug = `e2e-path-${run}`;

/** Polls a page until it answers `status` (a publish or an unpublish reaches the site within a minute). */
async function answers(request: APIRequestContext, url: string, status: number) {
  await expect
    .poll(async () => (await request.get(url, { maxRedirects: 0 })).status(), {
      timeout: LIVE_WITHIN_MS,
      intervals: [500],
    })
    .toBe(status);
}

const inSitemap = async (request: APIRequestContext, path: string) =>
  (await (await request.get("/sitemap.xml")).text()).includes(`${path}</loc>`);

test.describe("pages built from blocks", () => {
  test.describe.configure({ mode: "serial" });
  let auth: Record<string, string>;
  let adminAuth: Record<string, string>;
  const made: { collection: string; id: number }[] = [];

  test.beforeAll(async ({ request }) => {
    adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Mona (e2e)" });
    auth = await authHeader(request, editor);
    // A news post, so that the latest-news block has one to show.
    made.push({ collection: "posts", id: await publishNewsPost(request, auth, `e2e-news-${run}`) });
  });

  test.afterAll(async ({ request }) => {
    // Deleting for good is an admin's (an editor's delete moves a document to the trash).
    for (const { collection, id } of made) await request.delete(`/cms-api/${collection}/${id}`, { headers: adminAuth });
  });

  test("a page of every block type, published in both languages, is live within 60 s and passes the page checks", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    await answers(request, `/${slug}`, 404);
    // The editor writes English as a draft, then Arabic into the same sections, and publishes.
    const id = await publishPage(request, auth, (locale, saved) => landingPage(locale, slug, saved));
    made.unshift({ collection: "pages", id });

    for (const locale of locales) {
      const url = locale === "en" ? `/${slug}` : `/ar/${slug}`;
      await answers(request, url, 200);
      expect(await inSitemap(request, url)).toBe(true);
      for (const viewport of viewports) {
        await test.step(`${url} at ${viewport.width} px`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(url);
          await settle(page);
          await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("h1")).toHaveText(landingTexts.heroTitle[locale]);
          await expect(page).toHaveTitle(new RegExp(`^${landingTexts.title[locale]}`));
          // No description written under "Search and sharing": the hero's text stands in (Lighthouse's SEO audit).
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            "content",
            landingTexts.heroText[locale],
          );
          // The hero is the first section, then every block has its section, in the editor's order.
          for (const [index] of ["hero", ...landingBlockTypes].entries())
            await expect(page.locator(`#section-${index + 1}`)).toBeAttached();
          await expect(page.locator("#main")).toContainText(landingTexts.answer[locale], { useInnerText: false });
          await expect(page.getByTestId("intake-card").first()).toBeVisible();
          await expect(page.getByTestId("post-card").first()).toBeVisible();
          await expect(page.getByTestId("contact-form")).toBeVisible();
          await expectFitsAndAccessible(page, viewport.width);
        });
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test("its contact form stores a lead with the page as its source", async ({ page, request }) => {
    const adminAuth = await authHeader(request, admin);
    const email = `landing-${run}@example.org`;
    await page.goto(`/ar/${slug}`);
    const form = page.getByTestId("contact-form");
    await form.getByLabel("الاسم الأول").fill("منى");
    await form.getByLabel("اسم العائلة").fill("عادل");
    await form.getByLabel("البريد الإلكتروني").fill(email);
    await form.getByLabel("الرسالة").fill("أريد معرفة موعد مجموعة يناير");
    // The form refuses what is sent faster than a person types.
    await page.waitForTimeout(2_700);
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page.getByTestId("contact-reference")).toBeVisible();
    await expect
      .poll(
        async () => {
          const found = (await (
            await request.get(`/cms-api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
              headers: adminAuth,
            })
          ).json()) as { docs: { source?: { page?: string } }[] };
          return found.docs[0]?.source?.page;
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(`/ar/${slug}`);
  });

  test("a new slug keeps the old address working in both languages (308), and editors add redirects by hand", async ({
    request,
  }) => {
    const id = made.find((entry) => entry.collection === "pages")!.id;
    const renamed = await request.patch(`/cms-api/pages/${id}?depth=0`, {
      headers: auth,
      data: { slug: renamedSlug },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await answers(request, `/${renamedSlug}`, 200);
    for (const [from, to] of [
      [`/${slug}`, `/${renamedSlug}`],
      [`/ar/${slug}`, `/ar/${renamedSlug}`],
    ] as const) {
      await answers(request, from, 308);
      expect((await request.get(from, { maxRedirects: 0 })).headers().location).toBe(to);
    }
    expect(await inSitemap(request, `/${slug}`)).toBe(false);
    expect(await inSitemap(request, `/${renamedSlug}`)).toBe(true);

    // An address from an old site or a printed flyer, two segments deep, to the schedule.
    const legacy = `/courses/ielts-${run}`;
    const byHand = await request.post("/cms-api/redirects?depth=0", {
      headers: auth,
      data: { from: legacy, to: { type: "custom", url: "/schedule" } },
    });
    expect(byHand.status(), await byHand.text()).toBe(201);
    made.unshift({ collection: "redirects", id: ((await byHand.json()) as { doc: { id: number } }).doc.id });
    await answers(request, `/ar${legacy}`, 308);
    expect((await request.get(`/ar${legacy}`, { maxRedirects: 0 })).headers().location).toBe("/ar/schedule");
    expect((await request.get(legacy, { maxRedirects: 0 })).headers().location).toBe("/schedule");
    // A campaign's query reaches the new address, whichever redirect it meets (each is cached for every query).
    const campaign = "utm_source=fb&utm_campaign=summer";
    const location = async (from: string) => (await request.get(from, { maxRedirects: 0 })).headers().location;
    expect(await location(`/ar${legacy}?${campaign}`)).toBe(`/ar/schedule?${campaign}`);
    expect(await location(`/${slug}?${campaign}`)).toBe(`/${renamedSlug}?${campaign}`);
    // Nobody outside the team reads or writes them over REST.
    expect((await request.get("/cms-api/redirects", { headers: { authorization: "" } })).status()).toBe(403);
  });

  test("its search title, description and sharing image are the editor's, per language", async ({ request }) => {
    const id = made.find((entry) => entry.collection === "pages")!.id;
    const image = await uploadShareImage(request, auth, `share-${run}.png`, {
      en: "IELTS January group",
      ar: "مجموعة آيلتس يناير",
    });
    made.push({ collection: "media", id: image });
    for (const [locale, title] of [
      ["en", "IELTS in January: evening group"],
      ["ar", "آيلتس في يناير: مجموعة مسائية"],
    ] as const) {
      // English as a draft, then Arabic published: both languages go live together (the bilingual rule).
      const status = locale === "en" ? "draft" : "published";
      const saved = await request.patch(
        `/cms-api/pages/${id}?locale=${locale}&depth=0${status === "draft" ? "&draft=true" : ""}`,
        { headers: auth, data: { meta: { title, description: `${title}.`, image }, _status: status } },
      );
      expect(saved.status(), await saved.text()).toBe(200);
    }
    for (const [url, title, alt] of [
      [`/${renamedSlug}`, "IELTS in January: evening group", "IELTS January group"],
      [`/ar/${renamedSlug}`, "آيلتس في يناير: مجموعة مسائية", "مجموعة آيلتس يناير"],
    ] as const) {
      await expect
        .poll(async () => (await (await request.get(url)).text()).includes(`<title>${title} |`), {
          timeout: LIVE_WITHIN_MS,
          intervals: [500],
        })
        .toBe(true);
      const html = await (await request.get(url)).text();
      expect(html).toMatch(
        new RegExp(`<meta property="og:image" content="[^"]*/cms-api/media/file/share-${run}[^"]*"`),
      );
      expect(html).toContain(`<meta property="og:image:alt" content="${alt}"`);
      expect(html).toContain(`<meta name="description" content="${title}."`);
    }
  });

  test("unpublished, the page is not found in either language and leaves the sitemap", async ({ request }) => {
    const id = made.find((entry) => entry.collection === "pages")!.id;
    const unpublish = await request.patch(`/cms-api/pages/${id}?depth=0`, {
      headers: auth,
      data: { _status: "draft" },
    });
    expect(unpublish.status(), await unpublish.text()).toBe(200);
    await answers(request, `/${renamedSlug}`, 404);
    await answers(request, `/ar/${renamedSlug}`, 404);
    expect(await inSitemap(request, `/${renamedSlug}`)).toBe(false);
    // Its old address leads nowhere now: not found, not a redirect to a missing page.
    await answers(request, `/${slug}`, 404);
  });

  test("a learning path published after the build is live in both languages at once; deleted (to the trash), it is not found", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const source = (await (
      await request.get("/cms-api/paths?where[slug][equals]=power-bi&depth=0", { headers: auth })
    ).json()) as { docs: { id: number }[] };
    // Payload's Duplicate: the copy gets a free slug (power-bi-2), then the editor gives it its own and publishes.
    const copy = await request.post(`/cms-api/paths/${source.docs[0]!.id}/duplicate?depth=0`, {
      headers: auth,
      data: {},
    });
    expect(copy.status(), await copy.text()).toBe(200);
    const { doc } = (await copy.json()) as { doc: { id: number; slug: string } };
    expect(doc.slug).toMatch(/^power-bi-\d+$/);
    made.unshift({ collection: "paths", id: doc.id });
    const publish = await request.patch(`/cms-api/paths/${doc.id}?locale=en&depth=0`, {
      headers: auth,
      data: { slug: pathSlug, title: "Power BI for Finance Teams", _status: "published" },
    });
    expect(publish.status(), await publish.text()).toBe(200);
    await answers(request, `/paths/${pathSlug}`, 200);
    await answers(request, `/ar/paths/${pathSlug}`, 200);
    expect(await (await request.get(`/paths/${pathSlug}`)).text()).toContain("Power BI for Finance Teams");
    expect(await inSitemap(request, `/paths/${pathSlug}`)).toBe(true);

    // The editor deletes it as the admin's Delete does: into the trash (a PATCH of deletedAt), off the site.
    const trashed = await request.patch(`/cms-api/paths/${doc.id}?depth=0`, {
      headers: auth,
      data: { deletedAt: new Date().toISOString() },
    });
    expect(trashed.status(), await trashed.text()).toBe(200);
    await answers(request, `/paths/${pathSlug}`, 404);
    await answers(request, `/ar/paths/${pathSlug}`, 404);
    expect(await inSitemap(request, `/paths/${pathSlug}`)).toBe(false);
  });

  test("a course published after the build is on its training page and in the plan builder at once; unpublished, it leaves both", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const source = (await (
      await request.get("/cms-api/courses?where[type][equals]=business&limit=1&depth=0", { headers: auth })
    ).json()) as { docs: { id: number }[] };
    const copy = await request.post(`/cms-api/courses/${source.docs[0]!.id}/duplicate?depth=0`, {
      headers: auth,
      data: {},
    });
    expect(copy.status(), await copy.text()).toBe(200);
    const { doc } = (await copy.json()) as { doc: { id: number } };
    made.unshift({ collection: "courses", id: doc.id });
    const title = { en: "Negotiation for Procurement Teams", ar: "التفاوض لفرق المشتريات" };
    for (const locale of ["en", "ar"] as const) {
      const saved = await request.patch(`/cms-api/courses/${doc.id}?locale=${locale}&depth=0`, {
        headers: auth,
        data: { slug: `e2e-negotiation-${Date.now() % 100_000}`, title: title[locale], _status: "published" },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    const shows = (url: string, text: string) =>
      expect.poll(async () => (await (await request.get(url)).text()).includes(text), {
        timeout: LIVE_WITHIN_MS,
        intervals: [500],
      });
    await shows("/training/business", title.en).toBe(true);
    await shows("/ar/training/business", title.ar).toBe(true);
    await shows("/start-learning", title.en).toBe(true);

    const unpublished = await request.patch(`/cms-api/courses/${doc.id}?locale=en&depth=0`, {
      headers: auth,
      data: { _status: "draft" },
    });
    expect(unpublished.status(), await unpublished.text()).toBe(200);
    await shows("/training/business", title.en).toBe(false);
    await shows("/ar/training/business", title.ar).toBe(false);
    await shows("/start-learning", title.en).toBe(false);
  });
});
