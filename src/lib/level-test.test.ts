import { describe, expect, it } from "vitest";
import { testQuestions } from "@/cms/seed/data/test-questions";
import {
  answerBand,
  cefrBands,
  decodeAnswers,
  encodeAnswers,
  noAnswers,
  progress,
  rightNeeded,
  stageFor,
  summary,
  type Answers,
  type Band,
  type ScoredQuestion,
} from "./level-test";

/** A bank of `perBand` questions per band, ids 1…, each with four options and option 1 right. */
function bank(perBand = 8): ScoredQuestion[] {
  return cefrBands.flatMap((level, b) =>
    Array.from({ length: perBand }, (_, i) => ({
      id: b * perBand + i + 1,
      level,
      answer: 1,
      options: ["a", "b", "c", "d"],
    })),
  );
}

/** Answers with `right[i]` questions right in band i (the rest answered wrong), for the bands listed. */
function answered(questions: ScoredQuestion[], right: number[]): Answers {
  const chosen = new Map<number, number>();
  right.forEach((count, b) => {
    questions
      .filter((q) => q.level === cefrBands[b])
      .forEach((q, i) => chosen.set(q.id, i < count ? q.answer : (q.answer + 1) % 4));
  });
  return { bandsDone: right.length, chosen };
}

describe("the level test's bands", () => {
  const questions = bank();

  it("passes a band with 60 % right: 5 of 8, 3 of 5, 6 of 10", () => {
    expect([rightNeeded(8), rightNeeded(5), rightNeeded(10)]).toEqual([5, 3, 6]);
  });

  it("starts at A1 and moves up while each band is passed", () => {
    expect(progress(questions, noAnswers)).toEqual({ scores: [], level: "pre-A1", next: "A1" });
    const two = progress(questions, answered(questions, [8, 5]));
    expect(two.level).toBe("A2");
    expect(two.next).toBe("B1");
  });

  it("stops at the first band failed: the level is the band before it", () => {
    const result = progress(questions, answered(questions, [8, 7, 4]));
    expect(result.next).toBeUndefined();
    expect(result.level).toBe("A2");
    expect(result.scores.map((s) => [s.band, s.right, s.passed])).toEqual([
      ["A1", 8, true],
      ["A2", 7, true],
      ["B1", 4, false],
    ]);
  });

  it("gives pre-A1 when A1 is failed, and C1 when every band is passed", () => {
    expect(progress(questions, answered(questions, [4])).level).toBe("pre-A1");
    const top = progress(questions, answered(questions, [8, 8, 8, 8, 5]));
    expect(top).toMatchObject({ level: "C1", next: undefined });
  });

  it("counts a question left unanswered as wrong", () => {
    const answers = answered(questions, [8]);
    const chosen = new Map(answers.chosen);
    [1, 2, 3, 4].forEach((id) => chosen.delete(id));
    expect(progress(questions, { bandsDone: 1, chosen }).scores[0]).toMatchObject({ right: 4, passed: false });
  });

  it("skips a band without questions", () => {
    const noB2 = questions.filter((q) => q.level !== "B2");
    expect(progress(noB2, answered(noB2, [8, 8, 8])).next).toBe("C1");
  });

  it("names the General English stage to start at", () => {
    const stage = (right: number[]) => stageFor(progress(questions, answered(questions, right)));
    expect(stage([3])).toBe("starter-a1");
    expect(stage([8, 2])).toBe("elementary-a2");
    expect(stage([8, 8, 1])).toBe("pre-intermediate-b1");
    expect(stage([8, 8, 8, 3])).toBe("intermediate-b1plus");
    expect(stage([8, 8, 8, 4])).toBe("upper-intermediate-b2");
    expect(stage([8, 8, 8, 8, 2])).toBe("advanced-c1");
    expect(stage([8, 8, 8, 8, 8])).toBe("advanced-c1");
  });

  it("sums up the scores for the desk", () => {
    expect(summary(progress(questions, answered(questions, [8, 6, 3])).scores)).toBe("A1 8/8 · A2 6/8 · B1 3/8");
  });
});

