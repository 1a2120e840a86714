import { beforeAll, describe, expect, it } from "vitest";
import { legalPageSlugs } from "@/cms/collections/legal-pages";
import { displayLimits, getCourses, getPaths, totalHours, type CourseView } from "@/content/catalog";
import { getLegalPage } from "@/content/legal-pages";
import { getPlanCatalog } from "@/content/plan-catalog";
import { getClientRows, getPartners, getTestimonials } from "@/content/showcase";
import { getSite } from "@/content/site";
import { locales, type Locale } from "@/i18n/locales";
import {
  getAboutPage,
  getBusinessTrainingPage,
  getCareersPage,
  getContactPage,
  getCorporatePage,
  getEnglishTrainingPage,
  getHomePage,
  getHomeSections,
  getItTrainingPage,
} from "../support/spec-page-views";

/**
 * What the site serves from the seeded CMS, read through the getters the pages use, in both languages, against
 * the specification (/work/shared/spec.md: sections 2, 3 and 9). The CMS is the run's seeded one (global setup),
 * a copy of its own for this file (tests/support/file-database.ts). English texts are compared with the spec's
 * wording; the Arabic views are checked for having the same structure with their texts in Arabic.
 */

/** Every view a page render reads, in one language. */
async function served(locale: Locale) {
  const [home, about, itPage, englishPage, businessPage, contact, corporate, careers, site] = await Promise.all([
    // The views' texts; the page documents themselves (raw CMS data, placeholders unfilled) are the renderer's.
    Promise.all([getHomePage(locale), getHomeSections(locale)]).then(([view, sections]) => ({
      ...view,
      ...sections,
      page: undefined,
    })),
    getAboutPage(locale).then((view) => ({ ...view, page: undefined })),
    getItTrainingPage(locale).then((view) => ({ ...view, page: undefined })),
    getEnglishTrainingPage(locale).then((view) => ({ ...view, page: undefined })),
    getBusinessTrainingPage(locale).then((view) => ({ ...view, page: undefined })),
    getContactPage(locale).then((view) => ({ ...view, page: undefined })),
    getCorporatePage(locale).then((view) => ({ ...view, page: undefined })),
    getCareersPage(locale).then((view) => ({ ...view, page: undefined })),
    getSite(locale),
  ]);
  const [paths, courses, plan, testimonials, clientRows, partners, legal] = await Promise.all([
    getPaths(locale),
    getCourses(locale),
    getPlanCatalog(locale),
    getTestimonials(locale),
    getClientRows(locale),
    getPartners(locale),
    Promise.all(legalPageSlugs.map((slug) => getLegalPage(slug, locale))),
  ]);
  return {
    home,
    about,
    itPage,
    englishPage,
    businessPage,
    contact,
    corporate,
    careers,
    site,
    paths,
    courses,
    plan,
    testimonials,
    clientRows,
    partners,
    legal,
  };
}
type Served = Awaited<ReturnType<typeof served>>;

const figures = (stats: { value: string; label: string }[]) => stats.map((stat) => `${stat.value} ${stat.label}`);
const titles = (items: { title: string }[]) => items.map((item) => item.title);
// The spec writes some headings and list items in lower case ("certified instructors"); the site in title case.
const lower = (list: string[]) => list.map((text) => text.toLowerCase());
const https = /^https:\/\/\S+$/;

