import { expect, settle, test } from "./fixtures";

test.describe("top bar (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Training Programs dropdown opens on hover and lists the three training pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const button = nav.getByRole("button", { name: "Training Programs" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const links = nav.locator("[data-menu-item]");
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute("href", "/training/it");
    await expect(links.nth(1)).toHaveAttribute("href", "/training/english");
    await expect(links.nth(2)).toHaveAttribute("href", "/training/business");
    await page.mouse.move(640, 600);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the dropdown works from the keyboard and by click", async ({ page }) => {
    await page.goto("/ar");
    const button = page
      .getByRole("navigation", { name: "القائمة الرئيسية" })
      .getByRole("button", { name: "البرامج التدريبية" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("[data-menu-item]").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("[data-menu-item]").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.locator("[data-menu-item]").nth(2).click();
    await expect(page).toHaveURL(/\/ar\/training\/business$/);
  });

  test("Get Started goes to the plan builder and the language toggle keeps the page", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/start-learning");
    await page.getByRole("link", { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText("رواد التدريب التكنولوجي منذ 1996");
    // The link names the English page itself, not /en/about (which would only redirect).
    await expect(page.getByRole("link", { name: /English/ })).toHaveAttribute("href", "/about");
    await page.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("toggles, lists every item and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    await expect(menu).toBeVisible();
    for (const name of [
      "Home",
      "About",
      "IT Training",
      "English Training",
      "Business Training",
      "Contact",
      "Get Started",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with Escape, in Arabic too", async ({ page }) => {
    await page.goto("/ar/about");
    await page.getByRole("button", { name: "افتح القائمة" }).click();
    await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the company, legal and social links, and the phone opens WhatsApp", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    // The news (/blog, the path the original footer linked to) and the schedule exist since issue 19.
    for (const href of [
      "/about",
      "/corporate",
      "/careers",
      "/contact",
      "/schedule",
      "/blog",
      "/privacy",
      "/terms",
      "/cookies",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    const social = footer.locator(
      'a[target="_blank"][href*="facebook"], a[target="_blank"][href*="linkedin"], a[target="_blank"][href*="instagram"], a[target="_blank"][href*="youtube"]',
    );
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(footer.locator('a[href^="https://wa.me/"]')).toContainText("+20");
    await expect(footer.locator("address")).toContainText("Villa 431 El Horreya Road, Roushdy, Alexandria, Egypt");
  });

  test("falls back to the text brand name when the logo cannot load", async ({ page }) => {
    await page.route("**/logo.svg", (route) => route.abort());
    await page.goto("/ar");
    await settle(page);
    await expect(page.locator("footer img")).toHaveCount(0);
    await expect(page.getByTestId("footer-brand")).toHaveText("مركز الإسكندرية للتدريب");
  });
});
