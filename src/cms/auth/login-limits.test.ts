import { describe, expect, it } from "vitest";
import { tooManyAttemptsMessage } from "./login-limits";

describe("the refusal after too many sign-in attempts", () => {
  it("counts the minutes in Arabic by the plural rules", () => {
    expect(tooManyAttemptsMessage("ar", 30)).toContain("بعد دقيقة واحدة،");
    expect(tooManyAttemptsMessage("ar", 120)).toContain("بعد دقيقتين،");
    expect(tooManyAttemptsMessage("ar", 15 * 60)).toContain("بعد 15 دقيقة،");
    expect(tooManyAttemptsMessage("ar", 5 * 60)).toContain("بعد 5 دقائق،");
  });

  it("counts them in English too, rounding a part minute up", () => {
    expect(tooManyAttemptsMessage("en", 61)).toContain("Try again in 2 minutes,");
    expect(tooManyAttemptsMessage(undefined, 1)).toContain("Try again in 1 minute,");
  });
});
