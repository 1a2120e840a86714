import type { APIRequestContext, Page } from "@playwright/test";
import { axeOn, expect, test } from "./fixtures";
import { account, authHeader, deskLead, ensureAdmin } from "./staff";

const admin = account("e2e-level-test-admin@staff.example", "admin");

/** The right option of each question, read as the content team reads the bank (the pages never carry it). */
async function rightOptions(request: APIRequestContext): Promise<Map<number, number>> {
  const auth = await authHeader(request, admin);
  const response = await request.get("/cms-api/test-questions?limit=200&depth=0", { headers: auth });
  expect(response.status()).toBe(200);
  const { docs } = (await response.json()) as { docs: { id: number; options: { correct?: boolean }[] }[] };
  return new Map(docs.map((doc) => [doc.id, doc.options.findIndex((o) => o.correct)]));
}

/** Answers the part on screen: right, except the first `wrong` questions. */
async function answerPart(page: Page, right: Map<number, number>, wrong: number) {
  const names = await page
    .locator('[data-testid="level-test-form"] input[type="radio"]')
    .evaluateAll((inputs) => [...new Set(inputs.map((input) => (input as HTMLInputElement).name))]);
  expect(names.length).toBeGreaterThan(0);
  for (const [index, name] of names.entries()) {
    const answer = right.get(Number(name.slice(1)))!;
    await page.locator(`input[name="${name}"][value="${index < wrong ? (answer + 1) % 4 : answer}"]`).check();
  }
  await page.getByTestId("level-test-form").locator('button[type="submit"]').click();
}

/** A1, A2 and B1 right, B2 with six wrong of eight: the level is B1, and the test has four parts. */
const wrongPerPart = [0, 1, 2, 6];

test.describe("the English level test", () => {
  test.beforeAll(async ({ request }) => {
    await ensureAdmin(request, admin);
  });

  test("an anonymous client cannot read the question bank, and no page of the test carries a right option", async ({
    request,
  }) => {
    expect([401, 403]).toContain((await request.get("/cms-api/test-questions?limit=1")).status());
    const auth = await authHeader(request, admin);
    const { docs } = (await (
      await request.get("/cms-api/test-questions?limit=200&depth=0&locale=en", { headers: auth })
    ).json()) as { docs: { explanation: string }[] };
    for (const path of ["/english-test/take", "/ar/english-test/take"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('name="band" value="A1"');
      expect(html).not.toMatch(/"correct"|"answer"/);
      for (const doc of docs) expect(html).not.toContain(doc.explanation.slice(0, 40));
    }
  });

  test("a result address written by hand shows no result and no right answer: the test starts over", async ({
    page,
    request,
  }) => {
    const right = await rightOptions(request);
    // Every question "answered" wrong: before, its result page listed the right option of each one it reviewed.
    const madeUp = `5:${[...right].map(([id, answer]) => `${id}-${(answer + 1) % 4}`).join(".")}`;
    for (const [path, start] of [
      [`/english-test/result?s=${encodeURIComponent(madeUp)}`, /\/english-test\/take$/],
      [`/ar/english-test/result?s=${encodeURIComponent(`${madeUp}~${"A".repeat(22)}`)}`, /\/ar\/english-test\/take$/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(start);
      await expect(page.getByTestId("level-result")).toHaveCount(0);
      await expect(page.locator('input[name="band"]')).toHaveValue("A1");
    }
  });

  test("the English page's button leads to the test", async ({ page }) => {
    for (const [path, target] of [
      ["/training/english", "/english-test"],
      ["/ar/training/english", "/ar/english-test"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId("assessment-button")).toHaveAttribute("href", target);
    }
  });

  test("a visitor takes it in Arabic on a phone, part by part without a reload, gets a level and asks for a call", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const right = await rightOptions(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar/training/english?utm_source=facebook&utm_campaign=level-test");
    await page.getByTestId("assessment-button").click();
    await expect(page).toHaveURL(/\/ar\/english-test$/);
    await page.getByTestId("start-test").click();
    await expect(page.locator("h1")).toContainText("الجزء 1 من 5");
    // A mark on the window: a full reload would wipe it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    for (const [part, wrong] of wrongPerPart.entries()) {
      if (part > 0) await expect(page.locator("h1")).toContainText(`الجزء ${part + 1} من 5`);
      await answerPart(page, right, wrong);
    }
    await expect(page).toHaveURL(/\/ar\/english-test\/result\?s=/);
    await expect(page.getByTestId("level-result")).toHaveAttribute("data-level", "B1");
    await expect(page.locator("h1")).toContainText("مستواك في اللغة الإنجليزية");
    await expect(page.locator("h1")).toContainText("B1");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByTestId("recommended-stage")).toHaveAttribute("data-stage", "intermediate-b1plus");
    await expect(page.getByTestId("recommended-stage")).toContainText("72");
    await expect(page.getByTestId("recommended-stage").getByTestId("add-to-plan")).toBeVisible();
    const axe = await axeOn(page).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const email = `level-${Date.now()}@example.org`;
    const form = page.getByTestId("level-test-lead-form");
    await form.getByLabel("الاسم الكامل").fill("منى سامي");
    await form.getByLabel("البريد الإلكتروني").fill(email);
    await form.getByLabel(/رقم الهاتف/).fill("+20 100 555 1234");
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/english-test\/sent$/);
    await expect(page.locator("h1")).toHaveText("شكرًا لك! سنتصل بك قريبًا");

    const lead = await deskLead(request, admin, "email", email);
    expect(lead).toMatchObject({
      kind: "level-test",
      testLevel: "B1",
      testSummary: "A1 8/8 · A2 7/8 · B1 6/8 · B2 2/8",
      courseIds: "intermediate-b1plus",
      locale: "ar",
      source: { utmSource: "facebook", utmCampaign: "level-test" },
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same test works as plain forms, one part per page, and the call request is stored", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const right = await rightOptions(request);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/ar/english-test");
      await page.getByTestId("start-test").click();
      // A part sent with a question left blank comes back with the reason, in Arabic (the browser's own check is
      // off here: the post is made by hand, as a client without that check would).
      const refused = await request.post("/api/level-test/answer", {
        form: { state: "", band: "A1", locale: "ar" },
        maxRedirects: 0,
        headers: { origin: new URL(page.url()).origin },
      });
      expect(refused.status()).toBe(303);
      await page.goto(refused.headers().location!);
      await expect(page.getByTestId("level-test-error")).toContainText("يرجى اختيار إجابة لكل سؤال");
      for (const wrong of wrongPerPart) await answerPart(page, right, wrong);
      await expect(page).toHaveURL(/\/ar\/english-test\/result\?s=/);
      await expect(page.getByTestId("level-result")).toHaveAttribute("data-level", "B1");

      const email = `level-nojs-${Date.now()}@example.org`;
      const form = page.getByTestId("level-test-lead-form");
      await form.getByLabel("الاسم الكامل").fill("Karim Adel");
      await form.getByLabel("البريد الإلكتروني").fill(email);
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/ar\/english-test\/sent$/);
      const lead = await deskLead(request, admin, "email", email);
      expect(lead).toMatchObject({ kind: "level-test", testLevel: "B1" });
      // Without the page's script the source is the page the form was sent from.
      expect((lead.source as { page?: string }).page).toMatch(/\/ar\/english-test\/result/);
    });
  });
});
