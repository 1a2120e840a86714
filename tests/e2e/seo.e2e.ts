import sharp from "sharp";
import { localizedPath, pageRoutes } from "../../src/config/routes";
import { expect, test } from "./fixtures";
import { account, authHeader, ensureAdmin, replaceStaff, uploadShareImage } from "./staff";

const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

test("sitemap.xml lists every page in both languages with its alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  // Not listed: the pages that answer a form (…/sent, /schedule/listed, the newsletter's) and a test's first part
  // (/english-test/take).
  const listed = (r: string) =>
    !r.endsWith("/sent") && !r.endsWith("/listed") && !r.startsWith("/newsletter/") && !r.endsWith("/take");
  for (const route of pageRoutes.filter(listed)) {
    for (const locale of ["en", "ar"] as const) {
      const path = localizedPath(route, locale);
      expect(xml, path).toContain(`<loc>${site}${path === "/" ? "" : path}`);
    }
  }
  expect(xml).toContain('hreflang="ar"');
  expect(xml).not.toContain("/contact/sent");
  expect(xml).not.toContain("/english-test/take");
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

test("every page has its own title and description in each language, and a sharing card in its language", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const cards = new Set<string>();
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
      // A learning path has a card of its own; every other page the site's card, in the page's language.
      const card = `${site}${localizedPath(route.startsWith("/paths/") ? `${route}/opengraph-image` : "/opengraph-image", locale)}`;
      expect(meta(html, "property", "og:image"), path).toBe(card);
      expect(meta(html, "property", "og:image:type"), path).toBe("image/png");
      expect(meta(html, "property", "og:image:width"), path).toBe("1200");
      expect(meta(html, "property", "og:image:alt"), path).toBeTruthy();
      expect(meta(html, "name", "twitter:card"), path).toBe("summary_large_image");
      expect(meta(html, "name", "twitter:title"), path).toBe(title);
      expect(meta(html, "name", "twitter:image"), path).toBe(card);
      cards.add(card.slice(site.length));
    }
  }
  const bytes = new Map<string, string>();
  for (const card of cards) {
    const image = await request.get(card);
    expect(image.status(), card).toBe(200);
    expect(image.headers()["content-type"], card).toBe("image/png");
    const png = await image.body();
    // PNG header: width and height at bytes 16-23.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
    bytes.set(card, png.toString("base64"));
  }
  expect(new Set(bytes.values()).size, "every card is its own").toBe(cards.size);
});

// In this file, after the test above: the tests of a file run one after another in one worker, so no other test
// reads the schedule's head while this one changes it.
test("the schedule's search title, description and sharing image are the editors', per language; emptied, its own come back", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const editor = account("e2e-seo-editor@staff.example", "editor");
  const adminAuth = await ensureAdmin(request, account("e2e-seo-admin@staff.example", "admin"));
  await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Rana (e2e)" });
  const auth = await authHeader(request, editor);
  const image = await uploadShareImage(request, auth, `schedule-share-${run}.png`, {
    en: "January intakes",
    ar: "دفعات يناير",
  });
  /** English as a draft, then Arabic published: both languages go live together (the bilingual rule). */
  const save = async (texts: Record<"en" | "ar", string>, shared: number | null) => {
    for (const locale of ["en", "ar"] as const) {
      const draft = locale === "en";
      const saved = await request.post(
        `/cms-api/globals/schedule-page?locale=${locale}&depth=0${draft ? "&draft=true" : ""}`,
        {
          headers: auth,
          data: {
            meta: { title: texts[locale], description: texts[locale] && `${texts[locale]}.`, image: shared },
            _status: draft ? "draft" : "published",
          },
        },
      );
      expect(saved.status(), await saved.text()).toBe(200);
    }
  };
  const head = async (path: string) => {
    const html = await (await request.get(path)).text();
    const meta = (attribute: "name" | "property", key: string) =>
      new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: meta("name", "description"),
      image: meta("property", "og:image"),
      alt: meta("property", "og:image:alt"),
    };
  };

  await save({ en: "January intakes: IELTS, Power BI and more", ar: "دفعات يناير: آيلتس وPower BI وغيرها" }, image);
  for (const [path, title, alt] of [
    ["/schedule", "January intakes: IELTS, Power BI and more", "January intakes"],
    ["/ar/schedule", "دفعات يناير: آيلتس وPower BI وغيرها", "دفعات يناير"],
    // A filtered view has the schedule's head.
    ["/schedule?area=it", "January intakes: IELTS, Power BI and more", "January intakes"],
  ] as const) {
    await expect
      .poll(async () => (await head(path)).title?.startsWith(`${title} |`), { timeout: 60_000, intervals: [500] })
      .toBe(true);
    const seen = await head(path);
    expect(seen.description, path).toBe(`${title}.`);
    expect(seen.image, path).toMatch(new RegExp(`/cms-api/media/file/schedule-share-${run}[^"]*$`));
    expect(seen.alt, path).toBe(alt);
  }

  // Emptied: the schedule's own title, description and card again.
  await save({ en: "", ar: "" }, null);
  await expect
    .poll(async () => (await head("/ar/schedule")).title?.startsWith("مواعيد الدورات القادمة |"), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(true);
  const own = await head("/schedule");
  expect(own.title).toMatch(/^Course schedule: upcoming dates \|/);
  expect(own.description).toMatch(/^Upcoming IT, English and Business course dates/);
  expect(own.image).toBe(`${site}/opengraph-image`);
  await request.delete(`/cms-api/media/${image}`, { headers: auth });
});

test("the Arabic sharing card is laid out from the right, the English one from the left", async ({ request }) => {
  // The title's row (about a third down the card): where its white letters begin and end.
  const inkOfTitle = async (path: string) => {
    const { data, info } = await sharp(await (await request.get(path)).body())
      .extract({ left: 0, top: 300, width: 1200, height: 140 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const columns: number[] = [];
    for (let x = 0; x < info.width; x++) {
      for (let y = 0; y < info.height; y++) {
        const i = (y * info.width + x) * info.channels;
        if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) {
          columns.push(x);
          break;
        }
      }
    }
    return { first: Math.min(...columns), last: Math.max(...columns) };
  };
  const english = await inkOfTitle("/paths/power-bi/opengraph-image");
  const arabic = await inkOfTitle("/ar/paths/power-bi/opengraph-image");
  // Both start at the card's margin (80 px) on their own side.
  expect(english.first).toBeLessThan(100);
  expect(arabic.last).toBeGreaterThan(1100);
  expect(arabic.first).toBeGreaterThan(english.first);
});
