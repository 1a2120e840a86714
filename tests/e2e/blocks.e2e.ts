import { mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import {
  landingBlockTypes,
  landingHero,
  landingLayout,
  landingTexts,
  paragraph,
  withIds,
} from "../support/landing-page";
import { expect, expectFitsAndAccessible, locales, settle, test } from "./fixtures";
import { account, authHeader, ensureAdmin, publishNewsPost, publishPage, replaceStaff } from "./staff";

const admin = account("e2e-blocks-admin@staff.example", "admin");
const editor = account("e2e-blocks-editor@staff.example", "editor");
const run = Date.now().toString(36);
const slug = `e2e-blocks-${run}`;
/** Where the screenshots go, to be looked at (tmp/ is not committed). */
const shots = "tmp/screenshots/blocks";

/** A photo-like image (a two-colour gradient), with its text alternative in both languages; returns its id. */
async function uploadPhoto(
  request: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  colours: [string, string],
  alt: { en: string; ar: string },
): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="360" cy="300" r="120" fill="#fbbf24"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const upload = await request.post("/cms-api/media?locale=en&depth=0", {
    headers: auth,
    multipart: { file: { name, mimeType: "image/png", buffer: png }, _payload: JSON.stringify({ alt }) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { doc: { id: number } }).doc.id;
}

const texts = {
  imageCaption: { en: "The IT lab on the second floor", ar: "معمل تكنولوجيا المعلومات في الطابق الثاني" },
  galleryTitle: { en: "A day at the centre", ar: "يوم في المركز" },
  imageTextTitle: { en: "Small groups, real projects", ar: "مجموعات صغيرة ومشروعات حقيقية" },
  imageText: {
    en: "Twelve learners at most in a group, each with a project of their own to show at the end.",
    ar: "اثنا عشر متدربًا على الأكثر في المجموعة، ولكل منهم مشروعه الخاص يعرضه في النهاية.",
  },
  readMore: { en: "See the schedule", ar: "اطّلع على المواعيد" },
  stepsTitle: { en: "How to join", ar: "طريقة الالتحاق" },
  steps: [
    { en: "Take the free placement test.", ar: "أدِّ اختبار تحديد المستوى المجاني." },
    { en: "Choose your group and its days.", ar: "اختر مجموعتك وأيامها." },
  ],
  cardsTitle: { en: "Offers this month", ar: "عروض هذا الشهر" },
  cardTitle: { en: "Two courses, one price", ar: "دورتان بسعر واحد" },
  cardBadge: { en: "English", ar: "اللغة الإنجليزية" },
  cardItem: { en: "Valid until the end of the month", ar: "ساري حتى نهاية الشهر" },
  cardButton: { en: "Ask by e-mail", ar: "اسأل بالبريد الإلكتروني" },
};

/** The blocks for lists of steps and detailed cards, the latter with a button that writes an e-mail. */
function stepBlocks(locale: "en" | "ar") {
  return [
    {
      blockType: "steps",
      title: texts.stepsTitle[locale],
      look: "list",
      steps: texts.steps.map((step) => ({ title: step[locale] })),
      aside: "contact",
    },
    {
      blockType: "detailCards",
      title: texts.cardsTitle[locale],
      cards: [
        { badge: texts.cardBadge[locale], title: texts.cardTitle[locale], items: [{ text: texts.cardItem[locale] }] },
      ],
      emailButton: texts.cardButton[locale],
      emailSubject: "{title}",
    },
  ];
}

/** Blocks of src/blocks that the landing page of the other tests does not have: image, gallery, image beside text. */
function mediaBlocks(locale: "en" | "ar", images: number[]) {
  return [
    { blockType: "image", image: images[0], caption: texts.imageCaption[locale], width: "wide" },
    {
      blockType: "gallery",
      title: texts.galleryTitle[locale],
      images: images.map((image, index) => ({ image, caption: index === 0 ? texts.imageCaption[locale] : "" })),
    },
    {
      blockType: "imageText",
      title: texts.imageTextTitle[locale],
      body: paragraph(texts.imageText[locale]),
      image: images[1],
      imageSide: "end",
      link: { label: texts.readMore[locale], href: "/schedule" },
    },
  ];
}

test.describe("a page of every block type", () => {
  test.describe.configure({ mode: "serial" });
  const made: { collection: string; id: number }[] = [];

  test.afterAll(async ({ request }) => {
    const adminAuth = await authHeader(request, admin);
    for (const { collection, id } of made) await request.delete(`/cms-api/${collection}/${id}`, { headers: adminAuth });
  });

  test("renders in both languages at 390 and 1280 px with no axe violation and no sideways scroll", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...editor, role: "editor", name: "Salma (e2e)" });
    const auth = await authHeader(request, editor);
    // A news post, so that the latest-news list has one to show.
    made.push({ collection: "posts", id: await publishNewsPost(request, auth, `e2e-blocks-news-${run}`) });
    const images: number[] = [];
    for (const [index, colours] of (
      [
        ["#0f4a80", "#38bdf8"],
        ["#065f46", "#a7f3d0"],
        ["#7c2d12", "#fdba74"],
      ] as [string, string][]
    ).entries()) {
      const id = await uploadPhoto(request, auth, `block-photo-${run}-${index}.png`, colours, {
        en: `Learners at work, photo ${index + 1}`,
        ar: `متدربون أثناء العمل، الصورة ${index + 1}`,
      });
      images.push(id);
      made.push({ collection: "media", id });
    }
    // Every block type: the landing page's (src/blocks but the three media blocks), then those three.
    const layout = (locale: "en" | "ar") => [
      ...landingLayout(locale),
      ...mediaBlocks(locale, images),
      ...stepBlocks(locale),
    ];
    const types = new Set(layout("en").map((row) => row.blockType));
    expect([...types].sort()).toEqual(
      [...new Set([...landingBlockTypes, "image", "gallery", "imageText", "steps", "detailCards"])].sort(),
    );

    const id = await publishPage(request, auth, (locale, saved) => ({
      title: landingTexts.title[locale],
      slug,
      hero: landingHero(locale),
      layout: saved ? withIds(layout(locale), saved) : layout(locale),
    }));
    made.unshift({ collection: "pages", id });

    mkdirSync(shots, { recursive: true });
    for (const locale of locales) {
      const url = locale === "en" ? `/${slug}` : `/ar/${slug}`;
      await expect.poll(async () => (await request.get(url)).status(), { timeout: 60_000 }).toBe(200);
      for (const width of [1280, 390]) {
        await test.step(`${url} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(url);
          await settle(page);
          await expect(page.locator("h1")).toHaveText(landingTexts.heroTitle[locale]);
          // The hero is the first section, the blocks follow it.
          for (const [index] of layout(locale).entries())
            await expect(page.locator(`#section-${index + 2}`)).toBeAttached();
          // The images, with their text alternative in the page's language from the media library.
          const photo = page.getByRole("img", {
            name: `${locale === "en" ? "Learners at work, photo" : "متدربون أثناء العمل، الصورة"} 1`,
          });
          await expect(photo.first()).toBeVisible();
          await expect(page.locator("figcaption").first()).toHaveText(texts.imageCaption[locale]);
          await expect(page.getByRole("heading", { name: texts.imageTextTitle[locale] })).toBeVisible();
          // Every image loads (lazy ones as they come into view, so each is scrolled to first).
          for (const image of await page.locator("#main img").all()) await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              page.evaluate(
                () =>
                  [...document.querySelectorAll<HTMLImageElement>("#main img")].filter(
                    (image) => !image.complete || image.naturalWidth === 0,
                  ).length,
              ),
            )
            .toBe(0);
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectFitsAndAccessible(page, width);
          await page.screenshot({ path: `${shots}/${locale}-${width}.png`, fullPage: true });
        });
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});
