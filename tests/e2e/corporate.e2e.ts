import { expect, test } from "./fixtures";
import { account, deskLead, ensureAdmin, signIn } from "./staff";

const admin = account("e2e-corporate-admin@staff.example", "admin");

test.describe("a company asks for training for its team", () => {
  test.beforeAll(async ({ request }) => {
    await ensureAdmin(request, admin);
  });

  test("in Arabic on a phone, through the corporate page's form: the request reaches the desk, in its own list", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar/corporate?utm_source=linkedin&utm_campaign=corporate-q1");
    const form = page.getByTestId("corporate-form");
    await expect(form).toBeVisible();
    const company = `شركة الإسكندرية للشحن ${Date.now()}`;
    await form.getByLabel("اسم الشركة").fill(company);
    await form.getByLabel("اسم مسؤول التواصل").fill("هالة عادل");
    await form.getByLabel(/المسمى الوظيفي/).fill("مديرة الموارد البشرية");
    await form.getByLabel("البريد الإلكتروني للعمل").fill("hala@alexshipping.example");
    await form.getByLabel("رقم الهاتف").fill("03 555 0101");
    await form.getByLabel("عدد المتدربين").selectOption("16-30");
    await form.getByLabel("اللغة الإنجليزية", { exact: true }).check();
    await form.getByText("تحديد الدورات (اختياري)").first().click();
    await form.locator('input[name="courses"][value="power-bi"]').check();
    await form.getByLabel("في مقر شركتكم").check();
    await form.getByLabel("مارس").check();
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/corporate\/sent$/);
    await expect(page.locator("h1")).toHaveText("شكرًا لكم! وصل طلبكم إلى فريق تدريب الشركات");

    const lead = await deskLead(request, admin, "company", company);
    expect(lead).toMatchObject({
      kind: "corporate",
      teamSize: "16-30",
      delivery: "company",
      areas: ["english"],
      months: "March (03)",
      courseIds: "power-bi",
      locale: "ar",
      source: { utmSource: "linkedin", utmCampaign: "corporate-q1" },
    });

    // The desk: the corporate column of the dashboard leads to the corporate requests only.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, admin);
    await page.getByTestId("desk-kind-corporate").click();
    await expect(page).toHaveURL(/where%5Bkind%5D%5Bequals%5D=corporate|where\[kind\]\[equals\]=corporate/);
    await expect(page.locator("table tbody")).toContainText(company);
    await expect(page.locator("table tbody")).not.toContainText("Contact form");
  });
});
