import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ltr } from "./bidi";

/** The admin's own code: its texts, labels, help and refusals (not the seed's content, nor migrations). */
function adminSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["migrations", "seed"].includes(entry.name) ? [] : adminSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A path ("/schedule", "/ar") or an address ("https://…") not isolated: the slash would go to its other end. */
const bareAddress = /https?:\/\/|(?<![\p{L}\p{N}_\u2066.])\/[A-Za-z]/u;
const arabic = /[\u0600-\u06FF]/;

describe("paths and addresses in the Arabic admin's texts", () => {
  it("are isolated left to right, so /schedule does not show as schedule/", () => {
    const bare: string[] = [];
    for (const file of [...adminSources("src/cms"), ...adminSources("src/server/admin")]) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          // Each quoted or template text on the line, without what a template puts in it (`${ltr("/ar")}`).
          for (const [text] of line.matchAll(/"(?:[^"\\]|\\.)*"|`[^`]*`/g)) {
            const shown = text.replace(/\$\{[^}]*\}/g, "");
            if (arabic.test(shown) && bareAddress.test(shown)) bare.push(`${file}:${i + 1}: ${shown}`);
          }
        });
    }
    expect(bare).toEqual([]);
  });

  it("isolates with LRI … PDI", () => {
    expect(ltr("/schedule")).toBe("\u2066/schedule\u2069");
  });
});
