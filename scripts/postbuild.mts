// npm's postbuild step, after `next build`, over every prerendered page of both languages:
// 1. loads the framework's chunks after the first paint (src/build/deferred-scripts.ts), rewriting the page,
//    and marks those chunks for eager off-thread compilation (V8's compile hint);
// 2. hashes the page's executable inline scripts (the loader among them) into .next/csp-manifest.json, which
//    the proxy turns into each page's Content-Security-Policy (src/security/csp.ts). The proxy refuses a
//    manifest whose build id is not the served build's.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { deferFrameworkScripts, withCompileHints } from "../src/build/deferred-scripts";
import { inlineScriptHashes, type CspManifest } from "../src/security/csp";
import { locales } from "../src/i18n/locales";

const distDir = join(process.cwd(), ".next");
const appDir = join(distDir, "server", "app");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

const manifest: CspManifest = { buildId: readFileSync(join(distDir, "BUILD_ID"), "utf8").trim(), pages: {} };
let scripts = 0;
let deferred = 0;
const chunks = new Set<string>();
for (const file of htmlFiles(appDir)) {
  const route = "/" + relative(appDir, file).slice(0, -".html".length).split(sep).join("/");
  const locale = route.split("/")[1] ?? "";
  if (!(locales as readonly string[]).includes(locale)) continue;
  const page = deferFrameworkScripts(readFileSync(file, "utf8"));
  if (page.scripts.length > 0) {
    writeFileSync(file, page.html);
    deferred++;
    for (const src of page.scripts) chunks.add(src);
  }
  const hashes = inlineScriptHashes(page.html);
  manifest.pages[route] = hashes;
  scripts += hashes.length;
}
for (const src of chunks) {
  const path = join(distDir, src.replace(/^\/_next\//, ""));
  writeFileSync(path, withCompileHints(readFileSync(path, "utf8")));
}
const count = Object.keys(manifest.pages).length;
if (count === 0) throw new Error(`No prerendered pages under ${appDir}: run next build first`);
writeFileSync(join(distDir, "csp-manifest.json"), JSON.stringify(manifest));
console.log(`Chunks loaded after the first paint: ${deferred} of ${count} prerendered pages (${chunks.size} chunks)`);
console.log(`CSP manifest: ${count} prerendered pages, ${scripts} inline script hashes (.next/csp-manifest.json)`);
