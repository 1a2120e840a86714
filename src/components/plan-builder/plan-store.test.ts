import { describe, expect, it } from "vitest";
import { planAliases } from "@/content/plan-catalog";
import { upgradePlan } from "./plan-store";

const ids = new Set(["data-analyst", "power-bi", "ielts"]);
const aliases = planAliases();

describe("upgradePlan", () => {
  it("keeps a plan of course ids as it is", () => {
    expect(upgradePlan(["power-bi", "data-analyst"], ids, aliases)).toEqual(["power-bi", "data-analyst"]);
  });

  it("turns course names saved by the old site (English or Arabic) into ids, in order, and drops the rest", () => {
    const english = "Data Analyst Specialist";
    const arabicPowerBi = Object.entries(aliases).find(
      ([name, id]) => id === "power-bi" && /[\u0600-\u06FF]/.test(name),
    );
    expect(arabicPowerBi).toBeDefined();
    expect(
      upgradePlan([english, arabicPowerBi![0], "Underwater Basket Weaving", "ielts", english], ids, aliases),
    ).toEqual(["data-analyst", "power-bi", "ielts"]);
  });

  it("matches names regardless of case, spacing and Arabic letter forms", () => {
    expect(upgradePlan(["  data analyst SPECIALIST "], ids, aliases)).toEqual(["data-analyst"]);
  });
});
