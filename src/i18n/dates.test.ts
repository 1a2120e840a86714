import { describe, expect, it } from "vitest";
import { dayKey, formatDay, formatMonth, formatNumber, startOfDayInCairo } from "./dates";

describe("dates in the page's language", () => {
  it("writes Arabic month names with Western digits, and English ones", () => {
    const date = "2026-12-06T10:00:00.000Z";
    expect(formatDay("ar", date)).toContain("ديسمبر");
    expect(formatDay("ar", date)).toMatch(/6/);
    expect(formatDay("ar", date)).not.toMatch(/[٠-٩]/);
    expect(formatDay("en", date)).toBe("Sunday, 6 December 2026");
    expect(formatMonth("ar", "2027-01")).toBe("يناير 2027");
    expect(formatMonth("en", "2027-01")).toBe("January 2027");
    expect(formatNumber("ar", 12500)).toBe("12,500");
  });

  it("takes the day in Alexandria, not in UTC", () => {
    // 23:30 UTC on 5 December is 6 December in Cairo (UTC+2).
    expect(dayKey("2026-12-05T23:30:00.000Z")).toBe("2026-12-06");
    const start = startOfDayInCairo(new Date("2026-12-06T15:00:00.000Z"));
    expect(start.toISOString()).toBe("2026-12-05T22:00:00.000Z");
    expect(dayKey(start)).toBe("2026-12-06");
  });
});
