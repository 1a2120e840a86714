// After `next build`: hashes the executable inline scripts of every prerendered page into
// .next/csp-manifest.json, which the proxy turns into each page's Content-Security-Policy (src/security/csp.ts).
// Runs as npm's postbuild step; the proxy refuses a manifest whose build id is not the served build's.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
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
for (const file of htmlFiles(appDir)) {
  const route = "/" + relative(appDir, file).slice(0, -".html".length).split(sep).join("/");
  const locale = route.split("/")[1] ?? "";
  if (!(locales as readonly string[]).includes(locale)) continue;
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  manifest.pages[route] = hashes;
  scripts += hashes.length;
}
const count = Object.keys(manifest.pages).length;
if (count === 0) throw new Error(`No prerendered pages under ${appDir}: run next build first`);
writeFileSync(join(distDir, "csp-manifest.json"), JSON.stringify(manifest));
console.log(`CSP manifest: ${count} prerendered pages, ${scripts} inline script hashes (.next/csp-manifest.json)`);
