import { localizedPath, pageRoutes } from "../../src/config/routes";
import { axeOn, expect, expectFitsAndAccessible, locales, settle, test, viewports } from "./fixtures";

// One test per page and language, about half of the browser suite's time: spread over every worker instead of
// running one after another in the worker that took this file (which left the other idle for the last third).
test.describe.configure({ mode: "parallel" });

// Every registered page, in both languages, loaded at desktop width, checked, then narrowed to phone width and
// checked again. The page is not loaded a second time: no script on the site lays the page out by its width (the
// layout is CSS media queries, which apply on a resize as on a load; a form only records the width it was sent
// at), so a second load of the same HTML, scripts and fonts at 375 px only repeated work; the 375 px checks
// measure the layout, not the load.
for (const locale of locales) {
  for (const route of pageRoutes) {
    const url = localizedPath(route, locale);
    test(`${url} (${viewports.map((v) => v.name).join(", ")})`, async ({ page, consoleErrors }) => {
      for (const [i, viewport] of viewports.entries()) {
        await test.step(`${viewport.name} (${viewport.width} px)`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          if (i === 0) {
            const response = await page.goto(url);
            expect(response?.status()).toBe(200);
          }
          await settle(page);

          await expect(page.locator("h1")).toHaveCount(1);
          if (i === 0) {
            // What does not depend on the width, checked once.
            await expect(page.locator("html")).toHaveAttribute("lang", locale);
            await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

            // Canonical and reciprocal hreflang alternates, absolute from SITE_URL.
            const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
            const absolute = (path: string) => (path === "/" ? site : `${site}${path}`);
            await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(url));
            await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
              "href",
              absolute(localizedPath(route, "en")),
            );
            await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
              "href",
              absolute(localizedPath(route, "ar")),
            );
            await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
              "href",
              absolute(localizedPath(route, "en")),
            );
          }

          await expectFitsAndAccessible(page, viewport.width);

          expect(consoleErrors, `console errors at ${viewport.width} px`).toEqual([]);
        });
      }
    });
  }
}

// The page check can fail: an image without a text alternative, added to a page, is a violation it reports.
test("the accessibility check reports a violation added to a page", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
  const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.map((v) => v.id)).toContain("image-alt");
});
