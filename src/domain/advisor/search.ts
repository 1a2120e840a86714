import { tokens } from "./normalize";
import type { AdvisorEntry } from "./types";

export interface Match {
  entry: AdvisorEntry;
  score: number;
}

const frequencies = new WeakMap<AdvisorEntry[], Map<string, number>>();

/** In how many entries' titles and aliases each word appears: common words ("management", "exam") weigh less. */
function titleFrequency(entries: AdvisorEntry[]): Map<string, number> {
  let df = frequencies.get(entries);
  if (!df) {
    df = new Map();
    for (const entry of entries) for (const word of new Set(entry.strong)) df.set(word, (df.get(word) ?? 0) + 1);
    frequencies.set(entries, df);
  }
  return df;
}

/** Ranks catalogue entries for a question (both languages): distinctive title and alias words weigh most. */
export function searchCatalog(entries: AdvisorEntry[], question: string, limit = 3): Match[] {
  const words = tokens(question);
  if (words.length === 0) return [];
  const df = titleFrequency(entries);
  const matches: Match[] = [];
  for (const entry of entries) {
    let score = 0;
    for (const word of words) {
      if (entry.strong.includes(word)) score += (df.get(word) ?? 1) <= 2 ? 3 : 1.5;
      else if (
        word.length >= 4 &&
        entry.strong.some((k) => k.length >= 4 && (k.startsWith(word) || word.startsWith(k)))
      )
        score += 2;
      else if (entry.weak.includes(word)) score += 1;
    }
    // Paths are the richer answer when a path and a course match equally.
    if (score > 0) matches.push({ entry, score: score + (entry.kind === "path" ? 0.5 : 0) });
  }
  matches.sort((a, b) => b.score - a.score);
  const best = matches[0]?.score ?? 0;
  // Keep answers focused: only entries close to the best one.
  return matches.filter((m) => m.score >= Math.max(2, best * 0.7)).slice(0, limit);
}
