import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import {
  account,
  authHeader,
  ensureAdmin,
  expectNoSidewaysScroll,
  openTab,
  replaceStaff,
  signIn,
  uploadShareImage,
} from "./staff";

const admin = account("e2e-arabic-admin@staff.example", "admin");
const editor = account("e2e-arabic-editor@staff.example", "editor");

/** The wrapper Payload marks when a field is refused. */
const fieldBox = (field: Locator) =>
  field.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' field-type ')][1]");

async function inArabic(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL }]);
  await signIn(page, editor);
}

test.describe("the admin for an Arabic-speaking team", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let adminAuth: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Salma (e2e)" });
  });

  test("documents open on their Arabic texts, and a refusal names the field in Arabic, on the field, and stays", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const slug = `e2e-ar-${Date.now().toString(36)}`;
    await inArabic(page, baseURL!);

    // No ?locale= in the address: the content language follows the admin's.
    await page.goto("/admin/collections/pages/create");
    await expect(page.locator(".localizer")).toContainText("العربية");
    await page.locator("#field-title").fill("يوم مفتوح");
    await page.locator("#field-slug").fill(slug);
    await openTab(page, "الواجهة");
    await page.locator("#field-hero__title").fill("قابل مدربينا");
    await page.locator("#action-save-draft").click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 20_000 });
    const id = Number(/pages\/(\d+)/.exec(page.url())![1]);
    const auth = await authHeader(request, editor);
    const stored = (await (
      await request.get(`/cms-api/pages/${id}?locale=ar&draft=true&depth=0`, { headers: auth })
    ).json()) as { title: string };
    expect(stored.title).toBe("يوم مفتوح");

    try {
      // Publishing with the English texts empty: refused in Arabic, each field by its label, marked red.
      await page.locator("#action-save").click();
      const toast = page.locator(".payload-toast-container");
      await expect(toast).toContainText("غير صالحة", { timeout: 20_000 });
      await expect(toast).toContainText("العنوان");
      await expect(toast).not.toContainText("hero.title");
      for (const field of ["#field-title", "#field-hero__title"]) {
        await expect(fieldBox(page.locator(field))).toHaveClass(/error/);
        await expect(fieldBox(page.locator(field)).locator(".field-error")).toContainText(
          "لا يمكن النشر: النص بالإنجليزية فارغ",
        );
      }
      // Still there after the few seconds a toast used to last.
      await page.waitForTimeout(6_000);
      await expect(toast).toContainText("غير صالحة");
      expect((await request.get(`/ar/${slug}`)).status()).toBe(404);

      // The same refusal over REST, with each field's details.
      const rest = await request.patch(`/cms-api/pages/${id}?locale=ar&depth=0`, {
        headers: { ...auth, "accept-language": "ar" },
        data: { _status: "published" },
      });
      expect(rest.status()).toBe(400);
      const body = (await rest.json()) as { errors: { data?: { errors: { path: string; message: string }[] } }[] };
      expect(body.errors[0]!.data!.errors.map((error) => error.path)).toEqual(["title", "hero.title"]);
      expect(body.errors[0]!.data!.errors[0]!.message).toContain("النص بالإنجليزية فارغ");
    } finally {
      await request.delete(`/cms-api/pages/${id}`, { headers: auth });
    }
  });

  test("a weak password is refused with the rule, on the password field, over REST too", async ({ request }) => {
    const auth = await authHeader(request, editor);
    const me = (await (await request.get("/cms-api/users/me", { headers: auth })).json()) as { user: { id: number } };
    const response = await request.patch(`/cms-api/users/${me.user.id}`, {
      headers: { ...auth, "accept-language": "ar" },
      data: { password: "short" },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as {
      errors: { message: string; data?: { errors: { path: string; message: string }[] } }[];
    };
    expect(body.errors[0]!.message).toContain("كلمة المرور");
    expect(body.errors[0]!.data!.errors).toEqual([
      expect.objectContaining({
        path: "password",
        message: expect.stringMatching(/يجب ألا تقل كلمة المرور عن \d+ حرفًا/),
      }),
    ]);
  });
});

test.describe("staff change their own password", () => {
  for (const width of [390, 1280]) {
    test(`in Arabic at ${width} px, an editor types only the new password, twice: the address is there already`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const own = account(`e2e-own-password-${width}@staff.example`, "editor");
      await replaceStaff(request, await ensureAdmin(request, admin), { ...own, role: "editor", name: "Rana (e2e)" });
      await page.setViewportSize({ width, height: 900 });
      await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
      await signIn(page, own);
      await page.goto("/admin/account");
      // One e-mail field, with the account's address in it.
      await expect(page.locator("#field-email")).toHaveCount(1);
      await expect(page.locator("#field-email")).toHaveValue(own.email);
      await page.locator("#change-password").click();
      const renewed = `${own.password} renewed`;
      await page.locator("#field-password").fill(renewed);
      await page.locator("#field-confirm-password").fill(renewed);
      // Payload marks both boxes "required" when they open and checks them again a moment after typing: a click in
      // the same instant as the typing is refused in the browser ("correct the invalid fields"); a second one saves.
      const toasts = page.locator(".payload-toast-container");
      await expect(async () => {
        await page.locator("#action-save").click();
        await expect(toasts).toContainText("تم التحديث بنجاح", { timeout: 5_000 });
      }).toPass({ timeout: 40_000 });
      const signedIn = await request.post("/cms-api/users/login", { data: { email: own.email, password: renewed } });
      expect(signedIn.status()).toBe(200);
      // The address and the role are as they were.
      const me = (await signedIn.json()) as { user: { email: string; roles: string[] } };
      expect(me.user).toMatchObject({ email: own.email, roles: ["editor"] });
    });
  }
});

