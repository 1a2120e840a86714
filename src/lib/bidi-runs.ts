import bidiFactory from "bidi-js";

/** A piece of a right-to-left paragraph: one Arabic word, or a whole left-to-right run ("Power BI", "1996"). */
export interface BidiPiece {
  text: string;
  rtl: boolean;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/**
 * Splits a right-to-left paragraph into the pieces that, laid out one after the other from the right (a
 * wrapping `flex-direction: row-reverse`), show it in Unicode bidirectional order: each right-to-left word is
 * a piece of its own (lines may break between them), and each left-to-right run (Latin words, numbers, and the
 * spaces and neutral marks the Unicode algorithm gives them) stays one piece in its own reading order.
 * For drawing Arabic where the renderer lays words out left to right (the sharing cards: satori).
 */
export function rtlPieces(text: string): BidiPiece[] {
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text, "rtl");
  const pieces: BidiPiece[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    // A word is left to right if any of its characters is (a Latin word with an Arabic comma after it).
    let rtl = true;
    for (let i = start; i < end; i++) if (levels[i]! % 2 === 0) rtl = false;
    const last = pieces.at(-1);
    const gapIsLtr = [...Array(start - previousEnd).keys()].every((i) => levels[previousEnd + i]! % 2 === 0);
    if (last && !last.rtl && !rtl && gapIsLtr) last.text += text.slice(previousEnd, end);
    else pieces.push({ text: match[0], rtl });
    previousEnd = end;
  }
  return pieces;
}
