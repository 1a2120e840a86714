import type { Page } from "@playwright/test";
import { landingPage, landingTexts } from "../support/landing-page";
import { expect, test } from "./fixtures";
import { account, authHeader, chooseOption, ensureAdmin, replaceStaff, signIn } from "./staff";

const admin = account("e2e-nav-admin@staff.example", "admin");
const editor = account("e2e-nav-editor@staff.example", "editor");

/** The menu's rows are listed collapsed: "Show All" until the given field of a row is open (a row just added
 * may arrive after the first click). */
async function openAllRows(page: Page, field: string) {
  await expect(async () => {
    await page.locator("#field-items").getByRole("button", { name: "Show All" }).first().click();
    await expect(page.locator(field)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function menuLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page
    .getByRole("navigation", { name: /Main navigation|القائمة الرئيسية/ })
    .first()
    .locator(":scope > ul > li > a")
    .allTextContents();
}

// The two tests change the one header in turn (serial): neither sees the other's entry appear mid-test.
test.describe("the header menu is content", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ viewport: { width: 1280, height: 900 } });
  let auth: Record<string, string>;
  const landingSlug = `e2e-ielts-${Date.now().toString(36)}`;
  let landingId: number | undefined;

  test.beforeAll(async ({ request }) => {
    auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Mona (e2e)" });
  });

  test.afterAll(async ({ request }) => {
    // The menu as it was: the entries are shared by both languages, so taking the added one out in English
    // takes it out in Arabic too.
    const current = (await (
      await request.get("/cms-api/globals/header?locale=en&depth=0", { headers: auth })
    ).json()) as {
      items: { label: string }[];
    };
    const response = await request.post("/cms-api/globals/header?locale=en&depth=0", {
      headers: auth,
      data: {
        items: current.items.filter((item) => item.label !== "For Companies" && item.label !== landingTexts.title.en),
        _status: "published",
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    if (landingId !== undefined) await request.delete(`/cms-api/pages/${landingId}`, { headers: auth });
  });

  test("an editor adds an entry in both languages in the admin; it is in the header of every page within 60 s", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    expect(await menuLinks(page, "/")).toEqual(["Home", "About", "Schedule", "News", "Contact"]);

    await signIn(page, editor);

    await page.goto("/admin/globals/header?locale=en");
    // The entries are listed collapsed, by their text and address.
    await expect(page.locator("#field-items")).toContainText("Schedule · /schedule");
    await page
      .locator("#field-items")
      .getByRole("button", { name: /Add Menu entry/i })
      .last()
      .click();
    await openAllRows(page, "#field-items__6__label");
    await page.locator("#field-items__6__label").fill("For Companies");
    // It points at the corporate page, chosen by its title (its address follows the page).
    await chooseOption(page, "#field-items__6__reference", "Corporate training");
    // Not yet in Arabic: kept as a draft.
    await page.locator("#action-save-draft").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/saved|draft/i, { timeout: 20_000 });

    await page.goto("/admin/globals/header?locale=ar");
    await openAllRows(page, "#field-items__6__label");
    await page.locator("#field-items__6__label").fill("للشركات");
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/published|updated|تم/i, { timeout: 20_000 });

    const published = Date.now();
    await expect
      .poll(async () => (await menuLinks(page, "/contact")).includes("For Companies"), { timeout: 60_000 })
      .toBe(true);
    console.log(`header entry live ${Date.now() - published} ms after publishing`);
    expect(await menuLinks(page, "/ar/about")).toContain("للشركات");
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "للشركات" }).click();
    await expect(page).toHaveURL(/\/ar\/corporate$/);
  });

  test("an editor puts a new landing page in the header in both languages; its entry leads to it", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // The campaign's page, published in both languages (as page-builder.e2e.ts builds one in the admin).
    const editorAuth = await authHeader(request, editor);
    const draft = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
      headers: editorAuth,
      data: { ...landingPage("en", landingSlug), _status: "draft" },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    landingId = ((await draft.json()) as { doc: { id: number } }).doc.id;
    const saved = (await (
      await request.get(`/cms-api/pages/${landingId}?locale=en&draft=true&depth=0`, { headers: editorAuth })
    ).json()) as { layout: Record<string, unknown>[] };
    const published = await request.patch(`/cms-api/pages/${landingId}?locale=ar&depth=0`, {
      headers: editorAuth,
      data: { ...landingPage("ar", landingSlug, saved.layout), _status: "published" },
    });
    expect(published.status(), await published.text()).toBe(200);

    await signIn(page, editor);
    await page.goto("/admin/globals/header?locale=en");
    await expect(page.locator("#field-items")).toContainText("Schedule · /schedule");
    // The new entry comes after those the admin opened with (the newest version of the menu).
    const index = (
      (await (
        await request.get("/cms-api/globals/header?locale=en&draft=true&depth=0", { headers: editorAuth })
      ).json()) as { items: unknown[] }
    ).items.length;
    await page
      .locator("#field-items")
      .getByRole("button", { name: /Add Menu entry/i })
      .last()
      .click();
    await openAllRows(page, `#field-items__${index}__label`);
    await page.locator(`#field-items__${index}__label`).fill(landingTexts.title.en);
    // Its address written by hand.
    await page.locator(`#field-items__${index}__type`).getByText("An address").click();
    await page.locator(`#field-items__${index}__href`).fill(`/${landingSlug}`);
    await page.locator("#action-save-draft").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/saved|draft/i, { timeout: 20_000 });

    await page.goto("/admin/globals/header?locale=ar");
    await openAllRows(page, `#field-items__${index}__label`);
    await page.locator(`#field-items__${index}__label`).fill(landingTexts.title.ar);
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/published|updated|تم/i, { timeout: 20_000 });

    await expect
      .poll(async () => (await menuLinks(page, "/")).includes(landingTexts.title.en), { timeout: 60_000 })
      .toBe(true);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: landingTexts.title.en })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${landingSlug}$`));
    await expect(page.locator("h1")).toHaveText(landingTexts.heroTitle.en);

    expect(await menuLinks(page, "/ar/contact")).toContain(landingTexts.title.ar);
    await page
      .getByRole("navigation", { name: "القائمة الرئيسية" })
      .getByRole("link", { name: landingTexts.title.ar })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ar/${landingSlug}$`));
    await expect(page.locator("h1")).toHaveText(landingTexts.heroTitle.ar);
  });
});
