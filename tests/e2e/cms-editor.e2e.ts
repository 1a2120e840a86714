import type { Page } from "@playwright/test";
import { adminCreate } from "../../scripts/lib/admin-create.mjs";
import { expect, test } from "./fixtures";
import { account, authHeader, DATA_DIR, ensureAdmin, expectNoSidewaysScroll, replaceStaff, signIn } from "./staff";

const LIVE_WITHIN_MS = 60_000;
const slug = "data-analyst";

const admin = account("e2e-admin@staff.example", "admin");
const editor = account("e2e-editor@staff.example", "editor");

test.describe("the provider edits its own site", () => {
  test.describe.configure({ mode: "serial" });
  let pathId: number;
  let originalTitle: string;

  test.beforeAll(async ({ request }) => {
    // The first admin, as the README says (no default account exists); the admin makes an editor account.
    const env = { ...process.env, DATA_DIR };
    // Without --password the command refuses: there is no default password.
    expect(adminCreate({ email: admin.email, env }).status).toBe(2);
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Mona (e2e)" });
    const paths = await request.get(`/cms-api/paths?where[slug][equals]=${slug}&locale=ar&depth=0`, { headers: auth });
    const doc = ((await paths.json()) as { docs: { id: number; title: string }[] }).docs[0]!;
    pathId = doc.id;
    originalTitle = doc.title;
  });

  test.afterAll(async ({ request }) => {
    // The shared content goes back as it was (the other browser tests read this page). The editor's admin
    // tab still holds Payload's edit lock on the document (423 for anyone else): the admin overrides it.
    const auth = await authHeader(request, admin);
    const restored = await request.patch(`/cms-api/paths/${pathId}?locale=ar&overrideLock=true`, {
      headers: auth,
      data: { title: originalTitle, _status: "published" },
    });
    expect(restored.status()).toBe(200);
  });

  test("the REST API gives staff the default language's texts without ?locale, and each language with it; strangers nothing", async ({
    request,
  }) => {
    const headers = await authHeader(request, editor);
    const read = async (query: string) =>
      (
        (await (
          await request.get(`/cms-api/paths?where[slug][equals]=${slug}&depth=0${query}`, { headers })
        ).json()) as {
          docs: { slug: string; title?: string }[];
        }
      ).docs[0]!;
    const [plain, en, ar] = await Promise.all([read(""), read("&locale=en"), read("&locale=ar")]);
    expect(plain.title).toBe("Data Analyst Learning Path");
    expect(en.title).toBe(plain.title);
    expect(ar.title).toMatch(/[\u0600-\u06FF]/);
    const settings = (await (await request.get("/cms-api/globals/site-settings", { headers })).json()) as {
      email?: string;
    };
    expect(settings.email).toMatch(/@/);
    // Without a session: refused (the pages read the CMS on the server; the uploaded files stay public).
    expect((await request.get(`/cms-api/paths?where[slug][equals]=${slug}`)).status()).toBe(403);
    expect((await request.get("/cms-api/globals/site-settings")).status()).toBe(403);
    expect((await request.get("/cms-api/media/file/react-frontend.pdf")).status()).toBe(200);
  });

  test("an editor signs in, changes an Arabic title, publishes, and sees it on the public page", async ({ page }) => {
    test.setTimeout(150_000);
    const newTitle = `${originalTitle} - ${Date.now() % 100_000}`;
    const before = await page.request.get(`/ar/paths/${slug}`);
    expect(await before.text()).not.toContain(newTitle);

    await signIn(page, editor);

    // The session cookie is accepted only from the site's own origin (CSRF): another site's page cannot use it.
    const forged = await page.request.patch(`/cms-api/paths/${pathId}?locale=ar`, {
      headers: { origin: "https://attacker.example" },
      data: { title: "forged", _status: "published" },
    });
    expect(forged.status()).toBe(403);

    await page.goto(`/admin/collections/paths/${pathId}?locale=ar`);
    const title = page.locator("#field-title");
    await expect(title).toHaveValue(originalTitle);
    // The Arabic field is written right to left.
    await expect(title).toHaveCSS("direction", "rtl");
    await title.fill(newTitle);
    await page.locator("#action-save").click();
    // A save on a loaded 2-core runner has taken more than Playwright's default 5 s ("Submitting..." still shown).
    await expect(page.locator(".payload-toast-container")).toContainText(/updated|published|تم/i, { timeout: 20_000 });

    const published = Date.now();
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/ar/paths/${slug}`);
          return (await response.text()).includes(newTitle);
        },
        { timeout: LIVE_WITHIN_MS, intervals: [500] },
      )
      .toBe(true);
    console.log(`Arabic title live on the public page ${Date.now() - published} ms after publishing`);
    await page.goto(`/ar/paths/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
    // The English page is untouched.
    await page.goto(`/paths/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText(newTitle);
  });
});

test.describe("an editor on a phone, in the Arabic admin, does not lose unsaved work", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const phoneEditor = account("e2e-phone-editor@staff.example", "editor");
  let auth: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...phoneEditor, role: "editor", name: "Hoda (e2e)" });
    auth = await authHeader(request, phoneEditor);
  });

  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, phoneEditor);
  });

  /** Chooses a content language in the admin's language menu. */
  const chooseLanguage = async (page: Page, locale: "en" | "ar") => {
    const option = page.locator(`.popup-button-list__button:has(.localizer__locale-code[data-locale="${locale}"])`);
    await expect(async () => {
      if (!(await option.isVisible())) await page.locator(".localizer .popup-button").click({ timeout: 5_000 });
      await option.click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  };

  test("a new page refused at publish keeps its texts: Save draft stays possible, and switching language asks first", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const slug = `e2e-unsaved-${Date.now().toString(36)}`;
    await page.goto("/admin/collections/pages/create?locale=ar");
    await page.locator("#field-title").fill("يوم مفتوح للمتدربين");
    await page.locator("#field-slug").fill(slug);
    // Publishing with the English title empty: refused.
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText("غير صالح", { timeout: 20_000 });

    // Switching to English asks, in Arabic; staying keeps the text in the form.
    await chooseLanguage(page, "en");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("تبديل اللغة بدون حفظ؟");
    await expect(dialog).toContainText("لم تُحفظ تغييراتك بعد");
    // The language menu has closed behind the question.
    await expect(page.locator(".popup-button-list__button:has(.localizer__locale-code)").first()).toBeHidden();
    await dialog.getByRole("button", { name: "البقاء وعدم التبديل" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/locale=en/);
    await expect(page.locator("#field-title")).toHaveValue("يوم مفتوح للمتدربين");
    // Leaving by a link asks too (Payload's own question).
    await page.locator(".step-nav a").first().click();
    await expect(dialog).toContainText("المغادرة بدون حفظ");
    await dialog.getByRole("button", { name: "البقاء على هذه الصفحة" }).click();
    await expect(page.locator("#field-title")).toHaveValue("يوم مفتوح للمتدربين");

    // The draft can be saved.
    await expect(page.locator("#action-save-draft")).toBeEnabled();
    await page.locator("#action-save-draft").click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 20_000 });
    const id = Number(/pages\/(\d+)/.exec(page.url())![1]);
    try {
      const stored = (await (
        await page.request.get(`/cms-api/pages/${id}?locale=ar&draft=true&depth=0`, { headers: auth })
      ).json()) as { title: string; slug: string };
      expect(stored).toMatchObject({ title: "يوم مفتوح للمتدربين", slug });

      // Saved: the language switches without a question.
      await chooseLanguage(page, "en");
      await expect(page).toHaveURL(/locale=en/, { timeout: 20_000 });
      await expect(page.getByRole("dialog")).toBeHidden();
    } finally {
      await page.request.delete(`/cms-api/pages/${id}`, { headers: auth });
    }
  });

  test("a footer link refused at publish can still be saved as a draft, and switching language after an edit asks first", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    type Row = Record<string, unknown> & { label?: string };
    const path = "/cms-api/globals/footer";
    const published = (await (await request.get(`${path}?locale=en&depth=0`, { headers: auth })).json()) as {
      legal: Row[];
    };
    const text = `سياسة الاسترجاع ${Date.now() % 100_000}`;
    try {
      await page.goto("/admin/globals/footer?locale=ar");
      const rows = page.locator('#field-legal [id^="legal-row-"]');
      const count = await rows.count();
      await expect(async () => {
        if ((await rows.count()) === count)
          await page.locator("#field-legal").getByRole("button", { name: "أضف رابط" }).click({ timeout: 5_000 });
        await expect(page.locator(`#field-legal__${count}__label`)).toBeAttached({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      // The lists open folded, the new row too.
      const label = page.locator(`#field-legal__${count}__label`);
      if (!(await label.isVisible()))
        await page.locator("#field-legal").getByRole("button", { name: "إظهار القسم أو إخفاؤه" }).nth(count).click();
      await label.fill(text);
      // An address written by hand (the link's other choice is a page of the site).
      await page.locator(`#field-legal__${count}__type`).getByText("عنوان", { exact: true }).click();
      await page.locator(`#field-legal__${count}__href`).fill("/privacy");
      // Publishing with the English text empty: refused; the row is still there, and Save draft still works.
      await page.locator("#action-save").click();
      await expect(page.locator(".payload-toast-container")).toContainText("غير صالح", { timeout: 20_000 });
      await expect(label).toHaveValue(text);
      await expect(page.locator("#action-save-draft")).toBeEnabled();
      await page.locator("#action-save-draft").click();
      await expect
        .poll(
          async () => {
            const draft = (await (
              await request.get(`${path}?locale=ar&draft=true&depth=0`, { headers: auth })
            ).json()) as { legal: Row[] };
            return draft.legal.map((row) => row.label);
          },
          { timeout: 20_000 },
        )
        .toContain(text);

      // An edit not saved yet: switching language asks; going ahead loads the English texts.
      await label.fill(`${text} (معدّل)`);
      await chooseLanguage(page, "en");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("تبديل اللغة بدون حفظ؟");
      await dialog.getByRole("button", { name: "التبديل وفقدان التغييرات" }).click();
      await expect(page).toHaveURL(/locale=en/, { timeout: 20_000 });
    } finally {
      // The published footer as the newest draft again, so that the admin opens on it.
      await request.post(`${path}?locale=en&draft=true&depth=0`, {
        headers: auth,
        data: { legal: published.legal, _status: "draft" },
      });
    }
  });
});