test.describe("a dashboard for each role", () => {
  const sales = account("e2e-dashboard-sales@staff.example", "sales");
  const editorToo = account("e2e-dashboard-editor@staff.example", "editor");

  test.beforeAll(async ({ request }) => {
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...sales, role: "sales", name: "Karim (e2e)" });
    await replaceStaff(request, auth, { ...editorToo, role: "editor", name: "Dina (e2e)" });
  });

  for (const width of [1280, 390]) {
    test(`in Arabic at ${width} px: an editor's checklist is one folded line that opens grouped with counts; sales see the desk, not the content`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);

      await signIn(page, editorToo);
      const checklist = page.getByTestId("launch-checklist");
      await expect(checklist).toBeVisible();
      // Folded: one line, and the content's tiles start right below it.
      expect((await checklist.boundingBox())!.height).toBeLessThan(120);
      await expect(checklist).toContainText(/ما زال(ت)? \d+ (بيانًا|بيانات|بيان) على سبيل المثال/);
      await expect(page.locator(".collections__card-list").first()).toBeVisible();
      await checklist.locator("summary").click();
      for (const group of ["بيانات المركز والروابط", "روابط المحتوى التفصيلي للدورات"])
        await expect(checklist.locator("h3", { hasText: group })).toContainText(/\(\d+\)/);
      await expectNoSidewaysScroll(page, `the dashboard at ${width} px`);
      await page.context().clearCookies({ name: "payload-token" });

      await signIn(page, sales);
      await expect(page.getByTestId("launch-checklist")).toHaveCount(0);
      const links = await page
        .locator("a[href^='/admin/collections/'], a[href^='/admin/globals/']")
        .evaluateAll((as) =>
          [
            ...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split("/").slice(0, 4).join("/"))),
          ].sort(),
        );
      expect(links).toContain("/admin/collections/leads");
      expect(links).toContain("/admin/collections/intakes");
      for (const hidden of ["pages", "paths", "media", "users", "posts"])
        expect(links).not.toContain(`/admin/collections/${hidden}`);
      expect(links.filter((link) => link.startsWith("/admin/globals/"))).toEqual([]);
      // The desk's 8-week table shows all its columns without a sideways scroll.
      const weeks = page.locator(".lead-desk-weeks");
      expect(await weeks.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      // The content-language button sits beside the account button, not over the breadcrumb.
      const crumb = (await page.locator(".app-header__step-nav").boundingBox())!;
      const language = (await page.locator(".app-header__localizer .popup").boundingBox())!;
      const apart = language.x + language.width <= crumb.x || crumb.x + crumb.width <= language.x;
      expect(apart, `breadcrumb ${JSON.stringify(crumb)} and language button ${JSON.stringify(language)}`).toBe(true);
      await expectNoSidewaysScroll(page, `the dashboard at ${width} px`);
    });
  }
});

