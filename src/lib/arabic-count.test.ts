import { describe, expect, it } from "vitest";
import { arabicCount } from "./arabic-count";

const hours = { one: "ساعة واحدة", two: "ساعتان", few: "{n} ساعات", many: "{n} ساعة", other: "{n} ساعة" };

describe("an Arabic count agrees with its noun", () => {
  it.each([
    [1, "ساعة واحدة"],
    [2, "ساعتان"],
    [5, "5 ساعات"],
    [10, "10 ساعات"],
    [11, "11 ساعة"],
    [24, "24 ساعة"],
    [100, "100 ساعة"],
    [103, "103 ساعات"],
    [2.5, "2.5 ساعة"],
  ])("%s → %s", (n, text) => {
    expect(arabicCount(n, hours)).toBe(text);
  });
});
