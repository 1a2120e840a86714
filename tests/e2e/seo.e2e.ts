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
  // The CMS is never indexed, the files the pages show (CMS uploads) may be.
  expect(text).toContain("Disallow: /cms-api/");
  expect(text).toContain("Allow: /cms-api/media/file/");
  expect((await request.get("/cms-api/paths?limit=1")).headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await request.get("/admin/login")).headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const upload = await request.get("/cms-api/media/file/react-frontend.pdf");
  expect(upload.status()).toBe(200);
  expect(upload.headers()["x-robots-tag"]).toBeUndefined();
});

async function structuredData(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}
const ofType = (items: Record<string, unknown>[], type: string) =>
  items.find((i) => i["@type"] === type || (Array.isArray(i["@type"]) && (i["@type"] as string[]).includes(type)));

test("the home and contact pages describe the provider as an EducationalOrganization and LocalBusiness", async ({
  page,
}) => {
  for (const [path, name] of [
    ["/", "Alexandria Training Center"],
    ["/ar/contact", "مركز الإسكندرية للتدريب"],
  ] as const) {
    const org = ofType(await structuredData(page, path), "EducationalOrganization")!;
    expect(org["@type"]).toEqual(["EducationalOrganization", "LocalBusiness"]);
    expect(org.name).toBe(name);
    expect(org).toMatchObject({
      telephone: "+2035440143",
      address: { "@type": "PostalAddress", addressCountry: "EG" },
      geo: { "@type": "GeoCoordinates" },
    });
    expect((org.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!.dayOfWeek).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
    ]);
    expect((org.sameAs as string[]).length).toBe(4);
  }
});

test("inner pages carry breadcrumbs; training and path pages list their courses", async ({ page }) => {
  const it = await structuredData(page, "/training/it");
  expect((ofType(it, "BreadcrumbList")!.itemListElement as unknown[]).length).toBe(2);
  const list = ofType(it, "ItemList")!.itemListElement as {
    item: { "@type": string; name: string; provider: { name: string } };
  }[];
  expect(list).toHaveLength(16);
  expect(list[0]!.item).toMatchObject({
    "@type": "Course",
    name: "Data Analyst Specialist",
    provider: { name: "Alexandria Training Center" },
  });

  const path = await structuredData(page, "/ar/paths/data-analyst");
  const crumbs = ofType(path, "BreadcrumbList")!.itemListElement as { name: string; item: string }[];
  expect(crumbs.map((c) => c.name)).toEqual([
    "الرئيسية",
    "تدريب تكنولوجيا المعلومات",
    "المسار التعليمي لمحلل البيانات",
  ]);
  expect(crumbs[2]!.item).toBe(`${site}/ar/paths/data-analyst`);
  expect(ofType(path, "ItemList")).toBeTruthy();
});

test("every page has its own title and description in each language, and sharing cards with the language's image", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const meta = (html: string, attribute: "name" | "property", key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  for (const route of pageRoutes) {
    for (const locale of ["en", "ar"] as const) {
      const path = localizedPath(route, locale);
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = meta(html, "name", "description");
      expect(title, `title of ${path}`).toBeTruthy();
      expect(description, `description of ${path}`).toBeTruthy();
      expect(titles.get(title!), `title of ${path} also used by`).toBeUndefined();
      expect(descriptions.get(description!), `description of ${path} also used by`).toBeUndefined();
      titles.set(title!, path);
      descriptions.set(description!, path);

      expect(meta(html, "property", "og:title"), path).toBe(title);
      expect(meta(html, "property", "og:description"), path).toBe(description);
      expect(meta(html, "property", "og:url"), path).toBe(path === "/" ? site : `${site}${path}`);
      expect(meta(html, "property", "og:locale"), path).toBe(locale === "ar" ? "ar_EG" : "en_US");
      expect(meta(html, "property", "og:type"), path).toBe("website");
      expect(meta(html, "property", "og:image"), path).toBe(`${site}/og/${locale}.jpg`);
      expect(meta(html, "property", "og:image:width"), path).toBe("1200");
      expect(meta(html, "property", "og:image:alt"), path).toBeTruthy();
      expect(meta(html, "name", "twitter:card"), path).toBe("summary_large_image");
      expect(meta(html, "name", "twitter:title"), path).toBe(title);
      expect(meta(html, "name", "twitter:image"), path).toBe(`${site}/og/${locale}.jpg`);
    }
  }
  for (const locale of ["en", "ar"]) {
    const image = await request.get(`/og/${locale}.jpg`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
  }
});
