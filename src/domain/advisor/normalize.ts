import { normalize } from "../../lib/normalize";

export { normalize };

const ARABIC_PREFIXES = ["وال", "بال", "كال", "فال", "لل", "ال", "و", "ب", "ل"];
const STOP = new Set([
  "i",
  "a",
  "an",
  "the",
  "to",
  "for",
  "of",
  "in",
  "on",
  "and",
  "or",
  "is",
  "are",
  "be",
  "want",
  "would",
  "like",
  "which",
  "what",
  "how",
  "do",
  "does",
  "can",
  "you",
  "me",
  "my",
  "course",
  "courses",
  "become",
  "learn",
  "about",
  "with",
  "get",
  "انا",
  "اريد",
  "عايز",
  "عاوز",
  "ما",
  "هي",
  "هو",
  "في",
  "من",
  "الى",
  "علي",
  "عن",
  "اي",
  "ايه",
  "كيف",
  "هل",
  "لي",
  "ان",
  "دوره",
  "دورات",
  "اتعلم",
  "تعلم",
  "ابغي",
  "محتاج",
  "اصبح",
  "اكون",
]);

/** Normalised, de-duplicated search tokens (Arabic clitic prefixes and English plural -s stripped). */
export function tokens(text: string): string[] {
  const out = new Set<string>();
  for (let word of normalize(text).split(" ")) {
    if (!word || STOP.has(word)) continue;
    if (/^[\u0600-\u06FF]+$/.test(word)) {
      for (const prefix of ARABIC_PREFIXES) {
        if (word.startsWith(prefix) && word.length - prefix.length >= 3) {
          word = word.slice(prefix.length);
          break;
        }
      }
    } else if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) {
      word = word.slice(0, -1);
    }
    if (!STOP.has(word) && word.length > 1) out.add(word);
  }
  return [...out];
}

export function isArabic(text: string): boolean {
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return arabic > 0 && arabic >= latin / 2;
}
