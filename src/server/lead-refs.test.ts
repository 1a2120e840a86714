import { describe, expect, it } from "vitest";
import { newLeadRef } from "./lead-refs";

describe("lead references", () => {
  it("are the kind's letter and 8 Crockford base32 characters, and do not repeat", () => {
    const refs = Array.from({ length: 2000 }, () => newLeadRef("plan"));
    for (const ref of refs) expect(ref).toMatch(/^P-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(refs).size).toBe(refs.length);
    expect(newLeadRef("contact")).toMatch(/^C-/);
    expect(newLeadRef("newsletter")).toMatch(/^N-/);
    expect(newLeadRef("seat")).toMatch(/^S-/);
    expect(newLeadRef("interest")).toMatch(/^I-/);
  });
});
