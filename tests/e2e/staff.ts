import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminCreate } from "../../scripts/lib/admin-create.mjs";
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
