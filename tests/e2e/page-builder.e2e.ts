import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { account, addSection, authHeader, chooseOption, ensureAdmin, openTab, replaceStaff, signIn } from "./staff";

const admin = account("e2e-builder-admin@staff.example", "admin");
const editor = account("e2e-builder@staff.example", "editor");

/** The page's hero (its own tab), and the texts typed in each language. */
const hero = {
  title: { en: "Open day: meet our instructors", ar: "اليوم المفتوح: قابل مدربينا" },
  description: { en: "Saturday 6 March, 10:00 to 16:00.", ar: "السبت 6 مارس، من 10:00 إلى 16:00." },
} as const;

/** Four different blocks an editor picks in the admin's "Add Section" drawer, and the texts typed in each language. */
const sections = [
  { block: "Logos", fields: { title: { en: "They trained with us", ar: "تدربوا معنا" } } },
  {
    block: "Video",
    fields: { title: { en: "A day at the centre", ar: "يوم في المركز" } },
    shared: { youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  },
  { block: "Map", fields: { title: { en: "Find us", ar: "موقعنا" } } },
  {
    block: "Call-to-action band",
    fields: {
      title: { en: "Book your seat", ar: "احجز مقعدك" },
      description: { en: "Places are limited.", ar: "الأماكن محدودة." },
      primary__label: { en: "Contact us", ar: "تواصل معنا" },
    },
  },
] as const;

type Locale = "en" | "ar";

async function fillSections(page: Page, locale: Locale) {
  await openTab(page, "Hero");
  for (const [name, text] of Object.entries(hero)) {
    const field = page.locator(`#field-hero__${name}`);
    await expect(field).toBeVisible({ timeout: 20_000 });
    await field.fill(text[locale]);
  }
  await openTab(page, "Sections");
  for (const [index, section] of sections.entries()) {
    for (const [name, text] of Object.entries(section.fields)) {
      const field = page.locator(`#field-layout__${index}__${name}`);
      // A new block's fields come with the form state from the server: give it time on a busy machine.
      await expect(field).toBeVisible({ timeout: 20_000 });
      await field.fill(text[locale]);
    }
    if (locale === "en" && "shared" in section)
      for (const [name, value] of Object.entries(section.shared))
        await page.locator(`#field-layout__${index}__${name}`).fill(value);
  }
}

test.describe("an editor builds a landing page in the admin", () => {
  // One more try of the whole story: on a loaded 2-core CI runner the admin's "Add Section" drawer has twice added no
  // row within a minute (1 run in 3 this session, with every other test green). A retry starts afresh (a new slug, a
  // new page); a real fault fails both tries.
  test.describe.configure({ mode: "serial", retries: 1 });
  const slug = `e2e-open-day-${randomBytes(3).toString("hex")}`;
  let pageId: number | undefined;

  test.beforeAll(async ({ request }) => {
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Nour (e2e)" });
  });

  test.afterAll(async ({ request }) => {
    if (pageId === undefined) return;
    const auth = await authHeader(request, admin);
    await request.delete(`/cms-api/pages/${pageId}?overrideLock=true`, { headers: auth });
  });

  test("from a hero and four blocks in both languages, the button pointing at the contact page, published, live at its address, renamed with the old address kept", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, editor);

    // English first, saved as a draft: nothing is on the site yet.
    await page.goto("/admin/collections/pages/create");
    await page.locator("#field-title").fill("Open day");
    await page.locator("#field-slug").fill(slug);
    await openTab(page, "Sections");
    for (const [index, section] of sections.entries())
      await addSection(page, index, { add: /Add Section/i, block: section.block });
    await fillSections(page, "en");
    // The call to action's button leads to a page of the site, chosen by its title: its address follows the page.
    await chooseOption(page, "#field-layout__3__primary__reference", "Contact us");
    await page.locator("#action-save-draft").click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 20_000 });
    pageId = Number(/pages\/(\d+)/.exec(page.url())![1]);
    expect((await request.get(`/${slug}`)).status()).toBe(404);

    // Publishing with the Arabic texts still empty is refused, on the fields, and nothing goes live.
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/invalid|Arabic|العربية/i, {
      timeout: 20_000,
    });
    expect((await request.get(`/${slug}`)).status()).toBe(404);

    // Then the Arabic texts of the same sections, and publish.
    await page.goto(`/admin/collections/pages/${pageId}?locale=ar`);
    await page.locator("#field-title").fill("اليوم المفتوح");
    await fillSections(page, "ar");
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/published|updated|نشر|تم/i, {
      timeout: 20_000,
    });

    for (const locale of ["en", "ar"] as const) {
      const url = locale === "en" ? `/${slug}` : `/ar/${slug}`;
      await expect.poll(async () => (await request.get(url)).status(), { timeout: 60_000 }).toBe(200);
      await page.goto(url);
      await expect(page.locator("h1")).toHaveText(hero.title[locale]);
      // The hero is the page's first section; the blocks follow it.
      for (const [index, section] of sections.entries())
        await expect(page.locator(`#section-${index + 2}`)).toContainText(section.fields.title[locale]);
      await expect(
        page.locator("#section-5").getByRole("link", { name: sections[3].fields.primary__label[locale] }),
      ).toHaveAttribute("href", locale === "en" ? "/contact" : "/ar/contact");
    }

    // A new address: the page moves, and the old one leads to it in both languages (308).
    await page.goto(`/admin/collections/pages/${pageId}?locale=en`);
    await page.locator("#field-slug").fill(`${slug}-march`);
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/published|updated|تم/i, { timeout: 20_000 });
    for (const prefix of ["", "/ar"]) {
      await expect
        .poll(async () => (await request.get(`${prefix}/${slug}-march`)).status(), { timeout: 60_000 })
        .toBe(200);
      const old = await request.get(`${prefix}/${slug}`, { maxRedirects: 0 });
      expect(old.status()).toBe(308);
      expect(old.headers().location).toBe(`${prefix}/${slug}-march`);
    }
  });

  test("live preview shows the page beside the form and follows a saved draft", async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, editor);
    await page.goto(`/admin/collections/pages/${pageId}?locale=en`);
    await page.locator("#live-preview-toggler").click();
    const frame = page.frameLocator(".live-preview-window iframe, iframe.iframe-loader__iframe").first();
    await expect(frame.locator("h1")).toHaveText(hero.title.en, { timeout: 30_000 });

    const draftTitle = "Open day: meet our instructors and alumni";
    await openTab(page, "Hero");
    await page.locator("#field-hero__title").fill(draftTitle);
    await page.locator("#action-save-draft").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/Draft saved/i, { timeout: 20_000 });
    // The preview renders again once the save is reported (about 1.5 s on an idle machine on either engine). On
    // PostgreSQL it took 15-60 s while the database JIT-compiled the pages' draft query (src/payload.config.ts).
    await expect(frame.locator("h1")).toHaveText(draftTitle, { timeout: 30_000 });
    // Only the preview shows the draft: visitors still get the published page.
    const visitor = await request.get(`/${slug}-march`);
    expect(await visitor.text()).not.toContain(draftTitle);
  });
});
