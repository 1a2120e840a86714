import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

test.describe("home", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has every section of the spec", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toHaveText("Master Your Future");
    for (const text of ["Learn, grow, succeed...", "Where Learning Knows No Limits", "600k+", "95%", "25+"]) {
      await expect(page.locator("#main").getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator("#services li h3")).toHaveText([
      "Information Technology",
      "English Language",
      "Business & Management",
    ]);
    await expect(page.locator("#services").getByRole("link", { name: /Learn more/ })).toHaveCount(3);
    await expect(page.locator("#clients [data-direction]")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Industries We Serve" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Training Partners" })).toBeVisible();
    await expect(page.getByTestId("testimonial")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact");
  });

  test("client rows loop in 30 s: rows 1 and 3 to the right, row 2 to the left", async ({ page }) => {
    await page.goto("/");
    const rows = page.locator("#clients .space-y-4 [data-direction]");
    await expect(rows).toHaveCount(3);
    const styles = await rows.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return {
          dir: el.getAttribute("data-direction"),
          name: s.animationName,
          duration: s.animationDuration,
          timing: s.animationTimingFunction,
        };
      }),
    );
    expect(styles.map((s) => s.dir)).toEqual(["right", "left", "right"]);
    expect(styles.map((s) => s.name)).toEqual(["marquee-right", "marquee-left", "marquee-right"]);
    for (const s of styles) {
      expect(s.duration).toBe("30s");
      expect(s.timing).toBe("linear");
    }
    // Each row holds ten logos, drawn twice for the seamless loop (the copy hidden from screen readers).
    await expect(rows.first().locator("ul").first().locator("li")).toHaveCount(10);
    await expect(rows.first().locator('ul[aria-hidden="true"] li')).toHaveCount(10);
  });

  test("the pause button stops the logo rows", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Pause the moving logos" }).click();
    const state = await page
      .locator("#clients [data-direction]")
      .first()
      .evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(state).toBe("paused");
    await expect(page.getByRole("button", { name: "Play the moving logos" })).toHaveAttribute("aria-pressed", "true");
  });

  test("testimonial videos load only on click, from youtube-nocookie, at a start index 0-49", async ({
    page,
    consoleErrors,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(requests.filter((u) => u.includes("youtube"))).toEqual([]);

    const cards = page.getByTestId("testimonial");
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) {
      await cards.nth(i).getByRole("button").click();
      const frame = cards.nth(i).locator("iframe");
      const src = new URL((await frame.getAttribute("src"))!);
      expect(src.origin).toBe("https://www.youtube-nocookie.com");
      expect(src.searchParams.get("list")).toBeTruthy();
      indexes.push(Number(src.searchParams.get("index")));
    }
    for (const index of indexes) {
      expect(Number.isInteger(index)).toBe(true);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThanOrEqual(49);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("success factors sit in five columns on wide screens", async ({ page }) => {
    await page.goto("/");
    const columns = await page
      .getByTestId("success-grid")
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(5);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the logo rows stand still", async ({ page }) => {
    await page.goto("/ar");
    const names = await page
      .locator("#clients [data-direction]")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names).toEqual(["none", "none", "none", "none"]);
  });
});

test.describe("unknown paths", () => {
  for (const [path, title, home, homeHref] of [
    ["/no-such-page", "Oops! Page not found", "Return to Home", "/"],
    ["/ar/no-such-page", "عذرًا! الصفحة غير موجودة", "العودة إلى الرئيسية", "/ar"],
    ["/about/nested/unknown", "Oops! Page not found", "Return to Home", "/"],
  ] as const) {
    test(`${path} answers 404 in its language and is logged`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText(title);
      await expect(page.locator("html")).toHaveAttribute("dir", path.startsWith("/ar") ? "rtl" : "ltr");
      const link = page.locator("#main").getByRole("link", { name: home });
      await expect(link).toHaveAttribute("href", homeHref);
      const logged = readFileSync("tmp/e2e-server.log", "utf8")
        .split("\n")
        .filter((line) => line.includes('"page_not_found"') && line.includes(`"path":"${path}"`));
      expect(logged).toHaveLength(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${homeHref === "/" ? "/" : "/ar"}$`));
    });
  }
});
