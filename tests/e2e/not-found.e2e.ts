import { expect, test } from "./fixtures";

/**
 * The 404 page as the server sends it: in the visitor's language, with `lang` and `dir`, readable without
 * JavaScript, status 404, for a path no route takes and for an address a route takes but finds nothing at (Next
 * 16.4.6 sends a route's notFound() as an empty error document; the HTTP server answers with the 404 page).
 */
const texts = {
  en: { title: "Oops! Page not found", home: "Return to Home", href: "/" },
  ar: { title: "عذرًا! الصفحة غير موجودة", home: "العودة إلى الرئيسية", href: "/ar" },
} as const;

const addresses = [
  // One segment: the route of pages built in the CMS.
  ["/ar/nope", "ar"],
  ["/nope", "en"],
  // A learning path, a news post, deeper addresses, a news page past the last.
  ["/ar/paths/nope", "ar"],
  ["/paths/nope", "en"],
  ["/ar/blog/nope", "ar"],
  ["/ar/blog/nope/deeper", "ar"],
  ["/ar/blog?page=99", "ar"],
  ["/about/nested/unknown", "en"],
] as const;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the 404 page, JavaScript ${javaScriptEnabled ? "on" : "off"}, at 390 px`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    for (const [path, locale] of addresses) {
      test(`${path} answers 404 in ${locale === "ar" ? "Arabic" : "English"}, rendered on the server`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        // The document as the server sent it, before any script.
        const html = await response!.text();
        expect(html).not.toContain('id="__next_error__"');
        expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`));
        expect(html).toContain(texts[locale].title);

        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.locator("h1")).toHaveText(texts[locale].title);
        await expect(page.locator("h1")).toBeVisible();
        const home = page.locator("#main").getByRole("link", { name: texts[locale].home });
        await expect(home).toBeVisible();
        await expect(home).toHaveAttribute("href", texts[locale].href);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
      });
    }
  });
}
