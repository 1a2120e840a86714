import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { adminCreate } from "../../scripts/lib/admin-create.mjs";
import { paragraph } from "../support/landing-page";
import { expect } from "./fixtures";

/** The e2e server's data (playwright.config.ts); with DATABASE_URL set the CMS is in PostgreSQL instead. */
export const DATA_DIR = "tmp/e2e-data";

export interface Account {
  email: string;
  password: string;
}

/** A staff account for one test file: its own address, a fresh password per run. */
export const account = (email: string, word: string): Account => ({
  email,
  password: `e2e ${randomBytes(9).toString("base64url")} ${word}`,
});

/** Signs in over REST and returns the JWT. */
export async function token(request: APIRequestContext, who: Account): Promise<string> {
  const login = await request.post("/cms-api/users/login", { data: who });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The `authorization` header of a signed-in account. */
export const authHeader = async (request: APIRequestContext, who: Account) => ({
  authorization: `JWT ${await token(request, who)}`,
});

/**
 * An admin made on the command line, as the README says (no default account exists), or its password reset
 * when it is there from an earlier file of the run.
 */
export async function ensureAdmin(request: APIRequestContext, admin: Account): Promise<Record<string, string>> {
  const made = adminCreate({ ...admin, env: { ...process.env, DATA_DIR } });
  expect(made.status, made.output).toBe(0);
  return authHeader(request, admin);
}

/**
 * A colleague's account made by the admin over REST with one role; an account of that address left by an
 * earlier run is replaced, so its password is this run's.
 */
export async function replaceStaff(
  request: APIRequestContext,
  adminAuth: Record<string, string>,
  who: Account & { role: "admin" | "editor" | "sales"; name: string },
): Promise<void> {
  const existing = await request.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(who.email)}`, {
    headers: adminAuth,
  });
  expect(existing.status(), await existing.text()).toBe(200);
  const found = ((await existing.json()) as { docs: { id: number }[] }).docs[0];
  if (found) await request.delete(`/cms-api/users/${found.id}`, { headers: adminAuth });
  const made = await request.post("/cms-api/users", {
    headers: adminAuth,
    data: { email: who.email, password: who.password, roles: [who.role], name: who.name },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/** Signs in through the admin's login form. */
export async function signIn(page: Page, who: Account) {
  await page.goto("/admin/login");
  await page.locator("#field-email").fill(who.email);
  await page.locator("#field-password").fill(who.password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/**
 * The desk's copy of the one lead whose `field` equals `value`, once the outbox has copied it there (within 30 s),
 * read over REST as `who`.
 */
export async function deskLead(
  request: APIRequestContext,
  who: Account,
  field: string,
  value: string,
): Promise<Record<string, unknown>> {
  const auth = await authHeader(request, who);
  let lead: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const query = `where[${field}][equals]=${encodeURIComponent(value)}&depth=0`;
        const found = (await (await request.get(`/cms-api/leads?${query}`, { headers: auth })).json()) as {
          docs: Record<string, unknown>[];
        };
        lead = found.docs[0];
        return found.docs.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return lead!;
}

/**
 * Adds a section as row `index` of a page's layout through the admin's "Add Section" drawer: the button named `add`
 * (the admin's language), then the block titled `block` (the first one if none is named). A click that lands before
 * the form has hydrated, or while the drawer is still opening, adds nothing: the row count says whether to try
 * again, so a retry never adds a second row.
 */
export async function addSection(page: Page, index: number, { add, block }: { add: string | RegExp; block?: string }) {
  const choice = page
    .locator(block ? `.blocks-drawer__block button[title="${block}"]` : ".blocks-drawer__block button")
    .first();
  await expect(async () => {
    if ((await page.locator('[id^="layout-row-"]').count()) <= index) {
      if (!(await choice.isVisible())) await page.getByRole("button", { name: add }).last().click({ timeout: 5_000 });
      await choice.click({ timeout: 5_000 });
    }
    await expect(page.locator(`#field-layout__${index}__title`)).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

/** Opens the tab named `name` (in the admin's language) of a document's form, such as a page's "Hero" or "Sections". */
export async function openTab(page: Page, name: string) {
  const tab = page
    .locator(".tabs-field__tab-button")
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .first();
  await expect(async () => {
    await tab.click({ timeout: 5_000 });
    await expect(tab).toHaveClass(/--active/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Chooses `option` in the admin's select or relationship field `field` (its CSS selector, such as `#field-of`),
 * typing it to search. Keys typed before the field has hydrated, or before a relationship has loaded its first
 * options, are lost and no option ever shows: the menu is opened and the text typed again until it does.
 */
export async function chooseOption(page: Page, field: string, option: string) {
  const choice = page.locator(".rs__option", { hasText: option }).first();
  await expect(async () => {
    await page.locator(field).click({ timeout: 5_000 });
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(option);
    await expect(choice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await choice.click();
}

/**
 * Uploads a sharing image (a plain 1200 × 630 PNG named `name`) with its alternative text in both languages, as
 * `auth`'s staff member; returns its id.
 */
export async function uploadShareImage(
  request: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  alt: { en: string; ar: string },
): Promise<number> {
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#0f4a80" } })
    .png()
    .toBuffer();
  const upload = await request.post("/cms-api/media?locale=en&depth=0", {
    headers: auth,
    multipart: {
      file: { name, mimeType: "image/png", buffer: png },
      _payload: JSON.stringify({ alt }),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { doc: { id: number } }).doc.id;
}

/**
 * Expects the page not to scroll sideways once its layout has settled (a menu sliding shut or a list replacing its
 * placeholder moves boxes for a moment). A failure names the elements that stick out of the screen, so that the
 * cause is in the report, not only the overflow in pixels.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const measure = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const outside: string[] = [];
      for (const element of document.body.querySelectorAll("*")) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.left < -1 || box.right > root.clientWidth + 1) && outside.length < 12)
          outside.push(
            `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ${Math.round(box.left)}..${Math.round(box.right)}`,
          );
      }
      return { overflow: root.scrollWidth - root.clientWidth, outside };
    });
  let last = await measure();
  await expect
    .poll(
      async () => {
        last = await measure();
        return last.overflow;
      },
      { timeout: 10_000, intervals: [250, 500, 1_000], message: `sideways scroll on ${where}` },
    )
    .toBeLessThanOrEqual(0)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nBoxes outside the screen: ${last.outside.join("; ") || "none"}`);
    });
}

/**
 * Publishes a news post in both languages as `auth`'s staff member (so that a latest-news list has one to show);
 * returns its id.
 */
export async function publishNewsPost(
  request: APIRequestContext,
  auth: Record<string, string>,
  slug: string,
): Promise<number> {
  const post = await request.post("/cms-api/posts?locale=en&depth=0", {
    headers: auth,
    data: {
      slug,
      listed: true,
      title: "Open day on Saturday",
      excerpt: "Meet the trainers.",
      body: paragraph("Come and meet the trainers on Saturday."),
      _status: "published",
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = ((await post.json()) as { doc: { id: number } }).doc.id;
  const arabic = await request.patch(`/cms-api/posts/${postId}?locale=ar&depth=0`, {
    headers: auth,
    data: {
      listed: true,
      title: "يوم مفتوح يوم السبت",
      excerpt: "تعرّف على المدربين.",
      body: paragraph("تعال وتعرّف على المدربين يوم السبت."),
      _status: "published",
    },
  });
  expect(arabic.status(), await arabic.text()).toBe(200);
  return postId;
}

/**
 * Publishes a page as an editor does: English saved as a draft, then Arabic into the same rows (`page(locale,
 * saved)` gets the layout as first saved for the second language), published; returns its id.
 */
export async function publishPage(
  request: APIRequestContext,
  auth: Record<string, string>,
  page: (locale: "en" | "ar", saved?: unknown) => Record<string, unknown>,
): Promise<number> {
  const draft = await request.post("/cms-api/pages?locale=en&draft=true&depth=0", {
    headers: auth,
    data: { ...page("en"), _status: "draft" },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = ((await draft.json()) as { doc: { id: number } }).doc.id;
  const saved = (await (
    await request.get(`/cms-api/pages/${id}?locale=en&draft=true&depth=0`, { headers: auth })
  ).json()) as { layout: unknown };
  const published = await request.patch(`/cms-api/pages/${id}?locale=ar&depth=0`, {
    headers: auth,
    data: { ...page("ar", saved.layout), _status: "published" },
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}
