import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Response,
} from "@playwright/test";

/**
 * Playwright's API requests (the `request` fixture, `page.request`) keep a connection open between requests, and
 * its pool does not heed the server's `Keep-Alive: timeout=5` (microsoft/playwright#42701). Node 20's server closes
 * a connection idle for 6 s (the advertised 5 s and a second's grace), so a test that drives the browser for about
 * that long between two requests can send the second into a connection as it closes: "socket hang up
 * (ECONNRESET)" before the server read a byte of it (one CI run failed on it; a probe sending into connections
 * idle 5,997-6,005 ms met it 2 times in 100). A browser sends such a request again; so do these tests, with
 * Playwright's own `maxRetries`, which retries ECONNRESET only (a refused request or a timeout still fails).
 */
function retryResets(context: APIRequestContext): void {
  for (const verb of ["fetch", "get", "post", "put", "patch", "delete", "head"] as const) {
    const send = context[verb].bind(context) as (url: unknown, options?: object) => Promise<APIResponse>;
    Object.assign(context, { [verb]: (url: unknown, options?: object) => send(url, { maxRetries: 2, ...options }) });
  }
}

/** Browser console errors and uncaught page errors seen during a test. */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }>({
  request: async ({ request }, use) => {
    retryResets(request);
    await use(request);
  },
  // The load event does not mean "React has hydrated the page": with JavaScript on, goto and reload of a page
  // also wait until the layout's client code has run (the Learning Advisor button, on every page, is then
  // marked ready: src/components/ui/use-early-click.ts), as a visitor waits to see it work.
  page: async ({ page, javaScriptEnabled }, use) => {
    retryResets(page.request);
    if (javaScriptEnabled !== false) {
      const untilHydrated = async (response: Response | null) => {
        // The site's pages; the CMS's admin (/admin) has no Learning Advisor.
        const site = response ? !new URL(response.url()).pathname.startsWith("/admin") : false;
        if (site && response?.headers()["content-type"]?.startsWith("text/html")) {
          await page.locator('[data-early="advisor"][data-ready]').waitFor({ state: "attached", timeout: 15_000 });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // `waitUntil: "commit"` asks for the page before its scripts have run (the early-click tests).
      page.goto = async (url, options) =>
        options?.waitUntil === "commit" ? goto(url, options) : untilHydrated(await goto(url, options));
      page.reload = async (...args) => untilHydrated(await reload(...args));
    }
    await use(page);
  },
  // Every browser test fails on a Content-Security-Policy violation, whatever it checks otherwise.
  cspViolations: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (entry: string) => violations.push(entry));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (entry: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
        });
      });
      await use(violations);
      if (testInfo.status === testInfo.expectedStatus) expect(violations, "CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    // Each test is its own visitor for the rate limits (the e2e server trusts one proxy hop).
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
    // Nothing leaves the machine: third-party embeds are answered locally.
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.google\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
    );
    await use(errors);
  },
});

export { expect };

export const locales = ["en", "ar"] as const;
export const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
] as const;

/** Waits for web fonts, so checks that measure text (axe contrast, overflow) see the real glyphs. */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}

/**
 * An axe run on the page. @axe-core/playwright's default mode runs axe in each frame, then opens a blank page to
 * put the frames' results together (axe's runPartial and finishRun, made for cross-origin iframes): about a
 * second more per run on this machine, where axe's own analysis of a page takes 0.6-0.8 s. A page without an
 * iframe has nothing to put together, so it is analysed in place (the builder's legacy mode: axe.run in the page,
 * the same rules and the same results); a page with frames keeps the default.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}

/**
 * The checks every page passes at a width: nothing wider than the screen, and no axe violation of WCAG 2.2 AA.
 */
export async function expectFitsAndAccessible(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow in px at ${width} px`).toBeLessThanOrEqual(0);
  // Only the violations are reported in full: the passes' node details (selectors, HTML) are never read, and
  // building them was about a tenth of each run (the page checks are the larger part of the browser tests).
  const axe = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe at ${width} px`).toEqual([]);
}
