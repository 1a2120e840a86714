// Broken internal links: linkinator 7 crawls the production site recursively from / and /ar and checks
// every link, asset (CSS, JS, fonts, images, PDFs, url() in CSS) and #fragment it finds on this site.
// External hosts are not requested (the checks run offline): they are counted and listed with --verbose.
// Canonical, hreflang, Open Graph and JSON-LD URLs carry the build's SITE_URL (default http://localhost:3000);
// they are rewritten to the server under test and checked too.
// Prints pages scanned, links checked and every broken link with the page it is on; exits 1 on any.
// Usage: node scripts/check-links.mjs [--url http://localhost:3000] [--port N] [--site-url URL] [--verbose]
//   without --url it starts the production server (dist/server/main.js) of the last `npm run build` on --port (or a free port) and stops it.
import { parseArgs } from "node:util";
import { LinkChecker, LinkState } from "linkinator";
import { tsImport } from "tsx/esm/api";
import { siteFor } from "./lib/site-server.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    port: { type: "string" },
    "site-url": { type: "string", default: process.env.SITE_URL ?? "http://localhost:3000" },
    verbose: { type: "boolean", default: false },
  },
});

const { pageRoutes, localizedPath } = await tsImport("../src/config/routes.ts", import.meta.url);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const site = await siteFor("check-links", values);
const base = new URL(site.url);
const siteOrigin = new URL(values["site-url"]).origin;
const external = new Set();
const nonHttp = new Set();
const pages = new Set();
const redirects = [];
const options = {
  recurse: true,
  checkCss: true,
  checkFragments: true,
  // The test run crawls while the browser tests load the same 2-core machine: fewer requests at a time and a
  // generous timeout, so a slow answer under that load is not reported as a broken link (speed is measured by
  // bench:pages and Lighthouse, not here).
  concurrency: 4,
  timeout: 120_000,
  // Redirects are followed and listed (--verbose); the target must answer 2xx.
  redirects: "warn",
  // Resolve relative URLs against /about as a browser does (a file), not as /about/ (a directory).
  cleanUrls: true,
  urlRewriteExpressions:
    siteOrigin === base.origin
      ? []
      : [{ pattern: new RegExp(`^${escapeRegExp(siteOrigin)}(?=/|$)`), replacement: base.origin }],
  // Only this site is requested; other hosts are counted as skipped.
  linksToSkip: async (link) => {
    const url = new URL(link);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false; // linkinator skips and reports these
    if (url.host === base.host) return false;
    external.add(url.href);
    return true;
  },
};
async function crawl(paths) {
  const checker = new LinkChecker();
  checker.on("pagestart", (url) => pages.add(String(url)));
  checker.on("redirect", (r) => redirects.push(r));
  return (await checker.check({ ...options, path: paths })).links;
}

const links = [];
const unlinked = [];
try {
  console.log(`Crawling ${site.url}/ and ${site.url}/ar${site.started ? " (started for this check)" : ""}`);
  links.push(...(await crawl([`${site.url}/`, `${site.url}/ar`])));
  // Registered pages that no link leads to (the no-JS thank-you pages) are checked as start pages of their own;
  // a start page's crawl stays under its own path, so this does not walk the whole site again.
  for (const locale of ["en", "ar"]) {
    for (const route of pageRoutes) {
      const url = `${site.url}${localizedPath(route, locale)}`;
      if (!pages.has(url) && !pages.has(`${url}/`)) unlinked.push(url);
    }
  }
  if (unlinked.length) {
    console.log(
      `Registered pages not reached from / or /ar, checked as start pages: ${unlinked.map((u) => u.slice(site.url.length)).join(", ")}`,
    );
    links.push(...(await crawl(unlinked)));
  }
} finally {
  await site.stop();
}

const broken = links.filter((l) => l.state === LinkState.BROKEN);
const checked = links.filter((l) => l.state === LinkState.OK);
for (const l of links) {
  if (l.state === LinkState.SKIPPED && !external.has(l.url) && !/^https?:/.test(l.url)) nonHttp.add(l.url);
}
const distinct = new Set(checked.map((l) => l.url));

if (values.verbose) {
  console.log("\nPages scanned:");
  for (const url of [...pages].sort()) console.log(`  ${url}`);
  console.log("\nInternal URLs checked:");
  for (const url of [...distinct].sort()) console.log(`  ${url}`);
  console.log("\nExternal links (not requested):");
  for (const url of [...external].sort()) console.log(`  ${url}`);
  console.log("\nOther schemes (mailto:, tel:, …; not requested):");
  for (const url of [...nonHttp].sort()) console.log(`  ${url}`);
  console.log("\nRedirects followed:");
  for (const r of redirects) console.log(`  ${r.status} ${r.url} -> ${r.targetUrl ?? "?"}`);
}
if (broken.length) {
  console.log("\nBroken links:");
  for (const l of broken) {
    const detail = (l.failureDetails ?? [])
      .map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`))
      .join("; ");
    console.log(
      `  ${l.status ?? "-"} ${l.url}\n      on ${l.parent ?? `${l.url.split("#")[0]} (same page)`}${detail ? `\n      ${detail}` : ""}`,
    );
  }
}
console.log(
  `\n${pages.size} pages scanned, ${distinct.size} distinct internal URLs checked (${checked.length} link results), ` +
    `${broken.length} broken; ${external.size} distinct external links and ${nonHttp.size} mailto:/tel:/other links skipped; ` +
    `${redirects.length} redirects`,
);
process.exitCode = broken.length ? 1 : 0;
