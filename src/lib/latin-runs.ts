/**
 * An English word, phrase or sentence quoted inside an Arabic text, with the question or exclamation mark that ends
 * it. A full stop after it is left out: in "فنقول Karim goes." it ends the Arabic sentence.
 */
const LATIN_RUN = /[A-Za-z](?:[A-Za-z0-9'’ ,.-]*[A-Za-z0-9])?[?!]*/g;

export type TextRun = { text: string; latin: boolean };

/**
 * An Arabic text cut into its Latin runs and the text between them, for the runs to be isolated left to right
 * (`<bdi dir="ltr">`). In a right-to-left paragraph a "?" at the end of an English run takes the paragraph's direction
 * and shows at the run's left, so "Do you like tea?" reads "?Do you like tea"; isolated, it stays at the end.
 */
export function latinRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), latin: false });
    runs.push({ text: match[0], latin: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), latin: false });
  return runs;
}
