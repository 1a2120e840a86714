import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";

/**
 * Arabic counts agree with their noun (CLDR plural categories: 3-10 take the plural, 11-99 the singular
 * accusative, 100 and over the singular): "10 مقاعد", "12 مقعدًا", "100 مقعد", never "10 مقعدًا".
 */
describe("Arabic counts and nouns", () => {
  const t = createTranslator({ locale: "ar", messages: ar });

  it("says how many seats are taken with the noun the total needs", () => {
    const seats = (total: number) => t("Schedule.seats", { taken: 4, total });
    expect(seats(10)).toBe("حُجز 4 من 10 مقاعد");
    expect(seats(12)).toBe("حُجز 4 من 12 مقعدًا");
    expect(seats(100)).toBe("حُجز 4 من 100 مقعد");
    expect(seats(2)).toBe("حُجز 4 من مقعدين");
  });

  it("counts hours and stages the same way", () => {
    expect(t("PathPage.acrossStages", { count: 3 })).toBe("موزعة على 3 مراحل");
    expect(t("PathPage.acrossStages", { count: 12 })).toBe("موزعة على 12 مرحلة");
  });

  it("counts a path's hours on its sharing card by the same rules", () => {
    expect(t("ShareCard.pathFacts", { hours: 168, stages: 6 })).toBe("168 ساعة تدريبية في 6 مراحل");
    expect(t("ShareCard.pathFacts", { hours: 8, stages: 2 })).toBe("8 ساعات تدريبية في مرحلتين");
    expect(t("ShareCard.pathFacts", { hours: 105, stages: 11 })).toBe("105 ساعات تدريبية في 11 مرحلة");
  });
});
