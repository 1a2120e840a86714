import type { L10n } from "@/content/schema";

/** Payload's rich text (Lexical) of plain paragraphs. */
function lexical(paragraphs: readonly string[]) {
  return {
    root: {
      type: "root",
      format: "",
      indent: 0,
      version: 1,
      direction: null,
      children: paragraphs.map((text) => ({
        type: "paragraph",
        format: "",
        indent: 0,
        version: 1,
        direction: null,
        textFormat: 0,
        children: [{ type: "text", text, format: 0, detail: 0, mode: "normal", style: "", version: 1 }],
      })),
    },
  };
}

/** A rich text of plain paragraphs in both languages, for a localized rich text field of the seed. */
export const richText = (paragraphs: readonly L10n[]) => ({
  en: lexical(paragraphs.map((text) => text.en)),
  ar: lexical(paragraphs.map((text) => text.ar)),
});
