import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ackText } from "@/domain/leads/mail-text";
import ar from "../messages/ar.json";
import glossary from "../messages/glossary.json";

/**
 * The settled Arabic terms (messages/glossary.json) hold everywhere a visitor or an editor reads Arabic: the
 * messages, the mails, and every Arabic text in the sources (the CMS seed, the admin's labels, the advisor's answers).
 */
type Tree = { [key: string]: string | Tree };
const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : values(value)));

const root = join(__dirname, "..");
/** Not texts of the site: the old texts a revision replaces, and words visitors type that search matches. */
const skipped = new Set(["src/cms/seed/revisions.ts", "src/cms/seed/search-terms.ts", "src/payload-types.ts"]);
function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return path.endsWith("/migrations") ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !skipped.has(path) ? [path] : [];
  });
}
const ARABIC = /[\u0600-\u06FF]/;
/** Every string literal of a source file that holds Arabic, with its file. */
const sourceTexts = sources("src").flatMap((path) =>
  [...readFileSync(join(root, path), "utf8").matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)]
    .map((match) => match[1] ?? match[2] ?? "")
    .filter((text) => ARABIC.test(text))
    .map((text) => ({ where: path, text })),
);
const messageTexts = values(ar as Tree).map((text) => ({ where: "messages/ar.json", text }));
const mailTexts = values(ackText.ar as unknown as Tree).map((text) => ({
  where: "src/domain/leads/mail-text.ts",
  text,
}));

const rules = [...glossary.terms, ...glossary.conventions];

describe("the Arabic glossary", () => {
  it("reads Arabic texts from the sources, the messages and the mails", () => {
    expect(sourceTexts.length).toBeGreaterThan(1000);
    expect(sourceTexts.some(({ where }) => where === "src/cms/seed/pages/home.ts")).toBe(true);
    expect(messageTexts.length).toBeGreaterThan(400);
  });

  it("finds no form that the glossary says to avoid", () => {
    const found: string[] = [];
    for (const rule of rules) {
      for (const pattern of ("avoid" in rule ? rule.avoid : []) ?? []) {
        const avoid = new RegExp(pattern);
        for (const { where, text } of [...messageTexts, ...mailTexts, ...sourceTexts]) {
          if (avoid.test(text)) found.push(`${where}: /${pattern}/ in «${text}»`);
        }
      }
      for (const exact of ("avoidExact" in rule ? rule.avoidExact : []) ?? []) {
        for (const { where, text } of [...messageTexts, ...mailTexts]) {
          if (text === exact) found.push(`${where}: «${text}»`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("names one Arabic term per idea, each idea once", () => {
    const ideas = glossary.terms.map((term) => term.idea);
    expect(new Set(ideas).size).toBe(ideas.length);
    for (const term of glossary.terms) expect(term.ar, term.idea).toMatch(ARABIC);
  });
});
