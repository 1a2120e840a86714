import { expect, test } from "./fixtures";

// The server ignores forms sent faster than a person can type (2.5 s); tests that need a stored lead wait.
const humanPause = (page: import("@playwright/test").Page) => page.waitForTimeout(2_700);

test.describe("contact form", () => {
  test("shows the spec's errors, clears one when edited, and the success view only after the server stored it", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByTestId("contact-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const text of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Message is required",
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await expect(form.getByLabel("First name")).toBeFocused();
    await form.getByLabel("First name").fill("Sara");
    await expect(form.getByText("First name is required")).toHaveCount(0);
    await expect(form.getByText("Last name is required")).toBeVisible();

    await form.getByLabel("Last name").fill("Ali");
    await form.getByLabel("Email", { exact: true }).fill("sara at example");
    await form.getByLabel("Message").fill("I would like the Power BI course.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email", { exact: true }).fill("sara@example.org");
    await form.getByLabel("Training interest").selectOption("it");
    await humanPause(page);

    // Hold the answer a moment to see the busy state.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByTestId("contact-reference")).toContainText(/C-[0-9A-Z]{8}/);
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form.getByLabel("First name")).toHaveValue("");
  });

  test("keeps what the visitor wrote and says so when the server could not store it (Arabic)", async ({ page }) => {
    await page.goto("/ar/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "store_unavailable" }),
      }),
    );
    const form = page.getByTestId("contact-form");
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    for (const text of ["الاسم الأول مطلوب", "اسم العائلة مطلوب", "البريد الإلكتروني مطلوب", "الرسالة مطلوبة"]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await form.getByLabel("الاسم الأول").fill("منى");
    await form.getByLabel("اسم العائلة").fill("عادل");
    await form.getByLabel("البريد الإلكتروني").fill("mona@example.org");
    await form.getByLabel("الرسالة").fill("أريد الاستفسار عن دورة IELTS");
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page.getByTestId("contact-failure")).toHaveText(
      "تعذّر حفظ رسالتك الآن. يرجى المحاولة بعد دقيقة، أو الاتصال بنا.",
    );
    await expect(page.getByTestId("contact-success")).toHaveCount(0);
    await expect(form.getByLabel("الرسالة")).toHaveValue("أريد الاستفسار عن دورة IELTS");
  });

  test("preselects the training interest from the link", async ({ page }) => {
    await page.goto("/contact?interest=business");
    await expect(page.getByLabel("Training interest")).toHaveValue("business");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts and lands on the sent page", async ({ page }) => {
    await page.goto("/ar/contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("الاسم الأول").fill("Karim");
    await form.getByLabel("اسم العائلة").fill("Nabil");
    await form.getByLabel("البريد الإلكتروني").fill("karim@example.org");
    await form.getByLabel("الرسالة").fill("Hello from a browser without JavaScript");
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page).toHaveURL(/\/ar\/contact\/sent$/);
    await expect(page.locator("h1")).toHaveText("تم إرسال رسالتك بنجاح!");
  });

  test("the newsletter posts and lands on the page that asks to confirm by e-mail", async ({ page }) => {
    await page.goto("/about");
    await page.getByLabel("Email address").fill("reader@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
    await expect(page.locator("h1")).toHaveText("Check your inbox");
  });
});

