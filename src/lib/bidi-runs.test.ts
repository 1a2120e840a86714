import { describe, expect, it } from "vitest";
import { rtlPieces } from "./bidi-runs";

describe("rtlPieces", () => {
  it("gives each Arabic word a piece of its own", () => {
    expect(rtlPieces("اصنع مستقبلك بإتقان")).toEqual([
      { text: "اصنع", rtl: true },
      { text: "مستقبلك", rtl: true },
      { text: "بإتقان", rtl: true },
    ]);
  });

  it("keeps a run of Latin words together, in its own order", () => {
    expect(rtlPieces("أخصائي Microsoft Power BI في الإسكندرية")).toEqual([
      { text: "أخصائي", rtl: true },
      { text: "Microsoft Power BI", rtl: false },
      { text: "في", rtl: true },
      { text: "الإسكندرية", rtl: true },
    ]);
  });

  it("keeps a neutral mark between two Latin words inside their run", () => {
    expect(rtlPieces("التحضير لاختبار IELTS / TOEFL")).toEqual([
      { text: "التحضير", rtl: true },
      { text: "لاختبار", rtl: true },
      { text: "IELTS / TOEFL", rtl: false },
    ]);
  });

  it("does not join a number to the Latin words after a neutral mark (numbers act as right to left for neutrals)", () => {
    expect(rtlPieces("منذ 1996 · IELTS")).toEqual([
      { text: "منذ", rtl: true },
      { text: "1996", rtl: false },
      { text: "·", rtl: true },
      { text: "IELTS", rtl: false },
    ]);
  });

  it("gives nothing for blank text", () => {
    expect(rtlPieces("  ")).toEqual([]);
  });
});
