// First-load JavaScript budget (design.md section 8): sums the gzip size of every <script src> a
// prerendered page loads (the noModule polyfill chunk, which modern browsers skip, is reported apart) and
// exits 1 when a page is over 170 KB gzip, or when a script it names is missing from the build.
// Usage: npm run check:js [-- .next/server/app/en.html ...]   (after `npm run build`)
//   Without arguments: every prerendered page of both languages (.next/server/app/{en,ar}.html and
//   everything under .next/server/app/{en,ar}/).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 170;
const APP = ".next/server/app";

function htmlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["en", "ar"].flatMap((locale) => [join(APP, `${locale}.html`), ...htmlFiles(join(APP, locale)).sort()]);

if (!existsSync(join(APP, "en.html")) && !process.argv.slice(2).length) {
  console.log(`${APP}/en.html not found: run npm run build first`);
  process.exit(1);
}

const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  return sizes.get(file);
};

let over = 0;
let largest = { page: "", kb: 0 };
console.log(`first-load JavaScript, gzip level 9, budget ${BUDGET_KB} KB per page`);
for (const page of pages) {
  const name = page.replace(`${APP}/`, "/").replace(/\.html$/, "");
  if (!existsSync(page)) {
    console.log(`${name}: not found (run npm run build)`);
    over++;
    continue;
  }
  const html = readFileSync(page, "utf8");
  let modern = 0;
  let legacy = 0;
  let missing = 0;
  const seen = new Set();
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => ({
    src: /\ssrc="([^"]+)"/.exec(match[1])?.[1],
    legacy: /\snoModule/i.test(match[1]),
  }));
  for (const { src, legacy: noModule } of tags) {
    if (!src || seen.has(src)) continue;
    seen.add(src);
    const file = join(".next", src.replace(/^\/_next\//, ""));
    if (!existsSync(file)) {
      console.log(`  missing from the build: ${src}`);
      missing++;
      continue;
    }
    const kb = gzipKb(file);
    if (process.env.VERBOSE) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${src}`);
    if (noModule) legacy += kb;
    else modern += kb;
  }
  const ok = modern <= BUDGET_KB && missing === 0;
  if (!ok) over++;
  if (modern > largest.kb) largest = { page: name, kb: modern };
  console.log(
    `${name.padEnd(34)} ${modern.toFixed(1).padStart(6)} KB  (legacy noModule ${legacy.toFixed(1)} KB)  ${ok ? "ok" : "OVER BUDGET"}`,
  );
}
console.log(
  over
    ? `${over} of ${pages.length} page(s) over ${BUDGET_KB} KB`
    : `all ${pages.length} pages within ${BUDGET_KB} KB (largest ${largest.page}: ${largest.kb.toFixed(1)} KB)`,
);
process.exitCode = over ? 1 : 0;
