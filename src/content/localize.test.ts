import { describe, expect, it } from "vitest";
import { localize } from "./localize";

describe("localize", () => {
  it("resolves nested bilingual texts to one language and keeps other values", () => {
    const value = {
      title: { en: "Hours", ar: "ساعات" },
      hours: 24,
      points: [{ en: "One", ar: "واحد" }],
      nested: { tag: "it", label: { en: "IT", ar: "تكنولوجيا المعلومات" } },
    };
    expect(localize(value, "ar")).toEqual({
      title: "ساعات",
      hours: 24,
      points: ["واحد"],
      nested: { tag: "it", label: "تكنولوجيا المعلومات" },
    });
    expect(localize(value, "en").points).toEqual(["One"]);
  });

  it("does not mistake an object with more keys for a bilingual text", () => {
    const value = { en: "a", ar: "b", extra: "c" };
    expect(localize(value, "en")).toEqual(value);
  });
});
