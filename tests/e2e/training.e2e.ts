import { expect, test } from "./fixtures";

test.describe("training pages show the spec's cards and display limits", () => {
  test("IT: 12 programmes with 3 skills and '+2 more skills', 8 external outlines, the local React PDF, Coming Soon for the rest", async ({
    page,
  }) => {
    await page.goto("/training/it");
    const cards = page.getByTestId("programme-card");
    await expect(cards).toHaveCount(12);
    for (const card of await cards.all()) {
      await expect(card.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveCount(3);
      await expect(card.getByText("+2 more skills")).toBeVisible();
    }
    const external = page.locator('[data-testid="programme-card"] a[target="_blank"][href$=".pdf"]');
    await expect(external).toHaveCount(8);
    for (const link of await external.all()) await expect(link).toHaveAttribute("rel", /noopener/);
    const react = cards
      .filter({ hasText: "React Front End Web Developer" })
      .getByRole("link", { name: /Download Outline/ });
    // The outline is an upload in the CMS (seeded from src/cms/seed/assets), served by the site itself.
    await expect(react).toHaveAttribute("href", /^\/cms-api\/media\/file\/react-frontend[\w-]*\.pdf$/);
    const pdf = await page.request.get((await react.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page.getByRole("button", { name: /Coming Soon/ })).toHaveCount(3);
    for (const button of await page.getByRole("button", { name: /Coming Soon/ }).all())
      await expect(button).toBeDisabled();
    await expect(page.getByTestId("end-user-card")).toHaveCount(4);
    for (const text of ["100% Practical Training", "1:8 Instructor to Student Ratio", "Lifetime Access to Materials"]) {
      await expect(page.getByRole("heading", { name: text })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveAttribute("href", "/start-learning");
    await expect(page.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute("href", "/contact");
  });

  test("English: 6 general, 3 conversation (4 topics), 2 exam cards (2 groups, 3 objectives) in Arabic", async ({
    page,
  }) => {
    await page.goto("/ar/training/english");
    await expect(page.getByTestId("general-english-card")).toHaveCount(6);
    await expect(page.getByTestId("general-english-card").first()).toContainText("48 ساعة");
    await expect(page.getByTestId("general-english-card").nth(1)).toContainText("72 ساعة");
    const conversation = page.getByTestId("conversation-card");
    await expect(conversation).toHaveCount(3);
    for (const card of await conversation.all()) {
      await expect(card.getByRole("list", { name: "الموضوعات" }).getByRole("listitem")).toHaveCount(4);
      await expect(card.getByText("+موضوعان آخران")).toBeVisible();
      await expect(card.getByRole("link", { name: /تحميل المحتوى التفصيلي \(PDF\)/ })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
    const exams = page.getByTestId("exam-card");
    await expect(exams).toHaveCount(2);
    for (const card of await exams.all()) {
      await expect(card.getByRole("list", { name: "لمن هذه الدورة" }).getByRole("listitem")).toHaveCount(2);
      await expect(card.getByText("+فئتان أخريان")).toBeVisible();
      await expect(card.getByRole("list", { name: "ما ستحققه" }).getByRole("listitem")).toHaveCount(3);
      await expect(card.getByText("+هدفان آخران")).toBeVisible();
    }
    // The site's own level test by default (issue 27), in the same tab; an outside address would open a new one.
    const assessment = page.getByRole("link", { name: /خُض اختبار تحديد المستوى المجاني/ });
    await expect(assessment).toHaveAttribute("href", "/ar/english-test");
    await expect(assessment).not.toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /احجز اختبار TOEFL/ })).toHaveAttribute("target", "_blank");
  });

  test("Business: nine cards with their hours, seven outlines, no rating", async ({ page }) => {
    await page.goto("/training/business");
    const cards = page.getByTestId("business-card");
    await expect(cards).toHaveCount(9);
    const hours = [
      "80 hours",
      "74 hours",
      "68 hours",
      "76 hours",
      "76 hours",
      "60 hours",
      "52 hours",
      "60 hours",
      "70 hours",
    ];
    for (const [i, h] of hours.entries()) await expect(cards.nth(i)).toContainText(h);
    await expect(page.locator('[data-testid="business-card"] a[target="_blank"][href$=".pdf"]')).toHaveCount(7);
    await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });
});

test.describe("learning path pages", () => {
  test("Data Analyst: six stages with the spec's hours, 168 hours in total, and its extras", async ({ page }) => {
    await page.goto("/paths/data-analyst");
    await expect(page.getByTestId("stage-hours")).toHaveText([
      "24 hours",
      "24 hours",
      "36 hours",
      "24 hours",
      "36 hours",
      "24 hours",
    ]);
    await expect(page.getByTestId("total-hours")).toContainText("168 hours");
    await expect(page.getByTestId("total-hours")).toContainText("across 6 stages");
    for (const tool of ["Excel", "SQL", "Power BI", "Python"])
      await expect(page.getByText(tool, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Learning Journey" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to IT Training/ })).toHaveAttribute("href", "/training/it");
  });

  test("an Arabic business path counts its hours in Arabic plural forms and links back", async ({ page }) => {
    await page.goto("/ar/paths/esb");
    await expect(page.getByTestId("stage-hours")).toHaveText([
      "8 ساعات",
      "10 ساعات",
      "10 ساعات",
      "8 ساعات",
      "8 ساعات",
      "8 ساعات",
    ]);
    await expect(page.getByTestId("total-hours")).toContainText("52 ساعة");
    await expect(page.getByRole("link", { name: /العودة إلى تدريب الإدارة والأعمال/ })).toHaveAttribute(
      "href",
      "/ar/training/business",
    );
    // ESB has no outline: no download button.
    await expect(page.getByRole("link", { name: /تحميل المحتوى التفصيلي/ })).toHaveCount(0);
  });
});
