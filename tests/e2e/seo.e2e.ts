import { localizedPath, pageRoutes } from "../../src/config/routes";
import { expect, test } from "./fixtures";

const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

test("sitemap.xml lists every page in both languages with its alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const route of pageRoutes.filter((r) => !r.endsWith("/sent") && !r.endsWith("/subscribed"))) {
    for (const locale of ["en", "ar"] as const) {
      const path = localizedPath(route, locale);
      expect(xml, path).toContain(`<loc>${site}${path === "/" ? "" : path}`);
    }
  }
  expect(xml).toContain('hreflang="ar"');
  expect(xml).not.toContain("/contact/sent");
});

test("robots.txt allows the site, keeps crawlers out of the API and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Allow: /");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});
