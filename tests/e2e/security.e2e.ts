import { localizedPath, pageRoutes } from "../../src/config/routes";
import { inlineScriptHashes } from "../../src/security/csp";
import { expect, test } from "./fixtures";

const required = {
  "strict-transport-security": /max-age=(\d+); includeSubDomains/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "cross-origin-opener-policy": /^same-origin$/,
  "cross-origin-resource-policy": /^same-origin$/,
  "permissions-policy": /camera=\(\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(url: string, headers: Record<string, string>) {
  for (const [name, pattern] of Object.entries(required)) {
    expect(headers[name], `${name} on ${url}`).toMatch(pattern);
  }
  const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]);
  expect(maxAge, "HSTS of at least a year").toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-powered-by"], "no framework disclosure").toBeUndefined();
  expect(headers["server"] ?? "", "no server disclosure").not.toMatch(/next|node|express/i);
  const scriptSrc = directives(headers["content-security-policy"] ?? "").get("script-src") ?? [];
  expect(scriptSrc, `script-src on ${url}`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `script-src on ${url}`).not.toContain("'unsafe-eval'");
}

test("every page sends the security headers and a policy that admits exactly its own inline scripts", async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const route of pageRoutes) {
    for (const locale of ["en", "ar"] as const) {
      const url = localizedPath(route, locale);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expectSecurityHeaders(url, headers);
      const policy = directives(headers["content-security-policy"]!);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://www.google.com"]);
      const hashes = (policy.get("script-src") ?? [])
        .filter((s) => s.startsWith("'sha256-"))
        .map((s) => s.slice(1, -1));
      const inline = inlineScriptHashes(await response.text());
      expect(inline.length, `inline scripts on ${url}`).toBeGreaterThan(0);
      expect(hashes.sort(), url).toEqual([...inline].sort());
    }
  }
});

test("API answers, static files, the 404 and robots.txt send the security headers too", async ({ request, page }) => {
  await page.goto("/");
  const chunk = await page.locator('script[src^="/_next/static/"]').first().getAttribute("src");
  const font = await page.locator('link[rel="preload"][as="font"]').first().getAttribute("href");
  const targets: [string, () => ReturnType<typeof request.get>][] = [
    ["/api/contact (GET, 405)", () => request.get("/api/contact")],
    [
      "/api/contact (bad JSON, 400)",
      () => request.post("/api/contact", { data: "{", headers: { "content-type": "application/json" } }),
    ],
    [
      "/api/ai-advisor (POST)",
      () => request.post("/api/ai-advisor", { data: { messages: [{ role: "user", content: "hi" }] } }),
    ],
    ["/no-such-page-headers (404)", () => request.get("/no-such-page-headers")],
    ["/ar/no-such-page-headers (404)", () => request.get("/ar/no-such-page-headers")],
    ["/missing.png (404)", () => request.get("/missing.png")],
    [chunk!, () => request.get(chunk!)],
    [font!, () => request.get(font!)],
    ["/logo.svg", () => request.get("/logo.svg")],
    ["/robots.txt", () => request.get("/robots.txt")],
    ["/sitemap.xml", () => request.get("/sitemap.xml")],
  ];
  for (const [label, fetch] of targets) {
    const response = await fetch();
    expectSecurityHeaders(label, response.headers());
    if (label.startsWith("/api/")) expect(response.headers()["cache-control"], label).toContain("no-store");
  }
});

test("a trailing slash is redirected to the path without it, with the security headers", async ({ request }) => {
  const cases: [string, string][] = [
    ["/about/", "/about"],
    ["/ar/", "/ar"],
    ["/ar/paths/devops/?from=mail", "/ar/paths/devops?from=mail"],
    ["/api/contact/", "/api/contact"],
    ["/_next/static/chunks/", "/_next/static/chunks"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    const location = new URL(response.headers()["location"] ?? "", "http://site.invalid");
    expect(location.pathname + location.search, from).toBe(to);
    expectSecurityHeaders(`${from} (308)`, response.headers());
  }
});

test("the 404 page, rendered on request, gets a policy made from its own inline scripts and hydrates under it", async ({
  page,
}) => {
  const response = await page.goto("/ar/no-such-page-policy");
  expect(response?.status()).toBe(404);
  const policy = directives(response!.headers()["content-security-policy"]!);
  const hashes = (policy.get("script-src") ?? []).filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1));
  const inline = inlineScriptHashes(await response!.text());
  expect(inline.length).toBeGreaterThan(0);
  expect(hashes.sort()).toEqual([...inline].sort());
  expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  // Hydrated: the Programs menu opens on a click, which needs React.
  await page.setViewportSize({ width: 1280, height: 800 });
  const button = page
    .getByRole("navigation", { name: "القائمة الرئيسية" })
    .getByRole("button", { name: "البرامج التدريبية" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
});

test("HTML documents do not carry Next's build headers; a 304 keeps the page's own policy", async ({ request }) => {
  const first = await request.get("/about");
  for (const name of ["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time", "x-middleware-rewrite"]) {
    expect(first.headers()[name], name).toBeUndefined();
  }
  // The page can change between two requests: other workers edit the CMS's menu and pages, and each render's inline
  // scripts (so its policy and its ETag) carry the page's data. Each step is tried again, up to five times, while
  // the GETs around it disagree; a page that stays the same must give the same answer every time.
  const stable = async <T>(step: () => Promise<T>) => {
    for (let attempt = 1; ; attempt++) {
      const before = await request.get("/about");
      const result = await step();
      const after = await request.get("/about");
      if (before.headers()["etag"] === after.headers()["etag"] || attempt === 5) return { before, result };
    }
  };
  // A GET with the page's ETag is answered 304, without a policy of its own.
  const revalidated = await stable(async () => {
    const etag = (await request.get("/about")).headers()["etag"];
    expect(etag).toBeTruthy();
    return request.get("/about", { headers: { "if-none-match": etag! } });
  });
  expect(revalidated.result.status()).toBe(304);
  expect(revalidated.result.headers()["content-security-policy"]).toBeUndefined();
  // A HEAD carries the policy a GET of the same page carries.
  const head = await stable(() => request.head("/about"));
  expect(head.result.headers()["content-security-policy"]).toBe(head.before.headers()["content-security-policy"]);
});

test("pages hydrate under the policy, and an injected inline script is refused", async ({ page, cspViolations }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/training/it");
  const button = page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("button", { name: "Training Programs" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // What an XSS would do: add an inline script. The browser must refuse to run it.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(cspViolations[0]).toContain("script-src");
  cspViolations.length = 0;
});
