import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { account, authHeader, ensureAdmin, openTab, replaceStaff, signIn, uploadShareImage } from "./staff";

const admin = account("e2e-landing-ar-admin@staff.example", "admin");
const editor = account("e2e-landing-ar@staff.example", "editor");
const run = randomBytes(3).toString("hex");
const slug = `e2e-lab-day-${run}`;
const photos = [`lab-day-${run}-1.png`, `lab-day-${run}-2.png`];

/** Adds a block from the Arabic "Add Section" drawer by its Arabic name, and waits for its row. */
async function addBlock(page: Page, index: number, name: string) {
  await expect(async () => {
    if ((await page.locator('[id^="layout-row-"]').count()) <= index) {
      const choice = page.locator(`.blocks-drawer__block button[title="${name}"]`).first();
      if (!(await choice.isVisible()))
        await page.getByRole("button", { name: "أضف قسم" }).last().click({ timeout: 5_000 });
      await choice.click({ timeout: 5_000 });
    }
    await expect(page.locator(`#layout-row-${index}`)).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

/** Chooses an uploaded file in the upload field inside `scope`, from the media library's list. */
async function chooseUpload(page: Page, scope: string, filename: string) {
  await page.locator(`${scope} .upload__listToggler`).last().click();
  const drawer = page.locator(".list-drawer").last();
  await drawer.getByRole("button", { name: filename }).first().click({ timeout: 30_000 });
  await expect(page.locator(scope)).toContainText(filename, { timeout: 15_000 });
}

test.describe("an editor builds a landing page in Arabic in the admin", () => {
  test.describe.configure({ retries: 1 });

  test("with an image, a gallery and a list of courses, and publishes it", async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Hoda (e2e)" });
    const auth = await authHeader(request, editor);
    for (const [index, name] of photos.entries())
      await uploadShareImage(request, auth, name, {
        en: `The IT lab, photo ${index + 1}`,
        ar: `معمل تكنولوجيا المعلومات، الصورة ${index + 1}`,
      });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, editor);
    await page.goto("/admin/collections/pages/create");
    await expect(page.locator(".localizer")).toContainText("العربية");
    await page.locator("#field-title").fill("يوم المعمل المفتوح");
    await page.locator("#field-slug").fill(slug);

    // The hero (its own tab), then an image, a gallery of two, and the IT courses (a list drawn from the catalogue).
    await openTab(page, "الواجهة");
    await page.locator("#field-hero__title").fill("تعرّف على معمل تكنولوجيا المعلومات");
    await openTab(page, "الأقسام");
    await addBlock(page, 0, "صورة");
    await chooseUpload(page, "#layout-row-0", photos[0]!);
    await page.locator("#field-layout__0__caption").fill("المعمل في الطابق الثاني");
    await addBlock(page, 1, "معرض صور");
    await page.locator("#field-layout__1__title").fill("صور من المعمل");
    for (const [row, name] of photos.entries()) {
      // A new row's fields come with the form state from the server: add it again if none came.
      await expect(async () => {
        if ((await page.locator("#layout-row-1 .array-field__row").count()) <= row)
          await page.locator("#layout-row-1 .array-field__add-row").first().click({ timeout: 5_000 });
        await expect(page.locator("#layout-row-1 .upload__listToggler")).toHaveCount(1, { timeout: 20_000 });
      }).toPass({ timeout: 90_000 });
      await chooseUpload(page, "#layout-row-1", name);
    }
    await addBlock(page, 2, "قائمة من الدليل");
    await page.locator("#field-layout__2__title").fill("دورات تكنولوجيا المعلومات");
    await page.locator("#field-layout__2__source").click();
    await page.locator(".rs__option", { hasText: "الدورات" }).first().click();
    await page.locator("#field-layout__2__area").click();
    await page.locator(".rs__option", { hasText: "تكنولوجيا المعلومات" }).first().click();
    await page.locator("#action-save-draft").click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 });
    const id = Number(/pages\/(\d+)/.exec(page.url())![1]);

    // The English texts (the rule of both languages holds a published page), then publish.
    await page.goto(`/admin/collections/pages/${id}?locale=en`);
    await page.locator("#field-title").fill("IT lab open day");
    // The admin stays in Arabic; only the content's language is English.
    await openTab(page, "الواجهة");
    await page.locator("#field-hero__title").fill("Meet the IT lab");
    await openTab(page, "الأقسام");
    await page.locator("#field-layout__0__caption").fill("The lab on the second floor");
    await page.locator("#field-layout__1__title").fill("Photos of the lab");
    await page.locator("#field-layout__2__title").fill("IT courses");
    await page.locator("#action-save-draft").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/saved|حفظ|تم/i, { timeout: 30_000 });
    await page.goto(`/admin/collections/pages/${id}?locale=ar`);
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/published|updated|نشر|تم/i, {
      timeout: 30_000,
    });

    // Live in Arabic: the heading, the image with its Arabic text alternative, the gallery and the IT courses.
    await expect.poll(async () => (await request.get(`/ar/${slug}`)).status(), { timeout: 60_000 }).toBe(200);
    await page.goto(`/ar/${slug}`);
    await expect(page.locator("h1")).toHaveText("تعرّف على معمل تكنولوجيا المعلومات");
    await expect(page.locator("#section-2 img")).toHaveAttribute("alt", "معمل تكنولوجيا المعلومات، الصورة 1");
    await expect(page.locator("#section-2 figcaption")).toHaveText("المعمل في الطابق الثاني");
    await expect(page.locator("#section-3 img")).toHaveCount(2);
    await expect(page.locator("#section-3")).toContainText("صور من المعمل");
    await expect(page.locator("#section-4")).toContainText("دورات تكنولوجيا المعلومات");
    expect(await page.locator("#section-4 li").count()).toBeGreaterThan(3);

    await request.delete(`/cms-api/pages/${id}`, { headers: adminAuth });
  });
});
