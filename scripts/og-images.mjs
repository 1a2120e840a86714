#!/usr/bin/env node
// Draws the social-sharing cards (Open Graph and Twitter, 1200 x 630) in both languages with the site's own
// fonts, colours and logo, in Debian's Chromium: public/og/en.jpg and public/og/ar.jpg. The cards are static
// files: their texts are written below (the brand, and the home page's badge and title as first seeded into
// the CMS), not read from the CMS. Run it after changing them:
//   node scripts/og-images.mjs
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const root = resolve(import.meta.dirname, "..");
const font = (path) => pathToFileURL(join(root, "node_modules", path)).href;
const brand = {
  en: "Alexandria Training Center",
  ar: "مركز الإسكندرية للتدريب",
};
const badge = {
  en: "Since 1996 in Alexandria",
  ar: "في الإسكندرية منذ 1996",
};
const title = {
  en: "Master Your Future",
  ar: "اصنع مستقبلك بإتقان",
};
const subtitle = {
  en: "IT, English and Business training · 20 learning paths",
  ar: "تكنولوجيا المعلومات والإنجليزية والإدارة والأعمال · 20 مسارًا تعليميًا",
};

function html(locale) {
  const dir = locale === "ar" ? "rtl" : "ltr";
  const logo = readFileSync(join(root, "public", "logo.svg"), "utf8").replace(
    'width="40" height="40"',
    'width="120" height="120"',
  );
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(${font("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}); font-weight: 100 900; }
@font-face { font-family: Plex; src: url(${font("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2")}); font-weight: 400; }
@font-face { font-family: Plex; src: url(${font("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2")}); font-weight: 700; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, Plex, sans-serif; color: #fff;
  background: radial-gradient(circle at ${dir === "rtl" ? "15%" : "85%"} 20%, #1f6fb5 0, transparent 55%), linear-gradient(135deg, #0a2f52, #071f38);
  padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
.top { display: flex; align-items: center; gap: 28px; }
.brand { font-size: 44px; font-weight: 700; }
.badge { display: inline-block; margin-top: 10px; padding: 6px 18px; border-radius: 999px; background: #e6b94f; color: #071f38; font-size: 24px; font-weight: 700; }
h1 { font-size: ${locale === "ar" ? 76 : 84}px; line-height: 1.15; font-weight: 800; }
p { font-size: 32px; color: #d6e6f5; margin-top: 18px; }
.bar { height: 10px; width: 240px; border-radius: 5px; background: #e6b94f; }
</style></head><body>
<div class="top">${logo}<div><div class="brand">${brand[locale]}</div><span class="badge">${badge[locale]}</span></div></div>
<div><h1>${title[locale]}</h1><p>${subtitle[locale]}</p></div>
<div class="bar"></div>
</body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  mkdirSync(join(root, "public", "og"), { recursive: true });
  for (const locale of ["en", "ar"]) {
    await page.setContent(html(locale), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const path = join(root, "public", "og", `${locale}.jpg`);
    await page.screenshot({ path, type: "jpeg", quality: 85 });
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
}
