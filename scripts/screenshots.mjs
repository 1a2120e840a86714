// Full-page screenshots of pages at desktop and phone widths, in both languages, for a human to look at.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (the site must be running)
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const base = process.argv[2] ?? "http://localhost:3000";
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ["/", "/about"];
const out = "tmp/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu"],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    for (const prefix of ["", "/ar"]) {
      const url = `${base}${prefix}${path === "/" && prefix ? "" : path}`;
      await page.goto(url, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const name = `${(prefix || "/en").slice(1)}${path.replaceAll("/", "_") || "_"}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
  }
  await page.close();
}
await browser.close();
