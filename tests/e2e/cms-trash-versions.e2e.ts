import { landingPage } from "../support/landing-page";
import { expect, test } from "./fixtures";
import { account, authHeader, ensureAdmin, replaceStaff, signIn } from "./staff";

const admin = account("e2e-trash-admin@staff.example", "admin");
const nadia = account("e2e-trash-nadia@staff.example", "editor");
const karim = account("e2e-trash-karim@staff.example", "editor");
const run = Date.now().toString(36);

/**
 * What the admin shows of a document's history and of its collection's trash: who saved each version (in both of
 * the admin's languages), and a trash the content team restores from and only an admin empties.
 */
test.describe("versions and the trash in the admin", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ viewport: { width: 1280, height: 900 } });
  let pageId: number;

  test.beforeAll(async ({ request }) => {
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...nadia, role: "editor", name: "Nadia (e2e)" });
    await replaceStaff(request, adminAuth, { ...karim, role: "editor", name: "Karim (e2e)" });
    // Nadia writes a page as a draft; Karim publishes it in Arabic.
    const slug = `e2e-trash-${run}`;
    const draft = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
      headers: await authHeader(request, nadia),
      data: { ...landingPage("en", slug), _status: "draft" },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    pageId = ((await draft.json()) as { doc: { id: number } }).doc.id;
    const karimAuth = await authHeader(request, karim);
    const saved = (await (
      await request.get(`/cms-api/pages/${pageId}?locale=en&draft=true&depth=0`, { headers: karimAuth })
    ).json()) as { layout: unknown };
    const published = await request.patch(`/cms-api/pages/${pageId}?locale=ar&depth=0`, {
      headers: karimAuth,
      // What a browser says about who saved is not taken.
      data: { ...landingPage("ar", slug, saved.layout), _status: "published", editedBy: "Somebody else" },
    });
    expect(published.status(), await published.text()).toBe(200);
  });

  test("the versions list says who saved each version, in English and in Arabic", async ({ page, baseURL }) => {
    await signIn(page, nadia);
    await page.goto(`/admin/collections/pages/${pageId}/versions`);
    const table = page.locator(".versions table");
    await expect(table.locator("thead")).toContainText("Saved by");
    await expect(table.getByTestId("version-author")).toHaveText(["Karim (e2e)", "Nadia (e2e)"]);
    await expect(table).toContainText("Currently Published");
    await expect(table).not.toContainText("Somebody else");

    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await page.goto(`/admin/collections/pages/${pageId}/versions`);
    await expect(page.locator("html")).toHaveAttribute("dir", /^rtl$/i);
    await expect(table.locator("thead")).toContainText("حُفظت بواسطة");
    await expect(table.getByTestId("version-author")).toHaveText(["Karim (e2e)", "Nadia (e2e)"]);
  });

  test("an editor's delete moves the page to the trash, off the site; only an admin can empty the trash", async ({
    page,
    request,
  }) => {
    const slug = `e2e-trash-${run}`;
    expect((await request.get(`/ar/${slug}`)).status()).toBe(200);
    await signIn(page, karim);
    await page.goto(`/admin/collections/pages/${pageId}`);
    await page.locator(".doc-controls__dots").click();
    await page.locator("#action-delete").click();
    await page.locator("#confirm-action").click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages(\?|$)/, { timeout: 20_000 });
    await expect.poll(async () => (await request.get(`/ar/${slug}`)).status(), { timeout: 60_000 }).toBe(404);

    await page.goto("/admin/collections/pages/trash");
    await expect(page.locator(".table")).toContainText(slug);
    await expect(page.locator("#empty-trash-button")).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, admin);
    await page.goto("/admin/collections/pages/trash");
    await expect(page.locator(".table")).toContainText(slug);
    await expect(page.locator("#empty-trash-button")).toBeVisible();
  });
});
