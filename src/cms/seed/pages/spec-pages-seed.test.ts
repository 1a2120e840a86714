import { describe, expect, it } from "vitest";
import { AboutPage } from "@/cms/globals/about-page";
import { CareersPage } from "@/cms/globals/careers-page";
import { CorporatePage } from "@/cms/globals/corporate-page";
import { HomePage } from "@/cms/globals/home-page";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { aboutPageSeed } from "./about";
import { careersPageSeed, corporatePageSeed } from "./company";
import { homePageSeed } from "./home";

// The sections' fields (the tabs the section blocks are made of) against the first texts of the pages they make.
describe("seed of the home, about, careers and corporate pages", () => {
  it.each([
    ["home", HomePage, homePageSeed],
    ["about", AboutPage, aboutPageSeed],
    ["careers", CareersPage, careersPageSeed],
    ["corporate", CorporatePage, corporatePageSeed],
  ] as const)("fills every section field of %s in English and Arabic", (_slug, sections, data) => {
    expect(seedMismatches(sections.fields, data)).toEqual([]);
    expect(arabicMismatches(data)).toEqual([]);
  });
});
