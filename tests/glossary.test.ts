import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ackText } from "@/domain/leads/mail-text";
import ar from "../messages/ar.json";

/**
 * The settled Arabic terms (messages/glossary.md) hold everywhere a visitor or an editor reads Arabic: the
 * messages, the mails, and every Arabic text in the sources (the CMS seed, the admin's labels, the advisor's answers).
 */
const root = join(__dirname, "..");
const glossary = readFileSync(join(root, "messages/glossary.md"), "utf8");
/** The rows of the glossary's tables (header and separator rows left out), each as its cells. */
const rows = glossary
  .split("\n")
  .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
  .map((line) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
  .filter((cells) => cells[0] !== "Idea" && cells[0] !== "Rule");
/** The forms to avoid: the code spans of each row's last cell; "=…" a whole text. */
const avoided = rows.flatMap((cells) =>
  [...cells.at(-1)!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\\\|/g, "|")),
);

type Tree = { [key: string]: string | Tree };
const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : values(value)));

/** Not texts of the site: the old texts a revision replaces, and words visitors type that search matches. */
const skipped = new Set(["src/cms/seed/search-terms.ts", "src/payload-types.ts"]);
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

describe("the Arabic glossary", () => {
  it("reads Arabic texts from the sources, the messages and the mails", () => {
    expect(sourceTexts.length).toBeGreaterThan(1000);
    expect(sourceTexts.some(({ where }) => where === "src/cms/seed/pages/home.ts")).toBe(true);
    expect(messageTexts.length).toBeGreaterThan(400);
  });

  it("finds no form that the glossary says to avoid", () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(avoided).toContain("أونلاين");
    expect(avoided).toContain("امتحان\\S*\\s+(?:IELTS|TOEFL|الآيلتس|التوفل)");
    const found: string[] = [];
    for (const form of avoided) {
      if (form.startsWith("=")) {
        for (const { where, text } of [...messageTexts, ...mailTexts]) {
          if (text === form.slice(1)) found.push(`${where}: «${text}»`);
        }
        continue;
      }
      const avoid = new RegExp(form);
      for (const { where, text } of [...messageTexts, ...mailTexts, ...sourceTexts]) {
        if (avoid.test(text)) found.push(`${where}: /${form}/ in «${text}»`);
      }
    }
    expect(found).toEqual([]);
  });

  it("names the Arabic term of each idea, each idea once", () => {
    const terms = rows.filter((cells) => cells.length === 4);
    const ideas = terms.map((cells) => cells[0]);
    expect(new Set(ideas).size).toBe(ideas.length);
    for (const [idea, , arabic] of terms) expect(arabic, idea).toMatch(ARABIC);
  });
});