describe("a page of answers", () => {
  const questions = bank(3);
  const form = (band: Band, options: number[], first: number) =>
    Object.fromEntries([["band", band], ...options.map((o, i) => [`q${first + i}`, String(o)])]);

  it("adds the next band's answers", () => {
    const step = answerBand(questions, noAnswers, form("A1", [1, 0, 1], 1));
    expect(step).toEqual({
      answers: {
        bandsDone: 1,
        chosen: new Map([
          [1, 1],
          [2, 0],
          [3, 1],
        ]),
      },
    });
  });

  it("refuses a question left blank, an option that does not exist, and a band out of turn", () => {
    expect(answerBand(questions, noAnswers, form("A1", [1, 0], 1))).toEqual({ error: "answers.missing" });
    expect(answerBand(questions, noAnswers, form("A1", [1, 0, 4], 1))).toEqual({ error: "answers.invalid" });
    expect(answerBand(questions, noAnswers, { ...form("A1", [1, 0, 1], 1), q3: "-1" })).toEqual({
      error: "answers.invalid",
    });
    expect(answerBand(questions, noAnswers, form("A2", [1, 1, 1], 4))).toEqual({ error: "answers.invalid" });
  });

  it("refuses answers once the test is over", () => {
    const over = answerBand(questions, noAnswers, form("A1", [0, 0, 0], 1));
    expect("answers" in over && progress(questions, over.answers).next).toBe(undefined);
    if ("answers" in over)
      expect(answerBand(questions, over.answers, form("A2", [1, 1, 1], 4))).toEqual({
        error: "answers.invalid",
      });
  });
});

describe("the answers in the test's address", () => {
  it("round-trips", () => {
    const answers: Answers = {
      bandsDone: 2,
      chosen: new Map([
        [14, 1],
        [15, 3],
        [120, 0],
      ]),
    };
    expect(encodeAnswers(answers)).toBe("2:14-1.15-3.120-0");
    expect(decodeAnswers(encodeAnswers(answers))).toEqual(answers);
    expect(decodeAnswers("0:")).toEqual(noAnswers);
  });

  it("rejects anything else", () => {
    for (const bad of [
      "",
      "x",
      "2",
      "9:1-1",
      "2:1-1.1-2",
      "2:1-12",
      "2:a-1",
      "2:1-1.",
      42,
      null,
      `1:${"1-1.".repeat(300)}1-1`,
    ])
      expect(decodeAnswers(bad), String(bad)).toBeUndefined();
  });
});

describe("the seeded question bank", () => {
  it("has at least 30 questions, eight per band from A1 to C1, each with one right option among four", () => {
    expect(testQuestions.length).toBeGreaterThanOrEqual(30);
    for (const band of cefrBands) expect(testQuestions.filter((q) => q.level === band).length, band).toBe(8);
    for (const q of testQuestions) {
      expect(new Set(q.options.map((o) => o.toLowerCase())).size, q.key).toBe(4);
      expect(q.options[q.answer], q.key).toBeTruthy();
      expect(q.explanation.en && q.explanation.ar, q.key).toBeTruthy();
      if (q.skill === "reading") expect(q.passage, q.key).toBeTruthy();
    }
    expect(new Set(testQuestions.map((q) => q.key)).size).toBe(testQuestions.length);
  });

  it("puts the right option in every position about as often, so guessing one position scores nothing", () => {
    const counts = [0, 1, 2, 3].map((i) => testQuestions.filter((q) => q.answer === i).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    // Always choosing the first option passes no band.
    const seeded = testQuestions.map((q, i) => ({ id: i + 1, level: q.level, answer: q.answer, options: q.options }));
    const first = new Map(seeded.map((q) => [q.id, 0]));
    expect(progress(seeded, { bandsDone: 1, chosen: first }).level).toBe("pre-A1");
  });
});
