import { describe, expect, it } from "vitest";
import { BusinessTrainingPage } from "@/cms/globals/business-training-page";
import { EnglishTrainingPage } from "@/cms/globals/english-training-page";
import { ItTrainingPage } from "@/cms/globals/it-training-page";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { businessTrainingPage, englishTrainingPage, itTrainingPage } from "./training-pages";

// The spec's reasons, figures and buttons as the site serves them are checked in
// tests/integration/cms-served.integ.ts.
describe("seed of the training pages (spec: IT, English and Business training)", () => {
  it.each([
    [ItTrainingPage.slug, ItTrainingPage, itTrainingPage],
    [EnglishTrainingPage.slug, EnglishTrainingPage, englishTrainingPage],
    [BusinessTrainingPage.slug, BusinessTrainingPage, businessTrainingPage],
  ] as const)("fills every field of %s in English and Arabic", (_slug, global, data) => {
    expect(seedMismatches(global.fields, data)).toEqual([]);
    expect(arabicMismatches(data)).toEqual([]);
  });
});
