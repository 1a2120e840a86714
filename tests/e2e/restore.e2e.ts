import type { APIRequestContext } from "@playwright/test";
import { landingPage, landingTexts } from "../support/landing-page";
import { expect, test } from "./fixtures";
import { account, authHeader, ensureAdmin, replaceStaff, signIn } from "./staff";

const LIVE_WITHIN_MS = 60_000;
const admin = account("e2e-restore-admin@staff.example", "admin");
const editor = account("e2e-restore-editor@staff.example", "editor");
const run = Date.now().toString(36);

type Version = { id: string; version: { _status: "draft" | "published"; hero?: { title?: string } } };

/** The h1 of a public page, once it answers. */
async function heading(request: APIRequestContext, url: string): Promise<string | undefined> {
  const response = await request.get(url);
  if (response.status() !== 200) return `HTTP ${response.status()}`;
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
}

test.describe("restoring versions", () => {
  test.describe.configure({ mode: "serial" });
  let auth: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Nadia (e2e)" });
    auth = await authHeader(request, editor);
  });

  test("restoring each row of a page's history, as the admin's Restore button does, never takes the page off the site", async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const slug = `e2e-restore-${run}`;
    const url = `/ar/${slug}`;
    // Version 1: published in both languages.
    const draft = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
      headers: auth,
      data: { ...landingPage("en", slug), _status: "draft" },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const id = ((await draft.json()) as { doc: { id: number } }).doc.id;
    const saved = (await (
      await request.get(`/cms-api/pages/${id}?locale=en&draft=true&depth=0`, { headers: auth })
    ).json()) as { layout: Record<string, unknown>[] };
    const arabic = landingPage("ar", slug, saved.layout);
    const save = async (title: string, status: "draft" | "published") => {
      const hero = { ...arabic.hero, title };
      const response = await request.patch(
        `/cms-api/pages/${id}?locale=ar&depth=0${status === "draft" ? "&draft=true" : ""}`,
        { headers: auth, data: { ...arabic, hero, _status: status } },
      );
      expect(response.status(), await response.text()).toBe(200);
    };
    const first = landingTexts.heroTitle.ar;
    await save(first, "published");
    await save(`${first} (مسودة أولى)`, "draft");
    await save(`${first} (الثانية)`, "published");
    await save(`${first} (مسودة ثانية)`, "draft");

    const live = (title: string) =>
      expect.poll(() => heading(request, url), { timeout: LIVE_WITHIN_MS, intervals: [500] }).toBe(title);
    await live(`${first} (الثانية)`);

    const versions = (await (
      await request.get(
        `/cms-api/pages/versions?where[parent][equals]=${id}&locale=ar&depth=0&sort=-updatedAt&limit=50`,
        { headers: auth },
      )
    ).json()) as { docs: Version[] };
    expect(versions.docs.length).toBeGreaterThanOrEqual(4);
    let onSite = `${first} (الثانية)`;
    for (const row of versions.docs) {
      const title = row.version.hero?.title ?? "";
      // What the admin sends: POST …/versions/<id>?draft=false, in the admin's language.
      const restore = await request.post(`/cms-api/pages/versions/${row.id}?draft=false`, {
        headers: { ...auth, "accept-language": "ar" },
      });
      expect(restore.status(), await restore.text()).toBe(200);
      const { message } = (await restore.json()) as { message: string };
      if (row.version._status === "published") {
        expect(message).toBe("تمت الاستعادة.");
        onSite = title;
      } else {
        // A draft row: restored as the draft to publish; the published page stays, and the message says so.
        expect(message).toContain("تبقى النسخة المنشورة على الموقع");
        const latest = (await (
          await request.get(`/cms-api/pages/${id}?locale=ar&draft=true&depth=0`, { headers: auth })
        ).json()) as { hero: { title: string } };
        expect(latest.hero.title).toBe(title);
      }
      await live(onSite);
    }
    await request.delete(`/cms-api/pages/${id}`, { headers: auth });
  });

  test("an editor restores versions in the Arabic admin: a published one goes live, a draft one stays a draft and says so", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const slug = `e2e-restore-ui-${run}`;
    const url = `/ar/${slug}`;
    const draft = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
      headers: auth,
      data: { ...landingPage("en", slug), _status: "draft" },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const id = ((await draft.json()) as { doc: { id: number } }).doc.id;
    const saved = (await (
      await request.get(`/cms-api/pages/${id}?locale=en&draft=true&depth=0`, { headers: auth })
    ).json()) as { layout: Record<string, unknown>[] };
    const arabic = landingPage("ar", slug, saved.layout);
    const save = async (title: string, status: "draft" | "published") => {
      const hero = { ...arabic.hero, title };
      const response = await request.patch(
        `/cms-api/pages/${id}?locale=ar&depth=0${status === "draft" ? "&draft=true" : ""}`,
        { headers: auth, data: { ...arabic, hero, _status: status } },
      );
      expect(response.status(), await response.text()).toBe(200);
    };
    const first = `${landingTexts.heroTitle.ar} (الأولى)`;
    const second = `${landingTexts.heroTitle.ar} (الثانية)`;
    const unfinished = `${landingTexts.heroTitle.ar} (مسودة)`;
    await save(first, "published");
    await save(second, "published");
    await save(unfinished, "draft");
    const live = (title: string) =>
      expect.poll(() => heading(request, url), { timeout: LIVE_WITHIN_MS, intervals: [500] }).toBe(title);
    await live(second);
    const versions = (await (
      await request.get(
        `/cms-api/pages/versions?where[parent][equals]=${id}&locale=ar&depth=0&sort=-updatedAt&limit=50`,
        { headers: auth },
      )
    ).json()) as { docs: Version[] };
    const row = (title: string) => versions.docs.find((doc) => doc.version.hero?.title === title)!;

    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, editor);
    const restore = async (title: string) => {
      await page.goto(`/admin/collections/pages/${id}/versions/${row(title).id}`);
      await page.getByRole("button", { name: "استعادة هذه النّسخة" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "تأكيد" }).click();
    };

    // The first published version, restored: it is the page on the site again.
    await restore(first);
    await expect(page.locator(".payload-toast-container")).toContainText("تمت الاستعادة.", { timeout: 20_000 });
    await live(first);

    // The unfinished draft, restored: it opens as the draft to publish, and the site keeps the published page.
    await restore(unfinished);
    await expect(page.locator(".payload-toast-container")).toContainText("تبقى النسخة المنشورة على الموقع", {
      timeout: 20_000,
    });
    await live(first);
    await page.goto(`/admin/collections/pages/${id}?locale=ar`);
    await expect(page.locator("#field-hero__title")).toHaveValue(unfinished, { timeout: 20_000 });
    await request.delete(`/cms-api/pages/${id}`, { headers: auth });
  });

  test("an editor on a phone, in the Arabic admin, restores a published version older than the page's search texts", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const slug = `e2e-restore-meta-${run}`;
    const draft = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
      headers: auth,
      data: { ...landingPage("en", slug), _status: "draft" },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const id = ((await draft.json()) as { doc: { id: number } }).doc.id;
    const saved = (await (
      await request.get(`/cms-api/pages/${id}?locale=en&draft=true&depth=0`, { headers: auth })
    ).json()) as { layout: Record<string, unknown>[] };
    const arabic = landingPage("ar", slug, saved.layout);
    const first = `${landingTexts.heroTitle.ar} (قبل نصوص البحث)`;
    const hero = { ...arabic.hero, title: first };
    // Version 1: published without a search title or description.
    const published = await request.patch(`/cms-api/pages/${id}?locale=ar&depth=0`, {
      headers: auth,
      data: { ...arabic, hero, _status: "published" },
    });
    expect(published.status(), await published.text()).toBe(200);
    // Then the search texts, in English (a draft) and in Arabic (published).
    const searchTexts = async (locale: "en" | "ar", status: "draft" | "published", meta: Record<string, string>) => {
      const response = await request.patch(
        `/cms-api/pages/${id}?locale=${locale}&depth=0${status === "draft" ? "&draft=true" : ""}`,
        { headers: auth, data: { meta, _status: status } },
      );
      expect(response.status(), await response.text()).toBe(200);
    };
    await searchTexts("en", "draft", { title: "IELTS in January", description: "Eight weeks of evening classes." });
    await searchTexts("ar", "published", {
      title: "آيلتس في يناير",
      description: "ثمانية أسابيع من المحاضرات المسائية.",
    });
    const versions = (await (
      await request.get(
        `/cms-api/pages/versions?where[parent][equals]=${id}&locale=ar&depth=0&sort=-updatedAt&limit=50`,
        { headers: auth },
      )
    ).json()) as { docs: Version[] };
    // The first published version: the oldest row of the history (newest first) that is published.
    const older = versions.docs.filter((doc) => doc.version._status === "published").at(-1)!;
    expect((older.version as { meta?: { title?: string | null } }).meta?.title ?? null).toBeNull();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, editor);
    await page.goto(`/admin/collections/pages/${id}/versions/${older.id}`);
    await page.getByRole("button", { name: "استعادة هذه النّسخة" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "تأكيد" }).click();
    await expect(page.locator(".payload-toast-container")).toContainText("تمت الاستعادة.", { timeout: 20_000 });
    await expect(page.locator(".payload-toast-container")).not.toContainText("حدث خطأ");
    // The page is version 1 again, in both languages: on the site, and without the search texts added since.
    await expect.poll(() => heading(request, `/ar/${slug}`), { timeout: LIVE_WITHIN_MS, intervals: [500] }).toBe(first);
    for (const locale of ["en", "ar"]) {
      const doc = (await (
        await request.get(`/cms-api/pages/${id}?locale=${locale}&depth=0&fallback-locale=none`, { headers: auth })
      ).json()) as { _status: string; meta?: { title?: string | null } };
      expect(doc._status).toBe("published");
      expect(doc.meta?.title ?? null, locale).toBeNull();
    }
    await request.delete(`/cms-api/pages/${id}`, { headers: auth });
  });

  test("a refused restore says why, in the Arabic admin on a phone: the set-up's first version has no Arabic texts", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const course = (await (
      await request.get("/cms-api/courses?where[slug][equals]=android&locale=ar&depth=0", { headers: auth })
    ).json()) as { docs: { id: number; title: string }[] };
    const { id, title } = course.docs[0]!;
    // The set-up writes each document in English, then in Arabic: its first version is published in English only.
    const versions = (await (
      await request.get(
        `/cms-api/courses/versions?where[parent][equals]=${id}&locale=ar&fallback-locale=none&depth=0&sort=-updatedAt&limit=50`,
        { headers: auth },
      )
    ).json()) as { docs: { id: string; version: { _status: string; title?: string | null } }[] };
    const first = versions.docs.at(-1)!;
    expect(first.version).toMatchObject({ _status: "published" });
    expect(first.version.title ?? null).toBeNull();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, editor);
    await page.goto(`/admin/collections/courses/${id}/versions/${first.id}`);
    await page.getByRole("button", { name: "استعادة هذه النّسخة" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "تأكيد" }).click();
    const toasts = page.locator(".payload-toast-container");
    // Payload's own message (its Restore button drops the answer's reason), then the reason, each field by name.
    await expect(toasts).toContainText("حدث خطأ في استعادة هذه النّسخة", { timeout: 20_000 });
    await expect(toasts).toContainText("لا يمكن النشر: النص بالعربية فارغ");
    await expect(toasts).toContainText("العنوان");
    // Nothing changed: the course keeps its Arabic texts.
    const after = (await (
      await request.get(`/cms-api/courses/${id}?locale=ar&fallback-locale=none&depth=0`, { headers: auth })
    ).json()) as { title: string; _status: string };
    expect(after).toMatchObject({ title, _status: "published" });
  });

  test("restoring a draft row of a global (the header's menu) keeps the published menu on the site", async ({
    request,
  }) => {
    type Item = Record<string, unknown> & { label: string };
    const path = "/cms-api/globals/header";
    const published = (await (await request.get(`${path}?locale=en&depth=0`, { headers: auth })).json()) as {
      items: Item[];
    };
    const withFirst = (label: string) => published.items.map((item, i) => (i === 0 ? { ...item, label } : item));
    const draftLabel = `${published.items[0]!.label} (draft ${run})`;
    const saved = await request.post(`${path}?locale=en&draft=true&depth=0`, {
      headers: auth,
      data: { items: withFirst(draftLabel), _status: "draft" },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const versions = (await (
      await request.get(`${path}/versions?locale=en&depth=0&sort=-updatedAt&limit=5`, { headers: auth })
    ).json()) as { docs: { id: string; version: { _status: string; items: Item[] } }[] };
    const row = versions.docs.find((doc) => doc.version.items[0]?.label === draftLabel)!;
    expect(row.version._status).toBe("draft");
    const restore = await request.post(`${path}/versions/${row.id}?draft=false`, { headers: auth });
    expect(restore.status(), await restore.text()).toBe(200);
    expect(((await restore.json()) as { message: string }).message).toContain("the published version stays");
    // The site still shows the published menu, and the admin opens the draft.
    const home = await (await request.get("/about")).text();
    expect(home).toContain(`>${published.items[0]!.label}<`);
    expect(home).not.toContain(draftLabel);
    const draft = (await (await request.get(`${path}?locale=en&draft=true&depth=0`, { headers: auth })).json()) as {
      items: Item[];
    };
    expect(draft.items[0]!.label).toBe(draftLabel);
    // The published menu as the newest draft again, so that the admin opens on it.
    await request.post(`${path}?locale=en&draft=true&depth=0`, {
      headers: auth,
      data: { items: published.items, _status: "draft" },
    });
  });
});
