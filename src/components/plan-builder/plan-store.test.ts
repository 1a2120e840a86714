import { describe, expect, it } from "vitest";
import { catalog } from "@/cms/seed/catalog";
import { normalize } from "@/lib/normalize";
import { upgradePlan } from "./plan-store";

const ids = new Set(["data-analyst", "power-bi", "ielts"]);
// As src/content/plan-catalog.ts builds them from the CMS: normalised names in both languages to ids.
const aliases = Object.fromEntries(
  [...catalog.itProgrammes, ...catalog.examCourses].flatMap((c) => [
    [normalize(c.title.en), c.id],
    [normalize(c.title.ar), c.id],
  ]),
);

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
