import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { TS_SCRIPT_NODE_ARGS } from "../../scripts/lib/node-args.mjs";
import { axeOn, expect, test } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";
import { account, authHeader, chooseOption, DATA_DIR, ensureAdmin, replaceStaff, signIn } from "./staff";

const LIVE_WITHIN_MS = 60_000;

const admin = account("e2e-schedule-admin@staff.example", "admin");
const editor = account("e2e-news-editor@staff.example", "editor");

/** The stored leads of a kind, as the operators' command lists them ("<time>  <ref>  <kind>  <locale>  <email>  <name>"). */
function storedLeads(kind: string): string[] {
  const run = spawnSync(process.execPath, [...TS_SCRIPT_NODE_ARGS, "scripts/leads.mts", "list", "--kind", kind], {
    env: { ...process.env, DATA_DIR, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split("\n").filter((line) => line.includes(` ${kind} `));
}

/** The mails the server delivered (no SMTP configured: .eml files in DATA_DIR/mail). */
function deliveredMails(): string[] {
  const dir = join(DATA_DIR, "mail");
  return existsSync(dir) ? readdirSync(dir).map((file) => readFileSync(join(dir, file), "utf8")) : [];
}

type Source = Partial<
  Record<"landingPage" | "page" | "referrerHost" | "utmSource" | "utmMedium" | "utmCampaign", string>
>;

/** Where the desk says a lead came from, once the lead has reached the desk. */
async function deskSource(request: APIRequestContext, ref: string): Promise<Source | undefined> {
  const auth = await authHeader(request, admin);
  let source: Source | undefined;
  await expect
    .poll(
      async () => {
        const found = (await (
          await request.get(`/cms-api/leads?where[ref][equals]=${ref}&depth=0`, { headers: auth })
        ).json()) as { docs: { source?: Source | null }[] };
        source = found.docs[0]?.source ?? undefined;
        return found.docs.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return source;
}

async function publish(page: Page) {
  await page.locator("#action-save").click();
  await expect(page.locator(".payload-toast-container")).toContainText(/published|updated|created|تم/i);
}

async function liveWithin(page: Page, url: string, text: string): Promise<number> {
  const published = Date.now();
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(text), {
      timeout: LIVE_WITHIN_MS,
      intervals: [500],
    })
    .toBe(true);
  return Date.now() - published;
}

test.describe("intakes and news run from the admin", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ request }) => {
    const auth = await ensureAdmin(request, admin);
    await replaceStaff(request, auth, { ...editor, role: "editor", name: "Hany (e2e)" });
  });

  test("an editor schedules an intake in the admin and it is on the schedule and the path page within 60 s", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, editor);
    await page.goto("/admin/collections/intakes/create?locale=en");
    // The relationship: a course or a learning path, found by typing.
    await chooseOption(page, "#field-of", "Machine Learning");
    await chooseOption(page, "#field-status", "Confirmed");
    const start = new Date(Date.now() + 40 * 24 * 3_600_000);
    const day = start.toISOString().slice(0, 10);
    await page.locator("#field-startDate input").fill(day);
    await page.keyboard.press("Escape");
    await page.locator("#field-schedule").fill("Mondays and Wednesdays, 6–9 pm");
    await page.locator("#field-seatsTotal").fill("12");
    // Published only with the days and times in both languages: an English draft first.
    await page.locator("#action-save").click();
    // Refused, naming the field by its label (admin-arabic.e2e.ts checks the field itself is marked).
    await expect(page.locator(".payload-toast-container")).toContainText(/invalid: Days and times/);
    await page.locator("#action-save-draft").click();
    await expect(page).toHaveURL(/\/intakes\/\d+/);
    const id = /\/intakes\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeTruthy();
    expect(await (await page.request.get("/schedule")).text()).not.toContain("Mondays and Wednesdays");
    await page.goto(`/admin/collections/intakes/${id}?locale=ar`);
    await page.locator("#field-schedule").fill("الاثنين والأربعاء، من 6 إلى 9 مساءً");
    await publish(page);

    const ms = await liveWithin(page, "/ar/schedule", "الاثنين والأربعاء، من 6 إلى 9 مساءً");
    console.log(`intake live on the Arabic schedule ${ms} ms after publishing`);
    await page.goto("/schedule?area=it");
    const card = page.getByTestId("intake-card").filter({ hasText: "Mondays and Wednesdays, 6–9 pm" });
    await expect(card).toBeVisible();
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(card).toContainText("12 seats left");
    // "Next intake" on the learning path's page.
    await card.getByRole("heading").getByRole("link").click();
    await expect(page.getByTestId("next-intake")).toContainText("Next intake:");
    const ics = await page.request.get(`/api/calendar/${id}?locale=ar`);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain("BEGIN:VEVENT");
  });

  test("an editor publishes an English-only post in the admin: on /blog within 60 s, not on /ar/blog", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const slug = `e2e-news-${Date.now() % 1_000_000}`;
    const title = `New evening classes ${slug}`;
    await signIn(page, editor);
    await page.goto("/admin/collections/posts/create?locale=en");
    await page.locator("#field-slug").fill(slug);
    await page.locator("#field-listed").check();
    await page.locator("#field-title").fill(title);
    await page.locator("#field-excerpt").fill("Evening classes for people who work.");
    await page.locator('[data-lexical-editor="true"]').first().click();
    await page.keyboard.type("From January we teach in the evenings too.");
    await publish(page);

    const ms = await liveWithin(page, "/blog", title);
    console.log(`post live on the news list ${ms} ms after publishing`);
    await page.goto("/blog");
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("post")).toContainText("From January we teach in the evenings too.");
    // What a crawler gets (a full load, not the head of a client-side navigation): no Arabic alternate.
    await page.reload();
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join("")).toContain('"@type":"BlogPosting"');
    // A post without a cover is shared with a card of its own title.
    const card = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(card).toMatch(new RegExp(`/blog/${slug}/opengraph-image$`));
    const image = await page.request.get(new URL(card!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await page.request.get(`/blog/${slug}-none/opengraph-image`)).status()).toBe(404);
    const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await (await page.request.get("/ar/blog")).text()).not.toContain(title);
    // The language switch of an English-only post leads to the Arabic news list; an unknown post is a 404.
    await page.goto(`/ar/blog/${slug}`);
    await expect(page).toHaveURL(/\/ar\/blog$/);
    expect((await page.request.get(`/blog/${slug}-none`)).status()).toBe(404);
    expect(await (await page.request.get("/blog/feed")).text()).toContain(`<title>${title}</title>`);
  });

  test("an editor schedules a post in the admin's Schedule drawer: off the site until then, live at that minute", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const slug = `e2e-later-${Date.now() % 1_000_000}`;
    const title = `Open day announced ${slug}`;
    await signIn(page, editor);
    await page.goto("/admin/collections/posts/create?locale=en");
    await page.locator("#field-slug").fill(slug);
    await page.locator("#field-listed").check();
    await page.locator("#field-title").fill(title);
    await page.locator("#field-excerpt").fill("Meet the trainers on Saturday.");
    await page.locator('[data-lexical-editor="true"]').first().click();
    await page.keyboard.type("Doors open at ten.");
    await page.locator("#action-save-draft").click();
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/, { timeout: 20_000 });

    // Two minutes from now, to the minute, as the team reads a clock in Alexandria (the drawer's time zone).
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 120_000);
    const cairo = Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Africa/Cairo",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    const typed = `${cairo.year}-${cairo.month}-${cairo.day} ${cairo.hour}:${cairo.minute}`;

    await page.locator("#action-save-popup button").click();
    await page.getByRole("button", { name: /Schedule Publish/i }).click();
    const drawer = page.locator("dialog.schedule-publish");
    await drawer.locator("label[for$='-type-publish']").click();
    await expect(drawer.locator(".timezone-picker")).toContainText("Egypt");
    await drawer.locator("#time input").fill(typed);
    await drawer.locator(".schedule-publish__drawer-header h2").click();
    await drawer.locator("#scheduled-publish-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText(/Scheduled/i, { timeout: 20_000 });
    await expect(drawer.locator(".schedule-publish__upcoming")).toContainText(typed);

    // Not before its time: still a draft, off the news list.
    expect(Date.now()).toBeLessThan(at.getTime());
    expect(await (await page.request.get("/blog")).text()).not.toContain(title);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    // At its time: on the news list and at its address within a minute, with no one in the admin.
    await page.goto("/blog");
    await expect
      .poll(async () => (await (await page.request.get("/blog")).text()).includes(title), {
        timeout: at.getTime() - Date.now() + LIVE_WITHIN_MS,
        intervals: [1_000],
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    console.log(`scheduled post live ${Date.now() - at.getTime()} ms after its time`);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
    expect(await (await page.request.get("/blog/feed")).text()).toContain(`<title>${title}</title>`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a seat request and an interest list sign-up through the schedule's forms are stored and mailed", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const stamp = Date.now() % 1_000_000;
      const seatEmail = `seat-${stamp}@example.org`;
      const interestEmail = `interest-${stamp}@example.org`;

      // A campaign's link to the schedule: the seat request keeps the page and its UTM tags (no script).
      await page.goto("/ar/schedule?utm_source=facebook&utm_campaign=january-intake");
      const card = page.getByTestId("intake-card").filter({ hasText: "Power BI" }).first();
      await card.locator("summary").click();
      await card.getByLabel("الاسم الكامل").fill("سارة علي");
      await card.getByLabel("البريد الإلكتروني").fill(seatEmail);
      await card.getByLabel("رقم الهاتف").fill("+20 100 123 4567");
      await card.getByRole("button", { name: "أرسل الطلب" }).click();
      await expect(page).toHaveURL(/\/ar\/schedule\/sent$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("استلمنا طلبك");

      await page.goto("/schedule");
      const undated = page.getByTestId("undated-intakes").getByTestId("intake-card").first();
      await undated.locator("summary").click();
      await undated.getByLabel("Full name").fill("Omar Hassan");
      await undated.getByLabel("Email").fill(interestEmail);
      await undated.getByRole("button", { name: "Add me to the list" }).click();
      await expect(page).toHaveURL(/\/schedule\/listed$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are on the interest list");

      const seat = storedLeads("seat").find((line) => line.includes(seatEmail));
      const interest = storedLeads("interest").find((line) => line.includes(interestEmail));
      expect(seat).toBeTruthy();
      expect(interest).toBeTruthy();
      const seatRef = /S-[0-9A-Z]{8}/.exec(seat!)![0];
      const interestRef = /I-[0-9A-Z]{8}/.exec(interest!)![0];
      await expect
        .poll(() => deliveredMails().filter((mail) => mail.includes(seatRef) || mail.includes(interestRef)).length, {
          timeout: 30_000,
        })
        .toBe(4);
      const mails = deliveredMails();
      expect(mails.some((mail) => mail.includes(`Subject: New seat request ${seatRef}`))).toBe(true);
      expect(mails.some((mail) => mail.includes(`Subject: New interest list sign-up ${interestRef}`))).toBe(true);
      expect(
        mails.some((mail) => mail.includes(seatEmail) && mail.includes(seatRef) && !mail.includes("New seat")),
      ).toBe(true);
      expect(await deskSource(page.request, seatRef)).toMatchObject({
        page: "/ar/schedule",
        utmSource: "facebook",
        utmCampaign: "january-intake",
      });
      expect(await deskSource(page.request, interestRef)).toMatchObject({ page: "/schedule" });
    });
  });

  test("with JavaScript, a seat request keeps the visit's first page and its UTM tags, as the other forms do", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `seat-js-${Date.now() % 1_000_000}@example.org`;
    // A newsletter's link to the home page, then the header's Schedule link (the site's own navigation).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=november");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Schedule" }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    const card = page.getByTestId("intake-card").filter({ hasText: "Power BI" }).first();
    await card.locator("summary").click();
    await card.getByLabel("Full name").fill("Sara Ali");
    await card.getByLabel("Email").fill(email);
    await card.getByLabel("Phone").fill("+20 100 123 4567");
    await card.getByRole("button", { name: "Send the request" }).click();
    await expect(page).toHaveURL(/\/schedule\/sent$/);
    const line = storedLeads("seat").find((entry) => entry.includes(email));
    expect(line).toBeTruthy();
    expect(await deskSource(page.request, /S-[0-9A-Z]{8}/.exec(line!)![0])).toMatchObject({
      landingPage: "/",
      page: "/schedule",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "november",
    });
  });
});

