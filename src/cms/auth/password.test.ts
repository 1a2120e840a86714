import { describe, expect, it } from "vitest";
import { weakPassword } from "./password";

describe("staff passwords", () => {
  it.each([
    "short1!",
    "password",
    "password1234",
    "Password1234!",
    "qwertyuiop123",
    "Alexandria Training Center 1",
    "alexandria-training-2026!",
    "Admin Alexandria 2026",
  ])("refuses %j", (password) => {
    expect(weakPassword(password)).toBeDefined();
  });

  it("refuses a password made of the account's own address", () => {
    expect(weakPassword("mona.adel.example 2026", ["mona", "adel", "example"])).toBeDefined();
  });

  it.each([
    "amber falcon quietly lifts granite",
    "copper lantern drifts over seven quiet dunes",
    "نسيم البحر يعانق قلعة قايتباي",
  ])("takes the passphrase %j", (password) => {
    expect(weakPassword(password)).toBeUndefined();
  });

  it("explains a refusal in English and Arabic", () => {
    const problem = weakPassword("Alexandria Training Center 1");
    expect(problem?.en).toMatch(/easy to guess/);
    expect(problem?.ar).toMatch(/[\u0600-\u06FF]/);
  });
});
