import { describe, expect, it } from "vitest";
import { catalog } from "./catalog";
import { contactPage } from "./data/contact-page";
import { legalPages } from "./data/legal-pages";
import { testQuestions } from "./data/test-questions";
import { careersReasons } from "./data/careers-page";
import { corporateBlocks } from "./data/corporate-page";
import { industries, trainingAreas } from "./data/site-lists";
import { businessTrainingPage, englishTrainingPage, itTrainingPage, trainingBlocks } from "./data/training-pages";
import { aboutBlocks, aboutPageSeed } from "./pages/about";
import { careersPageSeed, corporatePageSeed } from "./pages/company";
import { homeBlocks, homePageSeed } from "./pages/home";
import { footerSeed, headerSeed } from "./pages/navigation";
import { corporateRequestSection } from "./pages/spec-pages";
import { revised, revisedFields } from "./revise";
import { seedRevisions } from "./revisions";
import { testimonials } from "./showcase";

type Texts = { en: Set<string>; ar: Set<string> };
/** Every text the seed writes, per language (the { en, ar } pairs of its data). */
function seedTexts(value: unknown, out: Texts = { en: new Set(), ar: new Set() }): Texts {
  if (!value || typeof value !== "object") return out;
  const pair = value as Record<string, unknown>;
  if (typeof pair.en === "string" && typeof pair.ar === "string") {
    out.en.add(pair.en);
    out.ar.add(pair.ar);
    return out;
  }
  for (const item of Object.values(pair)) seedTexts(item, out);
  return out;
}
const { paths, ...courses } = catalog;
/** What the seed writes into each collection and global. */
const seeded: Record<string, Texts> = {
  pages: seedTexts([
    homePageSeed,
    aboutPageSeed,
    careersPageSeed,
    corporatePageSeed,
    itTrainingPage,
    englishTrainingPage,
    businessTrainingPage,
    contactPage,
    corporateRequestSection,
    homeBlocks,
    aboutBlocks,
    careersReasons,
    corporateBlocks,
    trainingBlocks,
    // The training areas and industries the home and corporate pages show (from the business details).
    trainingAreas,
    industries,
  ]),
  "legal-pages": seedTexts(legalPages),
  header: seedTexts(headerSeed),
  footer: seedTexts(footerSeed),
  paths: seedTexts(paths),
  courses: seedTexts(courses),
  testimonials: seedTexts(testimonials),
  "test-questions": seedTexts(testQuestions),
};

describe("the seed's reworded texts", () => {
  it("replace texts the seed no longer has with texts it has now, where it put them", () => {
    expect(seeded.pages!.ar.size).toBeGreaterThan(300);
    for (const [slug, byLocale] of Object.entries(seedRevisions)) {
      for (const [locale, pairs] of Object.entries(byLocale) as ["en" | "ar", [string, string][]][]) {
        for (const [before, after] of pairs) {
          expect(seeded[slug]?.[locale].has(after), `${slug}: ${after}`).toBe(true);
          expect(seeded[slug]?.[locale].has(before), `${slug}: ${before}`).toBe(false);
        }
      }
    }
  });

  it("change whole texts only, in any depth of a document, rich text included", () => {
    const map = new Map([["حيث لا حدود للتعلم", "فالتعلّم لا حدود له"]]);
    const doc = {
      id: 1,
      _status: "published",
      title: "حيث لا حدود للتعلم",
      layout: [{ id: "a", blockType: "videoHero", sloganTwo: "حيث لا حدود للتعلم", badge: "منذ 1996" }],
      body: { root: { children: [{ type: "text", text: "حيث لا حدود للتعلم" }] } },
      // An editor's own sentence that contains the old text is theirs: kept.
      description: "حيث لا حدود للتعلم، ومعنا تبدأ",
    };
    expect(revised("حيث لا حدود للتعلم", map)).toBe("فالتعلّم لا حدود له");
    expect(revisedFields(doc, map)).toEqual({
      title: "فالتعلّم لا حدود له",
      layout: [{ id: "a", blockType: "videoHero", sloganTwo: "فالتعلّم لا حدود له", badge: "منذ 1996" }],
      body: { root: { children: [{ type: "text", text: "فالتعلّم لا حدود له" }] } },
    });
    expect(revisedFields({ id: 2, title: "نص كتبه محرر" }, map)).toEqual({});
  });
});
