import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { consentMessage } from "./consent";

describe("consent statements", () => {
  it("exist in both languages as plain sentences (stored as read, with no ICU syntax to format)", () => {
    for (const [kind, key] of Object.entries(consentMessage)) {
      for (const messages of [en, ar]) {
        const value = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
        expect(typeof value, `${kind}: ${key}`).toBe("string");
        expect(value as string, `${kind}: ${key}`).not.toMatch(/[{}'#<]/);
        expect((value as string).length).toBeGreaterThan(20);
      }
    }
  });
});
