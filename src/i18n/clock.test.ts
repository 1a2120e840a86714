import { describe, expect, it } from "vitest";
import { formatClockTime } from "./clock";

describe("formatClockTime", () => {
  it("writes the office hours as the contact page always did", () => {
    expect([formatClockTime("en", "09:00"), formatClockTime("en", "18:00")]).toEqual(["09 AM", "06 PM"]);
    expect([formatClockTime("ar", "09:00"), formatClockTime("ar", "18:00")]).toEqual(["9 صباحًا", "6 مساءً"]);
  });

  it("shows minutes only when there are some, in Western digits", () => {
    expect(formatClockTime("en", "09:30")).toBe("09:30 AM");
    expect(formatClockTime("ar", "16:45")).toMatch(/^4:45 /);
  });
});