test.describe("the schedule's filters", () => {
  /** The filters one after another, then "All": the count, the cards and the address follow each choice. */
  async function filterAndClear(page: Page) {
    await page.goto("/ar/schedule");
    const count = page.locator("#intakes-title");
    const all = await page.getByTestId("intakes").getByTestId("intake-card").count();
    expect(all).toBeGreaterThan(1);
    await page.getByRole("list", { name: "المجال" }).getByRole("link", { name: "تكنولوجيا المعلومات" }).click();
    await expect(page).toHaveURL(/\/ar\/schedule\?area=it$/);
    const it = page.getByTestId("intakes").getByTestId("intake-card");
    const shown = await it.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    await expect(
      page.getByRole("list", { name: "المجال" }).getByRole("link", { name: "تكنولوجيا المعلومات" }),
    ).toHaveAttribute("aria-current", "true");
    await page.getByRole("list", { name: "طريقة الحضور" }).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\/ar\/schedule\?area=it&format=centre$/);
    await expect(count).toBeVisible();
    await page.getByRole("list", { name: "المجال" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/ar\/schedule\?format=centre$/);
    await page.getByRole("list", { name: "طريقة الحضور" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/ar\/schedule$/);
    await expect(page.getByTestId("intakes").getByTestId("intake-card")).toHaveCount(all);
  }

  test("narrow the list with JavaScript, in Arabic", async ({ page }) => {
    await filterAndClear(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("narrow the list as plain links", async ({ page }) => {
      await filterAndClear(page);
    });
  });
});
