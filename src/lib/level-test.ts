/**
 * The English level test's scoring: rising bands (A1 to C1), one page each. A band is passed with at least 60 % of
 * its questions right; the test stops at the first band failed, and the level is the last band passed. No
 * framework here: the page, the endpoint and the lead use the same rules.
 */

export const cefrBands = ["A1", "A2", "B1", "B2", "C1"] as const;
export type Band = (typeof cefrBands)[number];
/** The result: a band, or "pre-A1" when the first band was not passed. */
export type Level = Band | "pre-A1";

export const skills = ["grammar", "vocabulary", "reading"] as const;
export type Skill = (typeof skills)[number];

/** Share of a band's questions to get right to pass it. */
export const PASS_SHARE = 0.6;

/** A question as scoring needs it: its band and the index of its right option. */
export interface ScoredQuestion {
  id: number;
  level: Band;
  answer: number;
  options: readonly unknown[];
}

/** The visitor's answers so far: the bands done (in order, from A1), and the option chosen per question id. */
export interface Answers {
  bandsDone: number;
  chosen: ReadonlyMap<number, number>;
}

export interface BandScore {
  band: Band;
  total: number;
  right: number;
  passed: boolean;
}

export interface Progress {
  scores: BandScore[];
  /** The next band to take, or undefined when the test is over. */
  next?: Band;
  level: Level;
}

export const rightNeeded = (total: number): number => Math.ceil(total * PASS_SHARE);

/** The bands that have questions, in rising order. */
export function bandsOf(bank: readonly ScoredQuestion[]): Band[] {
  return cefrBands.filter((band) => bank.some((q) => q.level === band));
}

/** Scores the bands done and says what comes next. A question not answered counts as wrong. */
export function progress(bank: readonly ScoredQuestion[], answers: Answers): Progress {
  const bands = bandsOf(bank);
  const scores: BandScore[] = [];
  let level: Level = "pre-A1";
  for (const band of bands.slice(0, answers.bandsDone)) {
    const questions = bank.filter((q) => q.level === band);
    const right = questions.filter((q) => answers.chosen.get(q.id) === q.answer).length;
    const passed = right >= rightNeeded(questions.length);
    scores.push({ band, total: questions.length, right, passed });
    if (!passed) return { scores, level };
    level = band;
  }
  return { scores, level, next: bands[answers.bandsDone] };
}

/**
 * The General English stage to start at (the seeded stages' slugs), with the bands' scores: the stage above the
 * level reached; a B1 with half of B2 right starts at Upper-Intermediate rather than Intermediate.
 */
export function stageFor(result: Progress): string {
  switch (result.level) {
    case "pre-A1":
      return "starter-a1";
    case "A1":
      return "elementary-a2";
    case "A2":
      return "pre-intermediate-b1";
    case "B1": {
      const b2 = result.scores.find((s) => s.band === "B2");
      return b2 && b2.right * 2 >= b2.total ? "upper-intermediate-b2" : "intermediate-b1plus";
    }
    case "B2":
    case "C1":
      return "advanced-c1";
  }
}

/** "A1 7/8 · A2 6/8 · B1 3/8": what the desk and the provider's mail show of a result. */
export function summary(scores: readonly BandScore[]): string {
  return scores.map((s) => `${s.band} ${s.right}/${s.total}`).join(" · ");
}

/** The most questions a test carries (the bank's size is up to the editors; this bounds what a visitor sends). */
export const MAX_ANSWERS = 200;
const STATE = /^([0-9]):((?:[0-9]{1,9}-[0-9](?:\.[0-9]{1,9}-[0-9])*)?)$/;

/**
 * The answers as the test's address carries them from page to page ("2:14-1.15-3": two bands done, question 14
 * answered with option 1, question 15 with option 3). The server scores them again at every step, and signs them
 * (src/content/level-test-state.ts): an address written by hand would otherwise claim answers never given, and
 * the result's review would show the right option of every question it claims was missed.
 */
export function encodeAnswers({ bandsDone, chosen }: Answers): string {
  return `${bandsDone}:${[...chosen].map(([id, option]) => `${id}-${option}`).join(".")}`;
}

export function decodeAnswers(value: unknown): Answers | undefined {
  if (typeof value !== "string" || value.length > MAX_ANSWERS * 12) return undefined;
  const match = STATE.exec(value);
  if (!match) return undefined;
  const bandsDone = Number(match[1]);
  if (bandsDone > cefrBands.length) return undefined;
  const pairs = match[2] ? match[2].split(".") : [];
  if (pairs.length > MAX_ANSWERS) return undefined;
  const chosen = new Map<number, number>();
  for (const pair of pairs) {
    const [id, option] = pair.split("-").map(Number) as [number, number];
    if (chosen.has(id)) return undefined;
    chosen.set(id, option);
  }
  return { bandsDone, chosen };
}

/** The start of the test: nothing answered. */
export const noAnswers: Answers = { bandsDone: 0, chosen: new Map() };

export type BandError = "answers.missing" | "answers.invalid";

/**
 * Adds one page of answers (the form's fields "q<id>" = the option's index) to the answers so far. Refused: a
 * test that is over, a page that is not the next band's, an option that does not exist, or a question left blank.
 */
export function answerBand(
  bank: readonly ScoredQuestion[],
  answers: Answers,
  form: Readonly<Record<string, unknown>>,
): { answers: Answers } | { error: BandError } {
  const { next } = progress(bank, answers);
  if (!next || form.band !== next) return { error: "answers.invalid" };
  const chosen = new Map(answers.chosen);
  for (const question of bank.filter((q) => q.level === next)) {
    const value = form[`q${question.id}`];
    if (value === undefined || value === "") return { error: "answers.missing" };
    const option = typeof value === "string" && /^[0-9]$/.test(value) ? Number(value) : -1;
    if (option < 0 || option >= question.options.length) return { error: "answers.invalid" };
    chosen.set(question.id, option);
  }
  return { answers: { bandsDone: answers.bandsDone + 1, chosen } };
}

/** The test's page for these answers (without the language prefix): the next part's, or the result's. */
export function levelTestHref(state: string, finished: boolean): string {
  return `${finished ? "/english-test/result" : "/english-test/take"}?s=${encodeURIComponent(state)}`;
}
