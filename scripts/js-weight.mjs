// First-load JavaScript of prerendered pages: sums the gzip size of every <script src> a page loads
// (the noModule polyfill chunk, which modern browsers skip, is reported apart).
// Usage: node scripts/js-weight.mjs [.next/server/app/en.html ...]   (after `npm run build`)
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 170;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "en",
      "ar",
      "en/about",
      "en/training/it",
      "en/paths/data-analyst",
      "en/contact",
      "ar/contact",
      "en/start-learning",
      "ar/start-learning",
    ].map((p) => `.next/server/app/${p}.html`);

let over = 0;
for (const page of pages) {
  if (!existsSync(page)) {
    console.log(`${page}: not found (run npm run build)`);
    over++;
    continue;
  }
  const html = readFileSync(page, "utf8");
  let modern = 0;
  let legacy = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(match[1])?.[1];
    if (!src) continue;
    const file = join(".next", src.replace(/^\/_next\//, ""));
    if (!existsSync(file)) continue;
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    if (process.env.VERBOSE) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${src}`);
    if (/\snoModule/i.test(match[1])) legacy += size;
    else modern += size;
  }
  const kb = modern / 1024;
  const verdict = kb <= BUDGET_KB ? "ok" : "OVER BUDGET";
  if (kb > BUDGET_KB) over++;
  console.log(
    `${page.replace(".next/server/app/", "/").replace(".html", "")}: ${kb.toFixed(1)} KB gzip (legacy noModule ${(legacy / 1024).toFixed(1)} KB) ${verdict}`,
  );
}
process.exitCode = over ? 1 : 0;