test.describe("newsletter box", () => {
  test("subscribes with a translated success or error message", async ({ page }) => {
    await page.goto("/ar");
    const box = page.getByTestId("newsletter-form");
    await box.getByLabel("البريد الإلكتروني").fill("not-an-email");
    await box.getByRole("button", { name: "اشترك" }).click();
    await expect(box.getByRole("status")).toHaveText("يرجى إدخال بريد إلكتروني صحيح");
    await box.getByLabel("البريد الإلكتروني").fill("reader@example.org");
    await humanPause(page);
    await box.getByRole("button", { name: "اشترك" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "خطوة أخيرة: أرسلنا رابطًا إلى بريدك الإلكتروني. افتحه لتأكيد اشتراكك.",
    );
  });
});

test.describe("plan builder", () => {
  test("adds, orders, removes and clears courses, and keeps the plan across reloads", async ({ page }) => {
    await page.goto("/start-learning");
    await expect(page.getByTestId("plan-empty")).toHaveText("Click “Add” on any course to start.");
    const it = page.getByTestId("category-it");
    const add = it.getByRole("button", { name: "Add to Plan" });
    await expect(add).toBeDisabled();
    await expect(page.getByRole("button", { name: "Submit Plan" })).toBeDisabled();
    await expect(it.locator("option:not([disabled])")).toHaveCount(16);
    await expect(page.getByTestId("category-business").locator("option:not([disabled])")).toHaveCount(9);
    await expect(page.getByTestId("category-english").locator("option:not([disabled])")).toHaveCount(11);

    await it.getByRole("combobox").selectOption({ label: "Data Analyst Specialist" });
    await add.click();
    await it.getByRole("combobox").selectOption({ label: "Data Analyst Specialist" });
    await expect(add).toBeDisabled(); // already planned: never added twice
    await it.getByRole("combobox").selectOption({ label: "Microsoft Power BI Specialist" });
    await add.click();
    await page
      .getByTestId("category-english")
      .getByRole("combobox")
      .selectOption({ label: "IELTS Preparation Program" });
    await page.getByTestId("category-english").getByRole("button", { name: "Add to Plan" }).click();

    const items = page.getByTestId("plan-item");
    await expect(items).toHaveText([
      "Data Analyst Specialist",
      "Microsoft Power BI Specialist",
      "IELTS Preparation Program",
    ]);
    await expect(page.getByRole("button", { name: "Move Data Analyst Specialist up" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move IELTS Preparation Program down" })).toBeDisabled();
    await page.getByRole("button", { name: "Move IELTS Preparation Program up" }).click();
    await expect(items).toHaveText([
      "Data Analyst Specialist",
      "IELTS Preparation Program",
      "Microsoft Power BI Specialist",
    ]);
    await expect(page.getByTestId("plan-announcement")).toHaveText("IELTS Preparation Program is now number 2");

    await page.reload();
    await expect(items).toHaveText([
      "Data Analyst Specialist",
      "IELTS Preparation Program",
      "Microsoft Power BI Specialist",
    ]);
    expect(await page.evaluate(() => localStorage.getItem("learning_plan"))).toBe(
      '["data-analyst","ielts","power-bi"]',
    );

    await page.getByRole("button", { name: "Remove IELTS Preparation Program" }).click();
    await expect(items).toHaveCount(2);
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByTestId("plan-empty")).toBeVisible();
  });

  test("filters the catalogue", async ({ page }) => {
    await page.goto("/ar/start-learning");
    await page.getByLabel("ابحث في الدورات").fill("power");
    await expect(page.getByTestId("category-it").locator("option:not([disabled])")).toHaveCount(1);
    await expect(page.getByTestId("category-business")).toContainText("لا توجد دورة في هذا القسم تطابق بحثك.");
  });

  test("sends the plan, then clears plan and form; a failure keeps both (Arabic)", async ({ page }) => {
    await page.goto("/ar/start-learning");
    const business = page.getByTestId("category-business");
    await business.getByRole("combobox").selectOption({ index: 1 });
    await business.getByRole("button", { name: "أضف إلى خطتك" }).click();
    const form = page.getByTestId("plan-form");
    await form.getByLabel("الاسم الكامل").fill("أحمد سامي");
    await form.getByLabel("البريد الإلكتروني").fill("ahmed@example.org");

    await page.route("**/api/plan", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal"}' }),
    );
    await page.getByRole("button", { name: "أرسل الخطة" }).click();
    await expect(page.getByTestId("plan-failure")).toHaveText("حدث خطأ ما. يرجى المحاولة لاحقًا أو التواصل معنا.");
    await expect(page.getByTestId("plan-item")).toHaveCount(1);
    await expect(form.getByLabel("الاسم الكامل")).toHaveValue("أحمد سامي");

    await page.unroute("**/api/plan");
    await humanPause(page);
    await page.getByRole("button", { name: "أرسل الخطة" }).click();
    await expect(page.getByTestId("plan-success")).toHaveText("تم الإرسال! سيتواصل معك فريقنا خلال 24 ساعة.");
    await expect(page.getByTestId("plan-empty")).toBeVisible();
    await expect(form.getByLabel("الاسم الكامل")).toHaveValue("");
  });

  test("Add to plan on a course card puts the course in the plan", async ({ page }) => {
    await page.goto("/training/business");
    const card = page.getByTestId("business-card").filter({ hasText: "Professional Sales" });
    await card.getByRole("button", { name: /Add to plan/ }).click();
    await expect(card.getByRole("link", { name: /In your plan/ })).toBeVisible();
    await card.getByRole("link", { name: /In your plan/ }).click();
    await expect(page).toHaveURL(/\/start-learning$/);
    await expect(page.getByTestId("plan-item")).toHaveText(["Professional Sales"]);
  });
});
