import { execFileSync } from "node:child_process";
import { paragraph } from "../support/landing-page";
import { expect, test } from "./fixtures";

// The home and about pages are the pages `home` and `about` of the CMS collection `pages`, built from blocks
// (seeded on the e2e server's first start from src/cms/seed/pages/spec-pages.ts).

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
    await expect(page.getByRole("heading", { level: 2, name: "مستعد للخطوة التالية؟" })).toBeVisible();
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
    type Block = { blockType: string; anchor?: string | null; title?: string; body?: unknown };
    const read = async (locale: string) =>
      (
        (await (
          await request.get(`/cms-api/pages?where[slug][equals]=about&locale=${locale}&depth=0`, { headers })
        ).json()) as { docs: { id: number; layout: Block[] }[] }
      ).docs[0]!;
    const about = await read("en");
    const save = (locale: string, layout: Block[]) =>
      request.patch(`/cms-api/pages/${about.id}?locale=${locale}&depth=0`, {
        headers,
        data: { layout, _status: "published" },
      });
    /** The vision: the text block with the anchor "vision". */
    const isVision = (block: Block) => block.blockType === "richText" && block.anchor === "vision";
    /** The page's blocks with the vision block's text replaced (a paragraph; none for an empty text). */
    const withVision = (layout: Block[], text: string) =>
      layout.map((block) => (isVision(block) ? { ...block, body: text ? paragraph(text) : null } : block));
    /** The plain text of a rich text of one paragraph. */
    const textOf = (body: unknown) =>
      (body as { root: { children: { children: { text: string }[] }[] } }).root.children[0]!.children.map(
        (node) => node.text,
      ).join("");

    const original = { vision: textOf(about.layout.find(isVision)!.body) };
    const edited = "To be the training centre Alexandria recommends first.";
    try {
      expect((await save("en", withVision(about.layout, edited))).status()).toBe(200);
      await page.goto("/about");
      await expect(page.locator("#vision p")).toHaveText(edited);

      // An empty Arabic text while the English one is written cannot be published (a draft could be saved).
      const refused = await save("ar", withVision((await read("ar")).layout, ""));
      expect(refused.status()).toBe(400);
      await page.goto("/ar/about");
      await expect(page.locator("#vision p")).toContainText("الخيار الأول في مصر");
    } finally {
      expect((await save("en", withVision(about.layout, original.vision))).status()).toBe(200);
    }
    await page.goto("/about");
    await expect(page.locator("#vision p")).toHaveText(original.vision);
  });
});
