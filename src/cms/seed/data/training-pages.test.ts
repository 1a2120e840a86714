import { describe, expect, it } from "vitest";
import { BusinessTrainingPage } from "@/cms/globals/business-training-page";
import { EnglishTrainingPage } from "@/cms/globals/english-training-page";
import { ItTrainingPage } from "@/cms/globals/it-training-page";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { businessTrainingPage, englishTrainingPage, itTrainingPage } from "./training-pages";

const figures = (list: { value: { en: string }; label: { en: string } }[]) =>
  list.map((s) => `${s.value.en} ${s.label.en}`);
const titles = (list: { title: { en: string } }[]) => list.map((item) => item.title.en);

describe("seed of the training pages (spec: IT, English and Business training)", () => {
  it.each([
    [ItTrainingPage.slug, ItTrainingPage, itTrainingPage],
    [EnglishTrainingPage.slug, EnglishTrainingPage, englishTrainingPage],
    [BusinessTrainingPage.slug, BusinessTrainingPage, businessTrainingPage],
  ] as const)("fills every field of %s in English and Arabic", (_slug, global, data) => {
    expect(seedMismatches(global.fields, data)).toEqual([]);
    expect(arabicMismatches(data)).toEqual([]);
  });

  it("keeps the IT page's three reasons", () => {
    expect(titles(itTrainingPage.why.items)).toEqual([
      "100% Practical Training",
      "1:8 Instructor to Student Ratio",
      "Lifetime Access to Materials",
    ]);
  });

  it("keeps the English page's reasons, figures and side figures", () => {
    expect(titles(englishTrainingPage.why.items)).toEqual([
      "Certified Instructors",
      "Personalized Learning",
      "Proven Results",
    ]);
    expect(figures(englishTrainingPage.figures.stats)).toEqual([
      "600,000+ Hours Delivered",
      "98% Exam Success Rate",
      "50+ Certified Professional Instructors",
      "7.5+ Average IELTS Score",
    ]);
    expect(figures(englishTrainingPage.why.figures)).toEqual([
      "15+ Years of English Teaching",
      "1:6 Teacher to Student Ratio",
      "24/7 Online Learning Support",
    ]);
    expect(englishTrainingPage.cta.primaryButton.en).toBe("Start Free Trial");
  });

  it("keeps the business page's reasons, figures and brochure button", () => {
    expect(titles(businessTrainingPage.why.items)).toEqual([
      "Expert Instructors",
      "Industry-Focused Curriculum",
      "Practical Skills",
      "Career Advancement Support",
    ]);
    expect(figures(businessTrainingPage.why.figures)).toEqual([
      "2000+ Business Professionals",
      "95% Success Rate",
      "40 Hours per Course",
      "9 Specialized Programs",
    ]);
    expect(businessTrainingPage.cta.brochureButton.en).toBe("Download Brochure");
  });
});
