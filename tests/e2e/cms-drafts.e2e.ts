import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { account, ensureAdmin, signIn } from "./staff";

const LIVE_WITHIN_MS = 60_000;
const editor = account("e2e-drafts@staff.example", "drafts");

interface CareersPage {
  hero: Record<string, unknown> & { title: string };
}

test.describe("drafts, preview and history of a page", () => {
  test("a draft is seen only in preview; a published change can be undone by restoring a version", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const headers = await ensureAdmin(request, editor);
    const read = async (api: APIRequestContext, query = "") =>
      (await (
        await api.get(`/cms-api/globals/careers-page?locale=ar&depth=0${query}`, { headers })
      ).json()) as CareersPage;
    const save = (hero: CareersPage["hero"], status: "draft" | "published") =>
      request.post(`/cms-api/globals/careers-page?locale=ar&depth=0${status === "draft" ? "&draft=true" : ""}`, {
        headers,
        data: { hero, _status: status },
      });
    const heading = () => page.getByRole("heading", { level: 1 });
    const original = await read(request);
    const draftTitle = `${original.hero.title} (مسودة ${Date.now() % 10_000})`;
    const publishedTitle = `${original.hero.title} (${Date.now() % 10_000})`;

    try {
      // A draft changes nothing on the site.
      expect((await save({ ...original.hero, title: draftTitle }, "draft")).status()).toBe(200);
      await page.goto("/ar/careers");
      await expect(heading()).toHaveText(original.hero.title);

      // Preview is for signed-in staff only.
      expect((await request.get("/api/preview?path=%2Far%2Fcareers", { maxRedirects: 0 })).status()).toBe(403);
      await signIn(page, editor);
      await page.goto("/api/preview?path=%2Far%2Fcareers");
      await expect(page).toHaveURL(/\/ar\/careers$/);
      await expect(heading()).toHaveText(draftTitle);
      await page.goto("/api/preview/exit");
      await page.goto("/ar/careers");
      await expect(heading()).toHaveText(original.hero.title);

      // Publishing keeps a version; restoring the one before brings the page back.
      expect((await save({ ...original.hero, title: publishedTitle }, "published")).status()).toBe(200);
      const shows = (title: string, yes = true) =>
        expect
          .poll(async () => (await (await request.get("/ar/careers")).text()).includes(title), {
            timeout: LIVE_WITHIN_MS,
            intervals: [500],
          })
          .toBe(yes);
      await shows(publishedTitle);
      const versions = (await (
        await request.get("/cms-api/globals/careers-page/versions?locale=ar&depth=0&sort=-updatedAt&limit=50", {
          headers,
        })
      ).json()) as { docs: { id: number | string; version: CareersPage & { _status: string } }[] };
      const before = versions.docs.find(
        (v) => v.version._status === "published" && v.version.hero.title === original.hero.title,
      );
      expect(before, "the version published before the change").toBeTruthy();
      const restored = await request.post(`/cms-api/globals/careers-page/versions/${before!.id}?depth=0`, { headers });
      expect(restored.status()).toBe(200);
      await shows(publishedTitle, false);
      await page.goto("/ar/careers");
      await expect(heading()).toHaveText(original.hero.title);
      expect((await read(request)).hero.title).toBe(original.hero.title);
    } finally {
      // The shared content goes back as it was, whatever failed above.
      expect((await save(original.hero, "published")).status()).toBe(200);
    }
  });
});
