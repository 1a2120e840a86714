import { adminCreate } from "../../scripts/lib/admin-create.mjs";
import { expect, test } from "./fixtures";
import { account, authHeader, DATA_DIR, ensureAdmin, replaceStaff, signIn } from "./staff";

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
