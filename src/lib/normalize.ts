/**
 * Text normalisation for matching what a person typed to the catalogue in both languages (the advisor's
 * search, the plan builder's filter, course names saved by the old site). Arabic: alef forms
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
