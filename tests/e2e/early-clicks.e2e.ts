import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds the page's script files until release() is called, so the test can act before hydration. */
// Once released, the scripts load and hydrate: as long as the fixtures allow a page to hydrate (15 s), not
// expect's default 5 s, which a loaded 2-core machine exceeded.
const HYDRATED = { timeout: 15_000 };
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe("clicks before the page's scripts have run", () => {
  test("the Learning Advisor button keeps the click, shows it is busy, and opens once ready", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const button = page.getByTestId("advisor-button");
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("dialog", { name: "Learning Advisor" })).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Learning Advisor" })).toBeVisible(HYDRATED);
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("the phone menu does the same (Arabic)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdScripts(page);
    await page.goto("/ar/about", { waitUntil: "commit" });
    const menu = page.getByRole("button", { name: "افتح القائمة" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByRole("button", { name: "أغلق القائمة" })).toHaveAttribute("aria-expanded", "true", HYDRATED);
  });

  test("the Programs menu does the same (Arabic)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release2 = await holdScripts(page);
    await page.goto("/ar/contact", { waitUntil: "commit" });
    const programs = page
      .getByRole("navigation", { name: "القائمة الرئيسية" })
      .getByRole("button", { name: "البرامج التدريبية" });
    await programs.click();
    await expect(programs).toHaveAttribute("aria-busy", "true");
    release2();
    await expect(programs).toHaveAttribute("aria-expanded", "true", HYDRATED);
  });
});