test.describe("images carry both alternative texts", () => {
  test("the upload drawer of a news post asks for both; one missing is refused on its field, over REST too", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Salma (e2e)" });
    await inArabic(page, baseURL!);
    const file = `e2e-cover-${Date.now().toString(36)}.png`;
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0f4a80" } })
      .png()
      .toBuffer();

    await page.goto("/admin/collections/posts/create");
    // The cover's "create new" opens the upload drawer.
    await page.locator("#field-cover").getByRole("button", { name: "إنشاء جديد" }).click();
    const drawer = page.locator("dialog[open]").last();
    await drawer.locator('input[type="file"]').setInputFiles({ name: file, mimeType: "image/png", buffer: png });
    await expect(drawer.locator('input[name="alt.en"]')).toBeVisible({ timeout: 20_000 });
    await expect(drawer.locator('input[name="alt.ar"]')).toBeVisible();
    await drawer.locator('input[name="alt.en"]').fill("Students in the lab");
    // Save is pressed again while the refusal is not shown, as an editor would. On a loaded machine one press did
    // not always leave it shown: in one CI run the field never turned red within 20 s; here it turned red and was
    // cleared again before its message could be read (the admin's form reconciling a later form-state answer), and
    // 1 of 6 runs beside the page checks needed a second press. A refusal that never shows still fails the test.
    const arabic = fieldBox(drawer.locator('input[name="alt.ar"]'));
    let saves = 0;
    await expect(async () => {
      if (!(await arabic.locator(".field-error").isVisible())) {
        saves++;
        await drawer.locator("#action-save").click({ timeout: 5_000 });
      }
      await expect(arabic).toHaveClass(/error/, { timeout: 10_000 });
      await expect(arabic.locator(".field-error")).toContainText("اكتب النص البديل بالعربية أيضًا", { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    if (saves > 1) console.log(`the refusal showed after ${saves} presses of Save`);
    // Nothing was saved. (The saved image's preview is not opened here: the admin shows uploads at SITE_URL's
    // address, which in this test server differs from the address the browser uses.)
    const none = (await (
      await request.get(`/cms-api/media?where[filename][equals]=${file}&depth=0`, { headers: auth })
    ).json()) as { totalDocs: number };
    expect(none.totalDocs).toBe(0);

    // The same rule over REST: one language missing is refused with the field's details; both are kept.
    const upload = (alt: Record<string, string>) =>
      request.post("/cms-api/media?depth=0", {
        headers: { ...auth, "accept-language": "ar" },
        multipart: { file: { name: file, mimeType: "image/png", buffer: png }, _payload: JSON.stringify({ alt }) },
      });
    const refused = await upload({ en: "Students in the lab" });
    expect(refused.status()).toBe(400);
    expect(
      ((await refused.json()) as { errors: { data: { errors: { path: string }[] } }[] }).errors[0]!.data.errors,
    ).toEqual([expect.objectContaining({ path: "alt.ar", message: "اكتب النص البديل بالعربية أيضًا." })]);
    const saved = await upload({ en: "Students in the lab", ar: "متدربون في المعمل" });
    expect(saved.status(), await saved.text()).toBe(201);
    const found = (await (
      await request.get(`/cms-api/media?where[filename][equals]=${file}&depth=0`, { headers: auth })
    ).json()) as { docs: { id: number; alt: { en: string; ar: string } }[] };
    expect(found.docs[0]!.alt).toEqual({ en: "Students in the lab", ar: "متدربون في المعمل" });
    await request.delete(`/cms-api/media/${found.docs[0]!.id}`, { headers: auth });
  });
});

test.describe("lists an editor works with", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a relationship's add button names what it adds, in each language", async ({ page, request, baseURL }) => {
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Salma (e2e)" });
    for (const [language, added] of [
      ["en", "Add new Learning path"],
      ["ar", "أضف مسار تعليمي جديد"],
    ] as const) {
      await page.context().clearCookies();
      await page.context().addCookies([{ name: "payload-lng", value: language, url: baseURL! }]);
      await signIn(page, editor);
      await expect(page.locator(".dashboard")).toBeVisible();
      await page.goto("/admin/collections/courses/create");
      await expect(page.locator("#path-add-new button").first()).toHaveAttribute("aria-label", added);
      await expect(page.locator('[aria-label*="[object"]')).toHaveCount(0);
    }
  });

  test("an image is found by its file name, and a client's row shows its logo", async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Salma (e2e)" });
    const stem = `e2e-logo-${Date.now().toString(36)}`;
    const image = await uploadShareImage(request, auth, `${stem}.png`, {
      en: "Delta Foods logo",
      ar: "شعار دلتا للأغذية",
    });
    // A draft client: it stays off the site while the admin lists it.
    const made = await request.post("/cms-api/clients?draft=true&locale=en&depth=0", {
      headers: auth,
      data: { name: `Delta Foods ${stem}`, logo: image, row: "1", _status: "draft" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const client = ((await made.json()) as { doc: { id: number } }).doc.id;
    try {
      await inArabic(page, baseURL!);
      // The dashboard first: a page opened while the sign-in's own navigation is still going is replaced by it.
      await expect(page.locator(".dashboard")).toBeVisible();
      await page.goto(`/admin/collections/media?search=${stem}`);
      await expect(page.locator(".collection-list--media")).toBeVisible();
      const rows = page.locator("table tbody tr");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${stem}.png`);

      await page.goto(`/admin/collections/clients?where[id][equals]=${client}`);
      await expect(page.locator(".collection-list--clients")).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows.first().locator(".cell-logo .thumbnail")).toBeVisible();
      // A screen reader hears each column's sort buttons by the column's name in the admin's language.
      await expect(page.locator("#heading-name .sort-column__asc")).toHaveAttribute("aria-label", /^رتّب حسب الاسم /);
      await expect(page.locator("#heading-logo .sort-column__desc")).toHaveAttribute("aria-label", /^رتّب حسب الشعار /);
      await expect(page.locator('[aria-label*="[object"]')).toHaveCount(0);
    } finally {
      await request.delete(`/cms-api/clients/${client}`, { headers: auth });
      await request.delete(`/cms-api/media/${image}`, { headers: auth });
    }
  });
});
