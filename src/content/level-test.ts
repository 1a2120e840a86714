import "server-only";
import { cache } from "react";
import type { TestQuestion } from "@/payload-types";
import type { Locale } from "@/i18n/locales";
import { cefrBands, type Band, type ScoredQuestion, type Skill } from "@/lib/level-test";
import { readDocs } from "./read";

/** A question as the test's page shows it: never its right option (that stays on the server). */
export interface TestQuestionView {
  id: number;
  level: Band;
  skill: Skill;
  passage?: string;
  question: string;
  options: string[];
}

/** A question with what only the server and the results know: its right option and its explanation. */
export interface BankQuestion extends TestQuestionView, Omit<ScoredQuestion, "options"> {
  explanation: string;
}

const isBand = (value: unknown): value is Band => cefrBands.includes(value as Band);

function bankQuestion(doc: TestQuestion): BankQuestion | undefined {
  const options = (doc.options ?? []).map((option) => option.text);
  const answer = (doc.options ?? []).findIndex((option) => option.correct === true);
  if (!isBand(doc.level) || answer < 0 || options.length < 2) return undefined;
  return {
    id: doc.id,
    level: doc.level,
    skill: doc.skill,
    passage: doc.passage?.trim() || undefined,
    question: doc.question,
    options,
    answer,
    explanation: doc.explanation ?? "",
  };
}

/**
 * The published question bank, with the explanations in one language, in test order (band, then the editors'
 * order). Read through the site's one cached read path; a publish in `test-questions` renews it.
 */
export const getQuestionBank = cache(async (locale: Locale): Promise<BankQuestion[]> => {
  const { docs } = await readDocs("test-questions", locale, { limit: 1000, pagination: false, depth: 0 });
  return docs
    .map(bankQuestion)
    .filter((q): q is BankQuestion => q !== undefined)
    .sort(
      (a, b) =>
        cefrBands.indexOf(a.level) - cefrBands.indexOf(b.level) ||
        orderOf(docs, a.id) - orderOf(docs, b.id) ||
        a.id - b.id,
    );
});

function orderOf(docs: TestQuestion[], id: number): number {
  return docs.find((doc) => doc.id === id)?.order ?? 100;
}

/** What a browser may see of a question. */
export function questionView({ id, level, skill, passage, question, options }: BankQuestion): TestQuestionView {
  return { id, level, skill, passage, question, options };
}
