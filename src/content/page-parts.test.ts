import { describe, expect, it } from "vitest";
import { fillPlaceholders, statViews } from "./page-parts";

describe("fillPlaceholders", () => {
  it("puts each value in place of its placeholder, in both languages", () => {
    expect(fillPlaceholders("A member of {group}", { group: "Example Group" })).toBe("A member of Example Group");
    expect(fillPlaceholders("عضو في {group}", { group: "مجموعة" })).toBe("عضو في مجموعة");
    expect(fillPlaceholders("{brand}: {brand}", { brand: "X" })).toBe("X: X");
  });

  it("leaves text without placeholders, and unknown placeholders, as written", () => {
    expect(fillPlaceholders("About Us", { brand: "X" })).toBe("About Us");
    expect(fillPlaceholders("A member of {gruop}", { group: "G" })).toBe("A member of {gruop}");
    expect(fillPlaceholders("{toString}", {})).toBe("{toString}");
  });

  it("does not read replacement patterns in the values", () => {
    expect(fillPlaceholders("by {brand}", { brand: "$& $1 $$" })).toBe("by $& $1 $$");
  });
});

describe("row views", () => {
  it("keep only what the components show, and read a missing list as empty", () => {
    expect(statViews([{ value: "95%", label: "Success Rate", id: "a" } as never])).toEqual([
      { value: "95%", label: "Success Rate" },
    ]);
    expect(statViews(null)).toEqual([]);
  });
});
