import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures";

// The texts of the home and about pages come from the CMS globals home-page and about-page (seeded on the
// e2e server's first start from src/cms/seed/pages).

test.describe("page texts from the CMS", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the home page fills its placeholders and titles itself in both languages", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Alexandria Training Center: IT, English and Business Training in Alexandria");
    await expect(page.locator("#main")).toContainText("A member of Integrated Training Group");
    await expect(page.locator("#main")).not.toContainText("{group}");
    await expect(page.locator('dl[aria-label="Key figures"] dt')).toHaveText([
      "Training Hours",
      "Success Rate",
      "Years Experience",
    ]);
    await expect(page.locator("#services li h3")).toHaveCount(3);
    await expect(page.locator("#clients li", { hasText: "Healthcare" })).toBeVisible();
    await expect(page.locator("#success li")).toHaveCount(5);

    await page.goto("/ar");
    await expect(page).toHaveTitle(/^مركز الإسكندرية للتدريب: /);
    await expect(page.locator("h1")).toHaveText("اصنع مستقبلك بإتقان");
    await expect(page.locator("#main")).toContainText("عضو في مجموعة التدريب المتكاملة");
    await expect(page.locator("#cta-title")).toHaveText("مستعد للخطوة التالية؟");
  });

  test("the about page shows every section in both languages", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | Alexandria Training Center");
    await expect(page.locator("h1")).toHaveText("Pioneering Technology Training Since 1996");
    await expect(page.locator("#story p")).toHaveCount(3);
    await expect(page.locator("#milestones li p.tabular-nums")).toHaveText(["2003", "2004", "2005"]);
    await expect(page.locator("#mission li")).toHaveCount(3);
    await expect(page.locator("#approach ol li")).toHaveCount(4);
    await expect(page.locator("#approach")).toContainText("Recognised for training excellence");
    await expect(page.locator("#vision p")).toContainText("first choice in Egypt");
    await expect(page.locator("#values li")).toHaveCount(9);
    await expect(page.locator("#achievements dd")).toHaveText(["600k+", "500+", "50+", "100k+"]);
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact");

    await page.goto("/ar/about");
    await expect(page).toHaveTitle("من نحن | مركز الإسكندرية للتدريب");
    await expect(page.locator("h1")).toHaveText("رواد التدريب التكنولوجي منذ 1996");
    await expect(page.locator("#values h2")).toHaveText("قيمنا الأساسية");
    await expect(page.locator("#values li")).toHaveCount(9);
  });
});

test.describe("editing a page's texts", () => {
  const email = "e2e-editor@example.com";
  const password = "Quiet-Harbour-Lantern-2046";

  test("a published change shows on the page at once; a half-translated one is refused", async ({ page, request }) => {
    test.setTimeout(120_000);
    // The first account is made on the command line (no account can be made from the web without one).
    execFileSync("npm", ["run", "--silent", "admin:create", "--", "--email", email, "--password", password], {
      env: { ...process.env, DATA_DIR: "tmp/e2e-data", LOG_LEVEL: "warn" },
      stdio: "pipe",
    });
    const login = await request.post("/cms-api/users/login", { data: { email, password } });
    expect(login.status()).toBe(200);
    const headers = { Authorization: `JWT ${(await login.json()).token as string}` };
    const save = (locale: string, data: object) =>
      request.post(`/cms-api/globals/about-page?locale=${locale}&depth=0`, { headers, data });

    const original = (await (await request.get("/cms-api/globals/about-page?locale=en", { headers })).json()) as {
      vision: { title: string; text: string };
    };
    const edited = "To be the training centre Alexandria recommends first.";
    try {
      expect((await save("en", { vision: { ...original.vision, text: edited }, _status: "published" })).status()).toBe(
        200,
      );
      await page.goto("/about");
      await expect(page.locator("#vision p")).toHaveText(edited);

      // An empty Arabic text while the English one is written cannot be published (a draft could be saved).
      const refused = await save("ar", { vision: { title: "رؤيتنا", text: "" }, _status: "published" });
      expect(refused.status()).toBe(400);
      await page.goto("/ar/about");
      await expect(page.locator("#vision p")).toContainText("الخيار الأول في مصر");
    } finally {
      expect((await save("en", { vision: original.vision, _status: "published" })).status()).toBe(200);
    }
    await page.goto("/about");
    await expect(page.locator("#vision p")).toHaveText(original.vision.text);
  });
});
