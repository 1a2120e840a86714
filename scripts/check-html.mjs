// The W3C Nu HTML Checker (vnu-jar) on every page of the site in both languages, as served by the
// production build: every route of src/config/routes.ts in English and Arabic, the 404 page in both
// languages, and the small pages a form posted without JavaScript answers with when it is refused.
// Prints errors and warnings per page and in total; exits 1 on any error. Warnings are reported and, with
// --strict, fatal too; info messages (advice such as "trailing slash on void elements") are summarised.
// Usage: node scripts/check-html.mjs [--url http://localhost:3000] [--port N] [--strict] [--verbose]
//   without --url it starts the production server (dist/server/main.js) of the last `npm run build` on --port (or a free port) and stops it.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { siteFor } from "./lib/site-server.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    port: { type: "string" },
    strict: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});

/**
 * vnu messages that are not defects of this site, each with the reason it is ignored. Ignored messages
 * are still counted and printed as "ignored" so nothing disappears silently. Keep this list short.
 */
const IGNORED = [];

const { pageRoutes, localizedPath } = await tsImport("../src/config/routes.ts", import.meta.url);

/** Every document to check: what to request and the status it must answer with. */
const documents = [];
for (const locale of ["en", "ar"]) {
  for (const route of pageRoutes)
    documents.push({ label: localizedPath(route, locale), path: localizedPath(route, locale), status: 200 });
}
for (const locale of ["en", "ar"]) {
  const path = localizedPath("/this-page-does-not-exist", locale);
  documents.push({ label: `${path} (404 page)`, path, status: 404 });
}
// A form posted without JavaScript and refused (here: empty fields) gets a small HTML page from the API.
for (const kind of ["contact", "plan", "newsletter"]) {
  for (const locale of ["en", "ar"]) {
    documents.push({
      label: `POST /api/${kind} (no-JS error page, ${locale})`,
      path: `/api/${kind}`,
      status: 400,
      form: new URLSearchParams({ locale }).toString(),
    });
  }
}

// Java: Debian's JRE, installed by scripts/ensure-tools.sh on a fresh machine.
const java = process.env.JAVA ?? "java";
if (spawnSync(java, ["-version"], { stdio: "ignore" }).status !== 0) {
  console.log("No Java runtime found: running scripts/ensure-tools.sh");
  const install = spawnSync("bash", ["scripts/ensure-tools.sh"], { stdio: "inherit" });
  if (install.status !== 0) process.exit(1);
}
const vnuJar = resolve(createRequire(import.meta.url)("vnu-jar").toString());

const site = await siteFor("check-html", values);
const outDir = resolve("tmp/check-html");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let failures = 0;
const files = new Map(); // absolute file path -> document
try {
  console.log(
    `Fetching ${documents.length} documents from ${site.url}${site.started ? " (started for this check)" : ""}`,
  );
  for (const [index, doc] of documents.entries()) {
    const init = doc.form
      ? {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
          body: doc.form,
        }
      : { redirect: "manual" };
    const response = await fetch(`${site.url}${doc.path}`, init);
    const html = await response.text();
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== doc.status || !type.startsWith("text/html")) {
      console.log(`${doc.label}: HTTP ${response.status} ${type} (expected ${doc.status} text/html)`);
      failures++;
      continue;
    }
    const file = resolve(outDir, `${String(index).padStart(3, "0")}${doc.path.replaceAll("/", "_")}.html`);
    writeFileSync(file, html);
    files.set(file, doc);
  }
} finally {
  await site.stop();
}

// One JVM for every file: start-up dominates the run time otherwise.
const output = await new Promise((resolveRun, reject) => {
  const child = spawn(java, ["-Xss1m", "-jar", vnuJar, "--format", "json", "--stdout", ...files.keys()], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let text = "";
  child.stdout.on("data", (d) => (text += d));
  child.on("error", reject);
  child.on("close", () => resolveRun(text));
});
let messages;
try {
  messages = files.size ? JSON.parse(output).messages : [];
} catch {
  console.error(`vnu did not answer with JSON:\n${output.slice(0, 2000)}`);
  process.exit(1);
}

const perDoc = new Map([...files.values()].map((doc) => [doc, { errors: [], warnings: [], infos: [], ignored: [] }]));
let unattributed = 0;
for (const message of messages) {
  const doc = message.url && files.get(decodeURIComponent(message.url.replace(/^file:/, "")));
  if (!doc) {
    console.log(`vnu: ${message.type}: ${message.message} (${message.url ?? "no file"})`);
    unattributed++;
    continue;
  }
  const bucket = perDoc.get(doc);
  const rule = IGNORED.find((r) => r.pattern.test(message.message));
  if (rule) bucket.ignored.push({ ...message, reason: rule.reason });
  else if (message.type === "error" || message.type === "non-document-error") bucket.errors.push(message);
  else if (message.subType === "warning") bucket.warnings.push(message);
  else bucket.infos.push(message);
}

const totals = { errors: 0, warnings: 0, infos: 0, ignored: 0 };
const where = (m) => `line ${m.lastLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"}`;
for (const [doc, bucket] of perDoc) {
  totals.errors += bucket.errors.length;
  totals.warnings += bucket.warnings.length;
  totals.infos += bucket.infos.length;
  totals.ignored += bucket.ignored.length;
  const state = bucket.errors.length ? "FAIL" : "ok";
  console.log(
    `${doc.label.padEnd(48)} errors ${String(bucket.errors.length).padStart(2)}  warnings ${String(bucket.warnings.length).padStart(2)}` +
      (bucket.ignored.length ? `  ignored ${bucket.ignored.length}` : "") +
      `  ${state}`,
  );
  for (const m of bucket.errors)
    console.log(`    error   ${where(m)}: ${m.message}\n            ${JSON.stringify(m.extract ?? "")}`);
  for (const m of bucket.warnings) console.log(`    warning ${where(m)}: ${m.message}`);
  if (values.verbose) {
    for (const m of bucket.infos) console.log(`    info    ${where(m)}: ${m.message}`);
    for (const m of bucket.ignored) console.log(`    ignored ${where(m)}: ${m.message} (${m.reason})`);
  }
}
// Info messages are advice, not defects; they are summarised so that none passes unseen (--verbose lists them).
const infoKinds = new Map();
for (const bucket of perDoc.values()) {
  for (const m of bucket.infos) infoKinds.set(m.message, (infoKinds.get(m.message) ?? 0) + 1);
}
if (infoKinds.size) {
  console.log("\nvnu info messages (not errors or warnings):");
  for (const [message, count] of infoKinds) console.log(`  ${String(count).padStart(5)} × ${message}`);
}
if (IGNORED.length) {
  console.log("\nIgnored vnu messages (see IGNORED in scripts/check-html.mjs):");
  for (const rule of IGNORED) console.log(`  ${rule.pattern}: ${rule.reason}`);
}
console.log(
  `\n${perDoc.size} documents checked: ${totals.errors} errors, ${totals.warnings} warnings, ` +
    `${totals.infos} info messages, ${totals.ignored} ignored; ${failures} fetch failures; ${unattributed} other vnu messages`,
);
process.exitCode = totals.errors || failures || unattributed || (values.strict && totals.warnings) ? 1 : 0;
