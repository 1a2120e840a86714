import bidi from "bidi-js";
import { describe, expect, it } from "vitest";
import { testQuestions } from "@/cms/seed/data/test-questions";
import { latinRuns } from "./latin-runs";

const LRI = "\u2066";
const PDI = "\u2069";

/** The text as a right-to-left paragraph shows it, left to right on the screen (Unicode's bidi algorithm). */
function shown(text: string): string {
  const engine = bidi();
  const levels = engine.getEmbeddingLevels(text, "rtl");
  return engine.getReorderedString(text, levels);
}
/** The text with each Latin run isolated, as the result page renders it with <bdi dir="ltr">. */
const isolated = (text: string) =>
  latinRuns(text)
    .map((run) => (run.latin ? `${LRI}${run.text}${PDI}` : run.text))
    .join("");

describe("Latin runs in an Arabic text", () => {
  const teaQuestion = "يبدأ السؤال في المضارع البسيط مع you بـ Do، فنقول Do you like tea?";

  it("cuts out each English word or sentence with its question mark, and leaves a final full stop to the Arabic", () => {
    expect(
      latinRuns(teaQuestion)
        .filter((run) => run.latin)
        .map((run) => run.text),
    ).toEqual(["you", "Do", "Do you like tea?"]);
    expect(latinRuns("فنقول Karim goes.").map((run) => run.text)).toEqual(["فنقول ", "Karim goes", "."]);
    expect(latinRuns("نص عربي فقط")).toEqual([{ text: "نص عربي فقط", latin: false }]);
    expect(
      latinRuns(teaQuestion)
        .map((run) => run.text)
        .join(""),
    ).toBe(teaQuestion);
  });

  it("keeps the question mark at the end of the English sentence once isolated (it moved to its start before)", () => {
    expect(shown(teaQuestion)).toContain("?Do you like tea");
    expect(shown(isolated(teaQuestion))).toContain("Do you like tea?");
  });

  it("shows every English quotation of the level test's Arabic explanations in its own order", () => {
    for (const question of testQuestions) {
      const text = isolated(question.explanation.ar);
      for (const run of latinRuns(question.explanation.ar).filter((part) => part.latin)) {
        expect(shown(text), question.explanation.ar).toContain(run.text);
      }
    }
  });
});