const arabicScript = /[\u0600-\u06FF]/;
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/;
/** Codes the two languages share: slugs, icons, areas, course types, anchors, row ids. */
const code = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Fields whose values are row ids, addresses, exam codes or tool names, written the same in both languages. */
const sameInBoth = new Set(["id", "href", "outline", "logo", "playlist", "exam", "coreTools"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Where an Arabic view differs from the English one in shape (a list of another length, a missing field), or
 * shows a text that is not in Arabic where the English has words, or Eastern Arabic digits (the glossary
 * writes Western digits in both languages).
 */
function arabicGaps(en: unknown, ar: unknown, where: string): string[] {
  if (typeof en === "string") {
    if (typeof ar !== "string") return [`${where}: missing in Arabic`];
    if (easternDigits.test(ar)) return [`${where}: Eastern Arabic digits in "${ar}"`];
    const words = /[A-Za-z]{3}/.test(en) && !(en === ar && code.test(en));
    return words && !arabicScript.test(ar) ? [`${where}: "${ar}" is not in Arabic`] : [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ar) || ar.length !== en.length) return [`${where}: another number of items in Arabic`];
    return en.flatMap((item, i) => arabicGaps(item, ar[i], `${where}[${i}]`));
  }
  if (isRecord(en)) {
    if (!isRecord(ar)) return [`${where}: missing in Arabic`];
    return Object.keys(en)
      .filter((key) => !sameInBoth.has(key))
      .flatMap((key) => arabicGaps(en[key], ar[key], `${where}.${key}`));
  }
  return [];
}

/** Every text inside a view. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** The spec's stage hours of each path (section 9), in the order of its route table (section 2). */
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

/** The paths of each training page's area (the route table; a path's back button leads to its area's page). */
const pathAreas: Record<string, string[]> = {
  it: ["data-analyst", "power-bi", "generative-ai", "ml-engineer", "react-frontend", "devops", "data-scientist"],
  english: ["english-general", "english-conversation", "ielts", "toefl"],
  business: ["cfs", "csm", "hrm", "marketing", "supply-chain", "career-skills", "esb", "sales", "project-management"],
};

/** The spec's twelve IT job-role programmes and four end-user courses (section 3). */
const itProgrammes = [
  "Data Analyst Specialist",
  "Microsoft Power BI Specialist",
  "Generative AI Professional",
  "Microsoft Machine Learning Engineer",
  "Data Scientist",
  "DevOps Engineer",
  "React Front End Web Developer",
  "Android Mobile App Developer",
  "Cross-Platform Mobile App Developer",
  "Digital Marketing Specialist",
  "UI / UX Web Designer",
  "Vulnerability Analyst & Penetration Tester",
];
const endUserCourses = [
  "Microsoft Office 365 Specialist",
  "Meta Certified Digital Marketing Associate",
  "Adobe Photoshop",
  "Adobe Express",
];

describe("what the site serves from the seeded CMS", () => {
  const view = {} as Record<Locale, Served>;
  const ofType = (locale: Locale, type: CourseView["type"]) =>
    view[locale].courses.filter((course) => course.type === type);

  beforeAll(async () => {
    // The first read opens the CMS; the rest then read side by side, as a page render does.
    await getSite("en");
    for (const locale of locales) view[locale] = await served(locale);
  }, 120_000);

  describe("home (spec: Home)", () => {
    it("shows the hero's headline, slogans, parent-company line, three stats and video playlist", () => {
      const { hero } = view.en.home;
      expect(hero.title).toBe("Master Your Future");
      expect(hero.sloganOne).toBe("Learn, grow, succeed...");
      expect(hero.sloganTwo).toBe("Where Learning Knows No Limits");
      expect(figures(hero.stats)).toEqual(["600k+ Training Hours", "95% Success Rate", "25+ Years Experience"]);
      expect(view.en.site.heroPlaylist).not.toBe("");
      for (const locale of locales) {
        const { home, site } = view[locale];
        // The business details fill in the parent group and the brand.
        expect(home.hero.parentLine, locale).toContain(site.parentCompany);
        expect(home.meta.title.startsWith(`${site.brand}: `), locale).toBe(true);
      }
    });

    it("gives the site's default title, description and sharing card the home page's texts, from Business details", () => {
      for (const locale of locales) {
        const { home, site } = view[locale];
        expect(site.sharing.title, locale).toBe(home.meta.title);
        expect(site.sharing.description, locale).toBe(home.meta.description);
        expect(site.sharing.card, locale).toEqual({
          badge: home.hero.badge,
          title: home.hero.title,
          subtitle: home.hero.sloganTwo,
        });
      }
    });

    it("shows the three service cards with their badges, five features and training pages, and four figures", () => {
      const { services } = view.en.home;
      expect(services.cards.map((card) => [card.area, card.badge, card.href])).toEqual([
        ["it", "Most Popular", "/training/it"],
        ["english", "Certified", "/training/english"],
        ["business", "Executive Level", "/training/business"],
      ]);
      expect(services.cards.map((card) => card.features)).toEqual([
        [
          "Full-Stack Development",
          "Cloud Computing (AWS, Azure)",
          "Cybersecurity Fundamentals",
          "Data Science & AI",
          "DevOps & Automation",
        ],
        [
          "Business English",
          "IELTS/TOEFL Preparation",
          "Conversation & Fluency",
          "Technical Writing",
          "Presentation Skills",
        ],
        [
          "Project Management",
          "Digital Marketing",
          "Financial Analysis",
          "Leadership & Management",
          "Strategic Planning",
        ],
      ]);
      expect(figures(services.stats)).toEqual([
        "500+ Expert Instructors",
        "50+ Certification Programs",
        "24/7 Learning Support",
        "Global Online Access",
      ]);
    });

    it("shows three rows of ten client logos, the eleven industries and the 19 training partners", () => {
      for (const locale of locales) {
        const { clientRows, partners } = view[locale];
        expect(
          clientRows.map((row) => row.length),
          locale,
        ).toEqual([10, 10, 10]);
        expect(new Set(clientRows.flat().map((client) => client.name)).size, locale).toBe(30);
        expect(new Set(partners.map((partner) => partner.name)).size, locale).toBe(19);
      }
      const { clients } = view.en.home;
      expect(clients.industriesTitle).toBe("Industries We Serve");
      expect(clients.industries.map((industry) => industry.name)).toEqual([
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
      expect(clients.partnersTitle).toBe("Training Partners");
    });

    it("shows three instructor playlists, the five success factors and a Contact Us call to action", () => {
      const { testimonials, home } = view.en;
      expect(testimonials.map((t) => [t.area, t.title])).toEqual([
        ["it", "Technical Training"],
        ["english", "English Language"],
        ["business", "Business Courses"],
      ]);
      for (const t of testimonials) expect(t.playlist, t.title).not.toBe("");
      expect(lower(titles(home.success.factors))).toEqual([
        "expert instructors",
        "flexible scheduling",
        "recognized certificates",
        "comprehensive materials",
        "guaranteed training",
      ]);
      // The guaranteed-training promise (spec 1): free repeat attendance for up to 6 months.
      expect(home.success.factors[4]?.description).toMatch(/free.*6 months/i);
      expect(home.cta.button).toBe("Contact Us");
    });
  });

  describe("about (spec: About)", () => {
    it("shows the hero, Our Story with its four figures, and the three milestones", () => {
      const { about, site } = view.en;
      expect(about.hero.title).toBe("Pioneering Technology Training Since 1996");
      expect(site.foundedYear).toBe(1996);
      expect(about.story.title).toBe("Our Story");
      expect(about.story.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(figures(about.story.stats)).toEqual([
        "1996 Founded",
        "25+ Years Experience",
        "600k+ Training Hours",
        "95% Success Rate",
      ]);
      const [founded, programme, reform] = about.milestones.items;
      expect(about.milestones.items.map((m) => m.year)).toEqual([2003, 2004, 2005]);
      expect(founded?.title).toMatch(/founded/i);
      expect(`${programme?.title} ${programme?.description}`).toMatch(/government/i);
      expect(reform?.title).toMatch(/150,000 educators and students/);
    });

    it("shows the mission, the four-point approach and award, the vision, nine values and four achievements", () => {
      const { about, home } = view.en;
      expect(about.mission.title).toBe("Mission & Strategy");
      expect(about.mission.cards).toHaveLength(3);
      expect(about.approach.title).toContain("Comprehensive Approach");
      expect(about.approach.steps).toHaveLength(4);
      expect(about.approach.award.title).not.toBe("");
      expect(about.vision.text).not.toBe("");
      expect(lower(titles(about.values.items))).toEqual([
        "empowerment",
        "innovation",
        "adaptability",
        "excellence",
        "customer-centric",
        "collaboration",
        "passion",
        "integrity",
        "impact",
      ]);
      expect(lower(about.achievements.stats.map((stat) => stat.label))).toEqual([
        "training hours",
        "trainers",
        "courses",
        "trainees",
      ]);
      // Spec 1: the Arabic text claims more than 100 thousand trainees.
      expect(view.ar.about.achievements.stats[3]?.value).toMatch(/100 ألف/);
      // The closing call to action is the home page's, in both languages.
      expect(about.cta).toEqual(home.cta);
      expect(view.ar.about.cta).toEqual(view.ar.home.cta);
    });
  });

  describe("IT training (spec: IT training)", () => {
    it("shows the twelve job-role programmes with five skills each and the four end-user courses with three", () => {
      const programmes = ofType("en", "it-programme");
      expect(titles(programmes)).toEqual(itProgrammes);
      for (const p of programmes) expect(p.skills, p.title).toHaveLength(5);
      const endUser = ofType("en", "it-end-user");
      expect(titles(endUser)).toEqual(endUserCourses);
      for (const c of endUser) expect(c.skills, c.title).toHaveLength(3);
    });

    it("links 8 programmes' external outlines, the React programme's uploaded PDF, and no outline for the rest", () => {
      for (const locale of locales) {
        const programmes = ofType(locale, "it-programme");
        const external = programmes.filter((p) => p.outline?.external);
        expect(external, locale).toHaveLength(8);
        for (const p of external) expect(p.outline?.href, p.id).toMatch(https);
        expect(programmes.find((p) => p.id === "react-frontend")?.outline, locale).toEqual({
          href: expect.stringMatching(/^\/cms-api\/media\/file\/.+\.pdf$/),
          external: false,
        });
        expect(
          programmes.filter((p) => !p.outline),
          locale,
        ).toHaveLength(3);
      }
    });

    it("gives the three reasons and the call to action's two buttons", () => {
      const { why, cta } = view.en.itPage;
      expect(lower(titles(why.reasons))).toEqual([
        "100% practical training",
        "1:8 instructor to student ratio",
        "lifetime access to materials",
      ]);
      expect([cta.primaryButton, cta.secondaryButton]).toEqual(["Apply Now", "Schedule a Call"]);
    });
  });

  describe("English training (spec: English training)", () => {
    it("shows the hero's badge and assessment button, the four figures and the section titles", () => {
      const { englishPage, site } = view.en;
      expect(englishPage.hero.badge).toBe("English Language");
      expect(englishPage.hero.assessmentButton).toBe("Take the Free Assessment Test");
      // No outside placement test: the button leads to the site's own level test.
      expect(site.placementTestUrl).toBeUndefined();
      expect(lower(figures(englishPage.figures.stats))).toEqual([
        "600,000+ hours delivered",
        "98% exam success rate",
        "50+ certified professional instructors",
        "7.5+ average ielts score",
      ]);
      const { general, conversation, exams, testCentre } = englishPage.sections;
      expect([general.title, conversation.title, exams.title]).toEqual([
        "General English Courses",
        "English Conversation Courses",
        "TOEFL / IELTS Courses",
      ]);
      expect([testCentre.title, testCentre.bookingButton]).toEqual(["Official Test Center", "Book TOEFL Test"]);
      expect(site.examBookingUrl).toMatch(https);
    });

    it("gives the three reasons, the side figures and the call to action", () => {
      const { why, cta } = view.en.englishPage;
      expect(why.title).toBe("Why Choose Our English Training?");
      expect(lower(titles(why.reasons))).toEqual(["certified instructors", "personalized learning", "proven results"]);
      expect(lower(figures(why.figures))).toEqual([
        expect.stringMatching(/^15\+ years\b/),
        "1:6 teacher to student ratio",
        "24/7 online learning support",
      ]);
      expect([cta.primaryButton, cta.secondaryButton]).toEqual(["Start Free Trial", "Contact Us"]);
    });

    it("shows the six general English stages with their hours and four skills", () => {
      const general = ofType("en", "english-general");
      expect(general.map((c) => [c.title, c.hours])).toEqual([
        ["Starter A1", 48],
        ["Elementary A2", 72],
        ["Pre-Intermediate B1", 72],
        ["Intermediate B1+", 72],
        ["Upper-Intermediate B2", 72],
        ["Advanced B2+/C1", 72],
      ]);
      for (const c of general) expect(c.skills, c.title).toHaveLength(4);
    });

    it("shows three 48-hour conversation courses (six topics, an outline) and the IELTS and TOEFL courses", () => {
      const conversation = ofType("en", "english-conversation");
      expect(conversation.map((c) => [c.level, c.hours])).toEqual([
        ["B1+", 48],
        ["B2/B2+", 48],
        ["C1", 48],
      ]);
      for (const c of conversation) {
        expect(c.topics, c.title).toHaveLength(6);
        expect(c.goal, c.title).toBeTruthy();
        expect(c.outline?.href, c.title).toMatch(https);
      }
      const exams = ofType("en", "english-exam");
      expect(exams.map((c) => [c.exam, c.hours, c.level])).toEqual([
        ["IELTS", 48, "Intermediate to Advanced"],
        ["TOEFL", 48, "Intermediate to Advanced"],
      ]);
      for (const c of exams) {
        expect(c.targetAudience, c.title).toHaveLength(4);
        expect(c.learningObjectives, c.title).toHaveLength(5);
      }
    });

    it("has more items than each card shows, for its '+N more' line (spec 9: display limits)", () => {
      expect(displayLimits).toEqual({ skills: 3, topics: 4, audience: 2, objectives: 3 });
      for (const locale of locales) {
        for (const p of ofType(locale, "it-programme")) {
          expect(p.skills.length, p.id).toBeGreaterThan(displayLimits.skills);
        }
        for (const c of ofType(locale, "english-conversation")) {
          expect(c.topics.length, c.id).toBeGreaterThan(displayLimits.topics);
        }
        for (const c of ofType(locale, "english-exam")) {
          expect(c.targetAudience.length, c.id).toBeGreaterThan(displayLimits.audience);
          expect(c.learningObjectives.length, c.id).toBeGreaterThan(displayLimits.objectives);
        }
      }
    });
  });

  describe("business training (spec: Business training)", () => {
    it("shows the hero with the parent group, the four reasons, the four figures and the call to action", () => {
      const { businessPage, site } = view.en;
      expect(businessPage.hero.parentLine).toContain(site.parentCompany);
      expect(businessPage.hero.button).toBe("Contact Us");
      expect(businessPage.why.title).toBe("Why Choose Our Business Training?");
      expect(lower(titles(businessPage.why.reasons))).toEqual([
        "expert instructors",
        "industry-focused curriculum",
        "practical skills",
        "career advancement support",
      ]);
      expect(lower(figures(businessPage.why.figures))).toEqual([
        "2000+ business professionals",
        "95% success rate",
        "40 hours per course",
        "9 specialized programs",
      ]);
      expect([businessPage.cta.primaryButton, businessPage.cta.brochureButton]).toEqual([
        "Contact Us",
        "Download Brochure",
      ]);
      expect(view.ar.businessPage.hero.parentLine).toContain(view.ar.site.parentCompany);
    });

    it("shows the nine courses with the spec's hours, three key features, and outlines for seven", () => {
      const courses = ofType("en", "business");
      expect(courses.map((c) => [c.title, c.hours])).toEqual([
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
      for (const c of courses) expect(c.keyFeatures, c.title).toHaveLength(3);
      expect(courses.find((c) => c.hours === 70)?.description).toContain("PMP");
      for (const c of courses.filter((c) => c.outline)) expect(c.outline?.href, c.title).toMatch(https);
      expect(titles(courses.filter((c) => !c.outline))).toEqual([
        "Entrepreneurship and Small Business Management",
        "Professional Sales",
      ]);
    });
  });

  describe("contact (spec: Contact)", () => {
    it("shows the hero, the four contact cards, the Get In Touch card and its buttons", () => {
      const { hero, cards, getInTouch } = view.en.contact;
      expect(hero.title).toBe("Contact Us");
      expect(cards.phoneTitle).toMatch(/call|phone/i);
      expect(cards.emailTitle).toMatch(/e-?mail/i);
      expect(cards.whatsappTitle).toBe("WhatsApp");
      expect(cards.visitTitle.toLowerCase()).toBe("visit us");
      expect(getInTouch.title).toBe("Get In Touch");
      expect([getInTouch.phoneLabel, getInTouch.emailLabel, getInTouch.websiteLabel]).toEqual([
        "Phone",
        "Email",
        "Website",
      ]);
      expect([getInTouch.callButton, getInTouch.whatsappButton]).toEqual(["Call Now for Consultation", "WhatsApp Us"]);
    });

    it("shows the office hours with the times of the business details", () => {
      const { hours } = view.en.contact;
      expect(`${hours.openDays} ${hours.openTimes}; ${hours.closedDays} ${hours.closed.toLowerCase()}`).toBe(
        "Sunday to Thursday 09 AM - 06 PM; Friday and Saturday closed",
      );
      expect(view.ar.contact.hours.openTimes).toBe("من 9 صباحًا إلى 6 مساءً");
      expect(view.en.site.officeHours).toEqual({
        days: ["Su", "Mo", "Tu", "We", "Th"],
        opens: "09:00",
        closes: "18:00",
      });
    });

    it("gives the phone, e-mail, WhatsApp, address and map of the business details", () => {
      const { site, contact } = view.en;
      expect(site.phone.display).toMatch(/^\+20[\d ]+$/);
      expect(site.telHref).toBe(`tel:${site.phone.e164}`);
      expect(site.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(site.mailtoHref).toBe(`mailto:${site.email}`);
      expect(site.whatsappHref).toMatch(/^https:\/\/wa\.me\/20\d+$/);
      expect(site.website).not.toBe("");
      expect(contact.location.title).toBe("Visit Our Training Center");
      expect(site.address.line).toBe("Villa 431 El Horreya Road, Roushdy, Alexandria, Egypt");
      expect(site.map.link).toMatch(https);
      expect(site.map.embed).toMatch(https);
      // The footer's four social links (spec: Shared elements).
      expect(Object.values(site.social)).toEqual([
        expect.stringMatching(https),
        expect.stringMatching(https),
        expect.stringMatching(https),
        expect.stringMatching(https),
      ]);
    });
  });

  describe("learning paths (spec: Learning path pages, section 9)", () => {
    it("serves the 20 paths of the route table, each with six stages of the spec's hours and three points", () => {
      expect(view.en.paths.map((p) => p.slug)).toEqual(Object.keys(stageHours));
      for (const locale of locales) {
        for (const p of view[locale].paths) {
          expect(pathAreas[p.area], p.slug).toContain(p.slug);
          expect(
            p.stages.map((s) => s.hours),
            `${locale} ${p.slug}`,
          ).toEqual(stageHours[p.slug]);
          for (const s of p.stages) expect(s.points, `${locale} ${p.slug}`).toHaveLength(3);
          expect(p.outcomes.length, p.slug).toBeGreaterThan(0);
          if (p.outline?.external) expect(p.outline.href, p.slug).toMatch(https);
        }
      }
      expect(totalHours(view.en.paths.find((p) => p.slug === "data-analyst")?.stages ?? [])).toBe(168);
    });

    it("gives the Data Analyst path its core tools, key outcomes and learning journey", () => {
      for (const locale of locales) {
        const da = view[locale].paths.find((p) => p.slug === "data-analyst");
        expect(da?.coreTools, locale).toEqual(["Excel", "SQL", "Power BI", "Python"]);
        expect(da?.outcomes.length, locale).toBeGreaterThan(0);
        expect(da?.journey?.length, locale).toBeGreaterThan(0);
      }
    });

    it("links every course that has a path to a served path", () => {
      const slugs = new Set(view.en.paths.map((p) => p.slug));
      const linked = view.en.courses.flatMap((c) => (c.pathSlug ? [c.pathSlug] : []));
      expect(linked.length).toBeGreaterThan(0);
      for (const slug of linked) expect(slugs.has(slug), slug).toBe(true);
    });
  });

  describe("plan builder's catalogue (spec: Start learning, section 3)", () => {
    it("lists IT (16), Business & Management (9) and English Language (11) courses", () => {
      const [it_, business, english] = view.en.plan;
      expect(view.en.plan.map((category) => category.courses.length)).toEqual([16, 9, 11]);
      expect([business?.label, english?.label]).toEqual(["Business & Management", "English Language"]);
      expect(it_?.courses.map((c) => c.name)).toEqual([...itProgrammes, ...endUserCourses]);
      const englishNames = english?.courses.map((c) => c.name) ?? [];
      expect(englishNames.slice(-2)).toEqual(["IELTS Preparation Program", "TOEFL Preparation Program"]);
      // The other nine are CEFR stages (the spec leaves their exact names open).
      for (const name of englishNames.slice(0, -2)) expect(name).toMatch(/\b(A1|A2|B1|B2|C1)\b/);
      for (const category of view.en.plan) {
        const names = category.courses.map((c) => c.name);
        expect(new Set(names).size, category.id).toBe(names.length);
      }
    });
  });

  describe("both languages", () => {
    // The partners are left out: vendors and certification bodies keep their names in Latin letters in Arabic.
    const views = [
      "home",
      "about",
      "itPage",
      "englishPage",
      "businessPage",
      "contact",
      "corporate",
      "careers",
      "paths",
      "courses",
      "plan",
      "testimonials",
      "clientRows",
      "legal",
    ] as const satisfies readonly (keyof Served)[];

    it.each(views)("serves %s in Arabic with the English view's structure", (name) => {
      expect(arabicGaps(view.en[name], view.ar[name], name)).toEqual([]);
    });

    it("serves the business details' names and address in Arabic", () => {
      const pick = ({ brand, parentCompany, address }: Served["site"]) => ({ brand, parentCompany, address });
      expect(arabicGaps(pick(view.en.site), pick(view.ar.site), "site")).toEqual([]);
    });

    it("serves every legal page in both languages", () => {
      for (const locale of locales) {
        expect(
          view[locale].legal.map((page) => page?.slug),
          locale,
        ).toEqual([...legalPageSlugs]);
      }
    });

    it("fills in every placeholder ({brand}, {group}, {opens}...) before a text is served", () => {
      for (const locale of locales) {
        const left = strings(view[locale]).filter((text) => /\{\w+\}/.test(text));
        expect(left, locale).toEqual([]);
      }
    });
  });
});
