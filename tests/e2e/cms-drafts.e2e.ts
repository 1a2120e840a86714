import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { account, ensureAdmin, signIn } from "./staff";

const LIVE_WITHIN_MS = 60_000;
const editor = account("e2e-drafts@staff.example", "drafts");

type Hero = { title?: string } & Record<string, unknown>;
interface CareersPage {
  id: number;
  hero: Hero;
}

test.describe("drafts, preview and history of a page", () => {
  test("a draft is seen only in preview; a published change can be undone by restoring a version", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const headers = await ensureAdmin(request, editor);
    // The careers page (the page `careers` of the collection `pages`), its hero's title in Arabic.
    const read = async (api: APIRequestContext, query = "") =>
      (
        (await (
          await api.get(`/cms-api/pages?where[slug][equals]=careers&locale=ar&depth=0${query}`, { headers })
        ).json()) as { docs: CareersPage[] }
      ).docs[0]!;
    const original = await read(request);
    const heroTitle = (doc: Pick<CareersPage, "hero">) => doc.hero.title!;
    const withTitle = (title: string) => ({ ...original.hero, title });
    const save = (title: string, status: "draft" | "published") =>
      request.patch(`/cms-api/pages/${original.id}?locale=ar&depth=0${status === "draft" ? "&draft=true" : ""}`, {
        headers,
        data: { hero: withTitle(title), _status: status },
      });
    const heading = () => page.getByRole("heading", { level: 1 });
    const originalTitle = heroTitle(original);
    const draftTitle = `${originalTitle} (مسودة ${Date.now() % 10_000})`;
    const publishedTitle = `${originalTitle} (${Date.now() % 10_000})`;

    try {
      // A draft changes nothing on the site.
      expect((await save(draftTitle, "draft")).status()).toBe(200);
      await page.goto("/ar/careers");
      await expect(heading()).toHaveText(originalTitle);

      // Preview is for signed-in staff only.
      expect((await request.get("/api/preview?path=%2Far%2Fcareers", { maxRedirects: 0 })).status()).toBe(403);
      await signIn(page, editor);
      await page.goto("/api/preview?path=%2Far%2Fcareers");
      await expect(page).toHaveURL(/\/ar\/careers$/);
      await expect(heading()).toHaveText(draftTitle);
      await page.goto("/api/preview/exit");
      await page.goto("/ar/careers");
      await expect(heading()).toHaveText(originalTitle);

      // Publishing keeps a version; restoring the one before brings the page back.
      expect((await save(publishedTitle, "published")).status()).toBe(200);
      const shows = (title: string, yes = true) =>
        expect
          .poll(async () => (await (await request.get("/ar/careers")).text()).includes(title), {
            timeout: LIVE_WITHIN_MS,
            intervals: [500],
          })
          .toBe(yes);
      await shows(publishedTitle);
      const versions = (await (
        await request.get(
          `/cms-api/pages/versions?where[parent][equals]=${original.id}&locale=ar&depth=0&sort=-updatedAt&limit=50`,
          { headers },
        )
      ).json()) as { docs: { id: number | string; version: Pick<CareersPage, "hero"> & { _status: string } }[] };
      const before = versions.docs.find(
        (v) => v.version._status === "published" && heroTitle(v.version) === originalTitle,
      );
      expect(before, "the version published before the change").toBeTruthy();
      const restored = await request.post(`/cms-api/pages/versions/${before!.id}?depth=0`, { headers });
      expect(restored.status()).toBe(200);
      await shows(publishedTitle, false);
      await page.goto("/ar/careers");
      await expect(heading()).toHaveText(originalTitle);
      expect(heroTitle(await read(request))).toBe(originalTitle);
    } finally {
      // The shared content goes back as it was, whatever failed above.
      expect((await save(originalTitle, "published")).status()).toBe(200);
    }
  });
});
