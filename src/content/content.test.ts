import { describe, expect, it } from "vitest";
import { catalog } from "@/cms/seed/catalog";
import { exampleClientRows as clientRows, examplePartners as partners, testimonials } from "@/cms/seed/showcase";
import { aboutPageSeed as about } from "@/cms/seed/pages/about";
import { homePageSeed as home } from "@/cms/seed/pages/home";
import { siteConfig } from "@/cms/seed/site";
import { displayLimits, totalHours } from "./figures";

/** Every { en, ar } text found anywhere inside a value, with its location. */
function texts(value: unknown, where = ""): { where: string; en: string; ar: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 2 && "en" in value && "ar" in value) {
      return [{ where, ...(value as { en: string; ar: string }) }];
    }
    return entries.flatMap(([k, v]) => texts(v, `${where}.${k}`));
  }
  return [];
}

const allContent = { home, about, testimonials, catalog, brand: siteConfig.brand };

describe("bilingual content", () => {
  const all = texts(allContent);

  it("has a text in both languages for every entry", () => {
    expect(all.length).toBeGreaterThan(900);
    for (const t of all) {
      expect(t.en.trim(), t.where).not.toBe("");
      expect(t.ar.trim(), t.where).not.toBe("");
    }
  });

  it("writes the Arabic side in Arabic (figures aside) with Western digits only", () => {
    for (const t of all) {
      expect(t.ar, t.where).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      if (/[A-Za-z]{3}/.test(t.en) && !/^[\d%+/.,\s]+$/.test(t.en)) expect(t.ar, t.where).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("home page seed (spec: Home)", () => {
  const en = (l: { en: string }[]) => l.map((x) => x.en);

  it("keeps the spec's exact hero texts", () => {
    expect(home.hero.title.en).toBe("Master Your Future");
    expect(home.hero.sloganOne.en).toBe("Learn, grow, succeed...");
    expect(home.hero.sloganTwo.en).toBe("Where Learning Knows No Limits");
    expect(home.hero.parentLine.en).toContain("{group}");
    expect(home.hero.parentLine.ar).toContain("{group}");
    expect(home.meta.title.en).toMatch(/^\{brand\}: /);
    expect(home.meta.title.ar).toMatch(/^\{brand\}: /);
  });

  it("shows the three hero stats", () => {
    expect(home.hero.stats.map((s) => `${s.value.en} ${s.label.en}`)).toEqual([
      "600k+ Training Hours",
      "95% Success Rate",
      "25+ Years Experience",
    ]);
  });

  it("has the three service cards with their badges and five features", () => {
    const [it_, english, business] = home.services.cards;
    expect(home.services.cards.map((s) => s.badge.en)).toEqual(["Most Popular", "Certified", "Executive Level"]);
    expect(en(it_!.features.map((f) => f.text))).toEqual([
      "Full-Stack Development",
      "Cloud Computing (AWS, Azure)",
      "Cybersecurity Fundamentals",
      "Data Science & AI",
      "DevOps & Automation",
    ]);
    expect(en(english!.features.map((f) => f.text))).toEqual([
      "Business English",
      "IELTS/TOEFL Preparation",
      "Conversation & Fluency",
      "Technical Writing",
      "Presentation Skills",
    ]);
    expect(en(business!.features.map((f) => f.text))).toEqual([
      "Project Management",
      "Digital Marketing",
      "Financial Analysis",
      "Leadership & Management",
      "Strategic Planning",
    ]);
    expect(home.services.cards.map((s) => [s.area, s.link])).toEqual([
      ["it", "/training/it"],
      ["english", "/training/english"],
      ["business", "/training/business"],
    ]);
  });

  it("has the four service statistics", () => {
    expect(home.services.stats.map((s) => `${s.value.en} ${s.label.en}`)).toEqual([
      "500+ Expert Instructors",
      "50+ Certification Programs",
      "24/7 Learning Support",
      "Global Online Access",
    ]);
  });

  it("has three rows of ten distinct example client names, 11 industries and 19 partners", () => {
    expect(clientRows.map((row) => row.length)).toEqual([10, 10, 10]);
    expect(new Set(clientRows.flat().map((name) => name.en)).size).toBe(30);
    expect(en(home.clients.industries.map((i) => i.name))).toEqual([
      "Healthcare",
      "Banking",
      "Automotive",
      "Technology",
      "Energy",
      "Retail",
      "Hospitality",
      "Pharma",
      "Government",
      "F&B",
      "Steel",
    ]);
    expect(new Set(partners).size).toBe(19);
  });

  it("has the three instructor testimonial cards and five success factors", () => {
    expect(testimonials.map((t) => t.title.en)).toEqual(["Technical Training", "English Language", "Business Courses"]);
    expect(home.success.factors.map((f) => f.title.en)).toEqual([
      "Expert Instructors",
      "Flexible Scheduling",
      "Recognized Certificates",
      "Comprehensive Materials",
      "Guaranteed Training",
    ]);
  });
});

describe("about page seed (spec: About)", () => {
  it("keeps the spec's hero title, and the closing call to action of the home page", () => {
    expect(about.hero.title.en).toBe("Pioneering Technology Training Since 1996");
    expect(about.cta).toEqual(home.cta);
  });

  it("has the four stats and the three milestones", () => {
    expect(about.story.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(about.story.stats.map((s) => `${s.value.en} ${s.label.en}`)).toEqual([
      "1996 Founded",
      "25+ Years Experience",
      "600k+ Training Hours",
      "95% Success Rate",
    ]);
    expect(about.milestones.items.map((m) => m.year)).toEqual([2003, 2004, 2005]);
    expect(about.milestones.items[2]!.title.en).toContain("150,000");
  });

  it("has the nine core values and four achievements", () => {
    expect(about.values.items.map((v) => v.title.en)).toEqual([
      "Empowerment",
      "Innovation",
      "Adaptability",
      "Excellence",
      "Customer-Centric",
      "Collaboration",
      "Passion",
      "Integrity",
      "Impact",
    ]);
    expect(about.achievements.stats.map((a) => a.label.en)).toEqual([
      "Training Hours",
      "Trainers",
      "Courses",
      "Trainees",
    ]);
    expect(about.mission.cards).toHaveLength(3);
    expect(about.approach.steps).toHaveLength(4);
  });
});

describe("catalogue (spec sections 3 and 9)", () => {
  const stageHours: Record<string, number[]> = {
    "data-analyst": [24, 24, 36, 24, 36, 24],
    "power-bi": [16, 20, 24, 28, 20, 12],
    "generative-ai": [16, 20, 24, 24, 20, 16],
    "ml-engineer": [20, 28, 24, 28, 16, 16],
    "react-frontend": [20, 28, 16, 20, 20, 16],
    devops: [16, 20, 24, 20, 20, 16],
    "data-scientist": [24, 24, 28, 20, 16, 16],
    "english-general": [48, 72, 72, 72, 72, 72],
    "english-conversation": [16, 16, 16, 16, 16, 16],
    ielts: [8, 12, 12, 16, 12, 12],
    toefl: [8, 12, 12, 16, 12, 12],
    cfs: [12, 16, 16, 12, 12, 12],
    csm: [12, 16, 12, 12, 10, 12],
    hrm: [12, 12, 12, 12, 10, 10],
    marketing: [12, 12, 16, 12, 12, 12],
    "supply-chain": [12, 12, 14, 12, 14, 12],
    "career-skills": [10, 10, 10, 10, 10, 10],
    esb: [8, 10, 10, 8, 8, 8],
    sales: [10, 10, 10, 10, 10, 10],
    "project-management": [10, 16, 12, 12, 8, 12],
  };

  it("has the 20 paths, each with six stages of the spec's hours", () => {
    expect(catalog.paths.map((p) => p.slug).sort()).toEqual(Object.keys(stageHours).sort());
    for (const p of catalog.paths) {
      expect(
        p.stages.map((s) => s.hours),
        p.slug,
      ).toEqual(stageHours[p.slug]);
      for (const s of p.stages) expect(s.points, p.slug).toHaveLength(3);
    }
    expect(totalHours(catalog.paths.find((p) => p.slug === "data-analyst")!.stages)).toBe(168);
  });

  it("gives the Data Analyst path its extras", () => {
    const da = catalog.paths.find((p) => p.slug === "data-analyst")!;
    expect(da.coreTools).toEqual(["Excel", "SQL", "Power BI", "Python"]);
    expect(da.journey?.length).toBeGreaterThan(0);
  });

  it("has the spec's card counts", () => {
    expect(catalog.itProgrammes).toHaveLength(12);
    expect(catalog.endUserCourses).toHaveLength(4);
    expect(catalog.generalEnglishCourses).toHaveLength(6);
    expect(catalog.conversationCourses).toHaveLength(3);
    expect(catalog.examCourses).toHaveLength(2);
    expect(catalog.businessCourses).toHaveLength(9);
  });

  it("has 8 external outlines and the React outline (a PDF the seed uploads) among the IT programmes", () => {
    const kinds = catalog.itProgrammes.map((p) => p.outline?.kind ?? "none");
    expect(kinds.filter((k) => k === "external")).toHaveLength(8);
    expect(catalog.itProgrammes.find((p) => p.id === "react-frontend")?.outline?.kind).toBe("local");
  });

  it("has the spec's English and business hours", () => {
    expect(catalog.generalEnglishCourses.map((c) => c.hours)).toEqual([48, 72, 72, 72, 72, 72]);
    expect(catalog.businessCourses.map((c) => [c.title.en, c.hours])).toEqual([
      ["Certified Finance Specialist", 80],
      ["Certified Strategic Manager", 74],
      ["Human Resource Management", 68],
      ["Marketing", 76],
      ["Supply Chain Management", 76],
      ["Career Skills Program", 60],
      ["Entrepreneurship and Small Business Management", 52],
      ["Professional Sales", 60],
      ["Project Management for Professionals", 70],
    ]);
    expect(catalog.businessCourses.filter((c) => c.outline)).toHaveLength(7);
  });

  it("resolves every outline key and path link", () => {
    const keys = [
      ...catalog.itProgrammes,
      ...catalog.conversationCourses,
      ...catalog.businessCourses,
      ...catalog.paths,
    ].flatMap((c) => (c.outline?.kind === "external" ? [c.outline.key] : []));
    for (const key of keys) expect(siteConfig.outlines[key], key).toMatch(/^https:\/\//);
    const slugs = new Set(catalog.paths.map((p) => p.slug));
    const links = [
      ...catalog.itProgrammes,
      ...catalog.generalEnglishCourses,
      ...catalog.conversationCourses,
      ...catalog.examCourses,
      ...catalog.businessCourses,
    ].flatMap((c) => (c.pathSlug ? [c.pathSlug] : []));
    for (const slug of links) expect(slugs.has(slug), slug).toBe(true);
  });

  it("has enough items behind each display limit", () => {
    expect(displayLimits).toEqual({ skills: 3, topics: 4, audience: 2, objectives: 3 });
    for (const c of catalog.conversationCourses) expect(c.topics.length).toBeGreaterThan(displayLimits.topics);
    for (const c of catalog.examCourses) {
      expect(c.targetAudience.length).toBeGreaterThan(displayLimits.audience);
      expect(c.learningObjectives.length).toBeGreaterThan(displayLimits.objectives);
    }
  });
});