test.describe("live preview in the Arabic admin on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const phoneEditor = account("e2e-preview-editor@staff.example", "editor");
  let auth: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...phoneEditor, role: "editor", name: "Aya (e2e)" });
    auth = await authHeader(request, phoneEditor);
  });

  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, phoneEditor);
  });

  test("live preview chosen on a desktop leaves the form the phone's width", async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages = (await (
      await request.get("/cms-api/pages?where[slug][equals]=about&depth=0&locale=ar", { headers: auth })
    ).json()) as { docs: { id: number }[] };
    const id = pages.docs[0]!.id;
    // Live preview chosen at 1280 px (Payload keeps the choice in the account's preferences).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/collections/pages/${id}?locale=ar`);
    await expect(async () => {
      const toggler = page.locator(".live-preview-toggler");
      if (!(await toggler.getAttribute("class"))?.includes("--active")) await toggler.click({ timeout: 5_000 });
      await expect(page.locator(".live-preview-window--is-live-previewing")).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect
      .poll(
        async () => {
          const answer = await request.get("/cms-api/payload-preferences?where[key][equals]=collection-pages&depth=0", {
            headers: auth,
          });
          const docs = ((await answer.json()) as { docs: { value?: { editViewType?: string } }[] }).docs;
          return docs[0]?.value?.editViewType;
        },
        { timeout: 10_000 },
      )
      .toBe("live-preview");

    // The same account on a phone: the form is the screen's width, and its fields can be typed in.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/collections/pages/${id}?locale=ar`);
    await expect(page.locator(".live-preview-window--is-live-previewing")).toBeAttached();
    const title = page.locator("#field-title");
    await expect(title).toBeVisible();
    const box = (await title.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page, "a page's form with live preview at 390 px");
  });
});
