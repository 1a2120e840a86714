import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminCreate } from "../../scripts/lib/admin-create.mjs";
import { expect, test } from "./fixtures";

/** The e2e server's data (playwright.config.ts). */
const DATA_DIR = "tmp/e2e-data";

const admin = {
  email: "e2e-nav-admin@staff.example",
  password: `e2e ${randomBytes(9).toString("base64url")} admin`,
};
const editor = {
  email: "e2e-nav-editor@staff.example",
  password: `e2e ${randomBytes(9).toString("base64url")} editor`,
};

async function token(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post("/cms-api/users/login", { data: who });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

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

test.describe("the header menu is content", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let auth: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const made = adminCreate({ ...admin, env: { ...process.env, DATA_DIR } });
    expect(made.status, made.output).toBe(0);
    auth = { authorization: `JWT ${await token(request, admin)}` };
    const existing = await request.get(`/cms-api/users?where[email][equals]=${editor.email}`, { headers: auth });
    const found = ((await existing.json()) as { docs: { id: number }[] }).docs[0];
    if (found) await request.delete(`/cms-api/users/${found.id}`, { headers: auth });
    const account = await request.post("/cms-api/users", {
      headers: auth,
      data: { ...editor, roles: ["editor"], name: "Mona (e2e)" },
    });
    expect(account.status()).toBe(201);
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
      data: { items: current.items.filter((item) => item.label !== "For Companies"), _status: "published" },
    });
    expect(response.status(), await response.text()).toBe(200);
  });

  test("an editor adds an entry in both languages in the admin; it is in the header of every page within 60 s", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    expect(await menuLinks(page, "/")).toEqual(["Home", "About", "Schedule", "News", "Contact"]);

    await page.goto("/admin/login");
    await page.locator("#field-email").fill(editor.email);
    await page.locator("#field-password").fill(editor.password);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/admin\/?$/);

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
    await page.locator("#field-items__6__href").fill("/corporate");
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
});
