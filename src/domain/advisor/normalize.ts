/**
 * Text normalisation for matching questions to the catalogue in both languages. Arabic: alef forms
 * (أ إ آ ٱ) become ا, ta marbuta ة becomes ه, alef maqsura ى becomes ي, diacritics and tatweel are
 * removed; Arabic-Indic digits become 0-9. Latin: lower case, accents removed.
 */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, "") // tashkeel and Quranic marks
    .replace(/\u0640/g, "") // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627") // alef forms
    .replace(/\u0629/g, "\u0647") // ta marbuta
    .replace(/\u0649/g, "\u064A") // alef maqsura
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u0300-\u036f]/g, "") // Latin accents after NFKD
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

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
