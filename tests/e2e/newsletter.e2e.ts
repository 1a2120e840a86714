import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { expect, test } from "./fixtures";
import { DATA_DIR } from "./staff";

/**
 * The address (path and query) of the link to `route` in a mail the server delivered to `to` (no SMTP configured
 * in the browser suite: .eml files in DATA_DIR/mail), once the outbox has sent it.
 */
async function mailedLink(to: string, route: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const dir = join(DATA_DIR, "mail");
        const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
        for (const file of files) {
          const raw = readFileSync(join(dir, file));
          if (!raw.includes(to)) continue;
          const mail = await simpleParser(raw);
          const found = new RegExp(`https?://[^/\\s]+(${route}\\?t=[A-Za-z0-9_-]{43})`).exec(mail.text ?? "");
          if (found) link = found[1];
        }
        return link;
      },
      { timeout: 20_000, message: `a mail to ${to} with a link to ${route}` },
    )
    .toBeTruthy();
  return link!;
}

test.describe("newsletter confirmation, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an Arabic reader signs up in the footer, confirms from the mailed link, and unsubscribes from the welcome's link", async ({
    page,
  }) => {
    const email = `reader-${Date.now()}@example.org`;
    await page.goto("/ar/about");
    const box = page.getByTestId("newsletter-form");
    // What the reader agrees to, beside the box (and stored with the sign-up).
    await expect(box).toContainText("سنرسل إليك رابطًا لتأكيد الاشتراك، ويمكنك إلغاء اشتراكك في أي وقت.");
    await box.getByLabel("البريد الإلكتروني").fill(email);
    await box.getByRole("button", { name: "اشترك" }).click();
    await expect(page).toHaveURL(/\/ar\/newsletter\/subscribed$/);
    await expect(page.locator("h1")).toHaveText("تحقّق من بريدك الإلكتروني");

    await page.goto(await mailedLink(email, "/ar/newsletter/confirm"));
    await expect(page.locator("h1")).toHaveText("أكّد اشتراكك");
    await page.getByRole("button", { name: "أكّد اشتراكي" }).click();
    await expect(page).toHaveURL(/\/ar\/newsletter\/confirmed$/);
    await expect(page.locator("h1")).toHaveText("تم تأكيد اشتراكك");

    await page.goto(await mailedLink(email, "/ar/newsletter/unsubscribe"));
    await expect(page.locator("h1")).toHaveText("هل تريد إلغاء اشتراكك في نشرتنا البريدية؟");
    await page.getByRole("button", { name: "ألغِ اشتراكي" }).click();
    await expect(page).toHaveURL(/\/ar\/newsletter\/unsubscribe\?state=done$/);
    await expect(page.locator("h1")).toHaveText("تم إلغاء اشتراكك");
  });

  test("a broken or expired link says so in the reader's language", async ({ page }) => {
    await page.goto(`/newsletter/confirm?t=${"x".repeat(43)}`);
    await expect(page.locator("h1")).toHaveText("Confirm your subscription");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirm\?state=unknown$/);
    await expect(page.locator("h1")).toHaveText("This link does not work");
    await page.goto("/newsletter/confirm?state=expired");
    await expect(page.locator("h1")).toHaveText("This link has expired");
    await page.goto("/newsletter/unsubscribe?t=broken");
    await expect(page.locator("h1")).toHaveText("This link does not work");
    await expect(page.getByRole("link", { name: "Contact us" }).first()).toBeVisible();
  });
});
