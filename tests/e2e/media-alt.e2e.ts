import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { paragraph, withIds } from "../support/landing-page";
import { expect, settle, test } from "./fixtures";
import { account, authHeader, ensureAdmin, replaceStaff, uploadShareImage } from "./staff";

/**
 * An image an editor places in a text (a Text block of a page, a news post's body) reaches visitors with the
 * alternative text of their language, as the site's other images do: the media's `alt` is `{ en, ar }`, and
 * Payload's own rich-text renderer wrote it as alt="[object Object]".
 */
const admin = account("e2e-alt-admin@staff.example", "admin");
const editor = account("e2e-alt-editor@staff.example", "editor");
const run = Date.now().toString(36);
const alt = { en: "Trainees at a laptop in the IT lab", ar: "متدربون أمام حاسوب في معمل تكنولوجيا المعلومات" };
const postSlug = `e2e-alt-post-${run}`;
const pageSlug = `e2e-alt-page-${run}`;

/** A rich text of one paragraph followed by the image `id` (Payload's Lexical upload node). */
const withImage = (text: string, id: number) => {
  const body = paragraph(text);
  body.root.children.push({
    type: "upload",
    version: 3,
    format: "",
    id: randomBytes(12).toString("hex"),
    fields: {},
    relationTo: "media",
    value: id,
  } as never);
  return body;
};

/** Polls an address until it answers 200 (a publish reaches the site within a minute). */
const live = (request: APIRequestContext, url: string) =>
  expect.poll(async () => (await request.get(url)).status(), { timeout: 60_000, intervals: [500] }).toBe(200);

test.describe("images in texts", () => {
  test.describe.configure({ mode: "serial" });
  let auth: Record<string, string>;
  const made: { collection: string; id: number }[] = [];

  test.beforeAll(async ({ request }) => {
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Alt (e2e)" });
    auth = await authHeader(request, editor);
    const image = await uploadShareImage(request, auth, `lab-${run}.png`, alt);
    made.push({ collection: "media", id: image });

    // A news post with the image in its text, in both languages.
    const post = await request.post("/cms-api/posts?locale=en&depth=0", {
      headers: auth,
      data: {
        slug: postSlug,
        listed: true,
        title: "Inside the IT lab",
        excerpt: "A look at the lab.",
        body: withImage("Our lab has thirty workstations.", image),
        _status: "published",
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    const postId = ((await post.json()) as { doc: { id: number } }).doc.id;
    made.unshift({ collection: "posts", id: postId });
    const arabicPost = await request.patch(`/cms-api/posts/${postId}?locale=ar&depth=0`, {
      headers: auth,
      data: {
        listed: true,
        title: "جولة في معمل تكنولوجيا المعلومات",
        excerpt: "نظرة على المعمل.",
        body: withImage("في معملنا ثلاثون جهازًا.", image),
        _status: "published",
      },
    });
    expect(arabicPost.status(), await arabicPost.text()).toBe(200);

    // A page with the image in a Text block: English as a draft, then Arabic into the same rows, published.
    const hero = (locale: "en" | "ar") => ({
      type: "basic",
      title: locale === "en" ? "The IT lab" : "معمل تكنولوجيا المعلومات",
    });
    const layout = (locale: "en" | "ar") => [
      {
        blockType: "richText",
        title: locale === "en" ? "Where you will learn" : "أين ستتعلم",
        body: withImage(locale === "en" ? "Thirty workstations." : "ثلاثون جهازًا.", image),
      },
    ];
    const page = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
      headers: auth,
      data: { title: "The IT lab", slug: pageSlug, hero: hero("en"), layout: layout("en"), _status: "draft" },
    });
    expect(page.status(), await page.text()).toBe(201);
    const saved = ((await page.json()) as { doc: { id: number; layout: unknown } }).doc;
    made.unshift({ collection: "pages", id: saved.id });
    const arabicPage = await request.patch(`/cms-api/pages/${saved.id}?locale=ar&depth=0`, {
      headers: auth,
      data: {
        title: "معمل تكنولوجيا المعلومات",
        hero: hero("ar"),
        layout: withIds(layout("ar"), saved.layout),
        _status: "published",
      },
    });
    expect(arabicPage.status(), await arabicPage.text()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    for (const { collection, id } of made) await request.delete(`/cms-api/${collection}/${id}`, { headers: auth });
  });

  for (const [locale, prefix] of [
    ["ar", "/ar"],
    ["en", ""],
  ] as const) {
    for (const [what, path] of [
      ["a news post's text", `/blog/${postSlug}`],
      ["a Text block of a page", `/${pageSlug}`],
    ] as const) {
      test(`an image in ${what} has the ${locale === "ar" ? "Arabic" : "English"} alternative text at 390 px`, async ({
        page,
        request,
      }) => {
        const url = `${prefix}${path}`;
        await live(request, url);
        await page.setViewportSize({ width: 390, height: 844 });
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await settle(page);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const image = page.locator("#main img[src*='/cms-api/media/file/']");
        await expect(image).toHaveCount(1);
        await expect(image).toHaveAttribute("alt", alt[locale]);
        // In the document as served (before any script), too, and no object printed anywhere.
        const html = await response!.text();
        expect(html).toContain(`alt="${alt[locale]}"`);
        expect(html).not.toContain("[object Object]");
        // The image fits the phone's width.
        const box = (await image.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(390);
      });
    }
  }
});
