import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { account, authHeader, deskLead, ensureAdmin, expectNoSidewaysScroll, replaceStaff, signIn } from "./staff";

const admin = account("e2e-ar-desk-admin@staff.example", "admin");
const sales = account("e2e-ar-desk-sales@staff.example", "sales");

/** English words a reader sees in a part of the page (not what people typed: names, references, addresses). */
async function englishIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest("td, input, textarea, bdi, .lead-visitor-text, [dir=ltr]")) continue;
        // Acronyms (CSV, UTM) and code-like words are not English left over.
        const words = (node.textContent ?? "").match(/\b[A-Za-z]*[a-z][A-Za-z]+\b/g) ?? [];
        if (words.length && el.getClientRects().length) found.push((node.textContent ?? "").trim());
      }
    }
    return found;
  });
}

test.describe("the Arabic admin of the lead desk", () => {
  let adminAuth: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    adminAuth = await ensureAdmin(request, admin);
    await replaceStaff(request, adminAuth, { ...sales, role: "sales", name: "منى (e2e)" });
  });

  test("on a phone: a salesperson opens her follow-ups due in one tap, and a saved note is not removed", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `ar-desk-${randomBytes(5).toString("hex")}@example.org`;
    const sent = await request.post("/api/contact", {
      headers: { "x-forwarded-for": `203.0.113.${1 + (Date.now() % 250)}` },
      data: {
        firstName: "سارة",
        lastName: "e2e",
        email,
        phone: "+20 100 555 0102",
        message: "أريد مجموعة المساء",
        locale: "ar",
        startedAt: Date.now() - 30_000,
      },
    });
    expect(sent.status()).toBe(201);
    const lead = await deskLead(request, sales, "email", email);
    const salesAuth = await authHeader(request, sales);
    const me = (await (await request.get("/cms-api/users/me", { headers: salesAuth })).json()) as {
      user: { id: number };
    };
    // Hers, overdue since yesterday, with a saved note.
    const patched = await request.patch(`/cms-api/leads/${lead.id}`, {
      headers: salesAuth,
      data: {
        owner: me.user.id,
        status: "contacted",
        followUpAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
        notes: [{ text: "اتصلت بها: تريد مجموعة المساء" }],
      },
    });
    expect(patched.status(), await patched.text()).toBe(200);

    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, sales);
    const mine = page.getByTestId("desk-my-follow-ups");
    await expect(mine).toContainText("متابعاتك المستحقة اليوم أو المتأخرة");
    expect(Number(await page.getByTestId("desk-my-follow-ups-count").innerText())).toBeGreaterThanOrEqual(1);
    expect(await englishIn(page, "[data-testid=lead-desk-summary]")).toEqual([]);
    await page.getByTestId("desk-my-follow-ups-open").click();
    await expect(page).toHaveURL(/\/admin\/collections\/leads\?.*owner/);
    const row = page.locator("table tbody tr").filter({ hasText: String(lead.ref) });
    await expect(row).toHaveCount(1);
    // Only hers, all of them due by the end of today in Alexandria.
    const listed = await request.get(
      `/cms-api/leads?${new URL(page.url()).searchParams.toString().replace(/(^|&)(sort|limit|page|depth)=[^&]*/g, "")}&depth=0&limit=100`,
      { headers: salesAuth },
    );
    expect(listed.status(), await listed.text()).toBe(200);
    const docs = ((await listed.json()) as { docs: { owner: number; followUpAt: string }[] }).docs;
    expect(docs.length).toBeGreaterThanOrEqual(1);
    for (const doc of docs) expect(doc.owner).toBe(me.user.id);
    expect(await englishIn(page, ".collection-list__header, .list-controls, thead")).toEqual([]);
    await expectNoSidewaysScroll(page, "the leads list on a phone");

    // The note's row removed and the lead saved: refused on the notes, in Arabic; the note is still there after.
    await row.locator("a").first().click();
    await expect(page).toHaveURL(/\/admin\/collections\/leads\/\d+/);
    await expect(page.locator("#field-notes__0__text")).toHaveValue("اتصلت بها: تريد مجموعة المساء");
    await page.locator("#field-notes .array-actions__button").first().click();
    await page.locator(".array-actions__remove").first().click();
    await expect(page.locator("#field-notes__0__text")).toHaveCount(0);
    await page.locator("#action-save").click();
    await expect(page.locator(".payload-toast-container")).toContainText("الحقل التالي غير صالح: الملاحظات");
    await expect(page.locator(".payload-toast-container")).not.toContainText("تم");
    await page.reload();
    await expect(page.locator("#field-notes__0__text")).toHaveValue("اتصلت بها: تريد مجموعة المساء");
  });

  test("the schedule drawer's heading names the page in Arabic, with no raw placeholder", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: baseURL! }]);
    await signIn(page, admin);
    const found = (await (
      await page.request.get("/cms-api/pages?where[slug][equals]=home&depth=0&locale=ar", { headers: adminAuth })
    ).json()) as { docs: { id: number; title: string }[] };
    const home = found.docs[0]!;
    await page.goto(`/admin/collections/pages/${home.id}`);
    await page.locator("#action-save-popup button").click();
    await page.getByRole("button", { name: "جدول النشر" }).click();
    const heading = page.locator("dialog.schedule-publish .schedule-publish__drawer-header h2");
    await expect(heading).toHaveText(`جدولة نشر «${home.title}»`);
    await expect(heading).not.toContainText("{{");
  });
});
