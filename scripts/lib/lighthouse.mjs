// Shared by the Lighthouse scripts: Chromium, one Lighthouse run, medians.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Debian's Chromium, headless, with nothing reaching out of the machine. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

// Lighthouse's default mobile throttling (slow 4G, 4x CPU), spelled out so only the CPU factor changes.
const { throttling } = await import("lighthouse/core/config/constants.js");
export const defaultThrottling = throttling.mobileSlow4G;

/** One Lighthouse run (mobile, slow 4G simulated, or applied with `applied`; `multiplier` replaces the 4x CPU slowdown). */
export async function measure(chrome, url, { multiplier, categories, applied } = {}) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: {
        onlyCategories: categories ?? ["performance", "accessibility", "best-practices", "seo"],
        ...(multiplier ? { throttling: { ...defaultThrottling, cpuSlowdownMultiplier: multiplier } } : {}),
        // Applied throttling: the browser really runs at slow 4G and the CPU factor (DevTools), and the
        // figures are what it measured, not Lantern's simulation from an unthrottled trace.
        ...(applied ? { throttlingMethod: "devtools" } : {}),
      },
    },
  );
  return result.lhr;
}

/** The figures of one run that the scripts print. */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    si: numeric("speed-index"),
    tti: numeric("interactive"),
    cls: numeric("cumulative-layout-shift"),
    scriptKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}
