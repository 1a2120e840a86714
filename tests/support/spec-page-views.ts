import type { Locale } from "@/i18n/locales";
import { applyStepsView, jobOpeningsView } from "@/content/careers-page";
import { approachView, storyView, timelineView } from "@/content/about-page";
import { contactCardsView, contactDeskView } from "@/content/contact-page";
import { processStepsView } from "@/content/corporate-page";
import { ctaTexts, firstBlock, getPage } from "@/content/pages";
import {
  fillPlaceholders,
  iconCardViews,
  metaView,
  statViews,
  type MetaText,
  type SectionText,
} from "@/content/page-parts";
import { getSite } from "@/content/site";
import { whyView } from "@/content/training-pages";
import type { CourseListBlock, Page } from "@/payload-types";

/**
 * The texts of the specification's pages as they are served, read from each page's first block of each kind: what
 * tests/integration/cms-served.integ.ts compares with the specification (the site renders the blocks themselves,
 * src/blocks/RenderBlocks.tsx, through the one route of every page).
 */

/** The page's hero (its field group), empty if the page was never published. */
const heroOf = (page: Page | undefined): Partial<Page["hero"]> => page?.hero ?? {};

/** The page's own title and description, or its hero's. */
const metaOf = (
  page: Page | undefined,
  hero: { title?: string | null; description?: string | null },
  locale: Locale,
): MetaText =>
  metaView(
    {
      title: page?.meta?.title || hero.title || "",
      description: page?.meta?.description || hero.description || "",
      image: page?.meta?.image,
    },
    locale,
  );

/**
 * The about page (the page `about` of the collection `pages`) in one language: the document its route renders
 * block by block, and its texts read from its first block of each kind.
 */
export const getAboutPage = async (locale: Locale) => {
  const page = await getPage("about", locale);
  const hero = heroOf(page);
  const mission = firstBlock(page, "mission");
  const vision = firstBlock(page, "vision");
  const values = firstBlock(page, "values");
  const achievements = firstBlock(page, "achievements");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    story: storyView(firstBlock(page, "story")),
    milestones: timelineView(firstBlock(page, "timeline")),
    mission: { title: mission.title ?? "", cards: iconCardViews(mission.cards) },
    approach: approachView(firstBlock(page, "approach")),
    vision: { title: vision.title ?? "", text: vision.text ?? "" },
    values: { title: values.title ?? "", items: iconCardViews(values.items) },
    achievements: {
      title: achievements.title ?? "",
      description: achievements.description ?? "",
      stats: statViews(achievements.stats),
    },
    cta: { title: cta.title ?? "", description: cta.description ?? "", button: cta.primary?.label ?? "" },
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The careers page (the page `careers` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCareersPage = async (locale: Locale) => {
  const page = await getPage("careers", locale);
  const hero = heroOf(page);
  const reasons = firstBlock(page, "reasons");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", intro: hero.description ?? "" },
    openings: jobOpeningsView(firstBlock(page, "jobOpenings")),
    whyJoin: {
      title: reasons.title ?? "",
      cards: (reasons.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    apply: applyStepsView(firstBlock(page, "applySteps")),
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The corporate page (the page `corporate` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCorporatePage = async (locale: Locale) => {
  const page = await getPage("corporate", locale);
  const hero = heroOf(page);
  const formats = firstBlock(page, "reasons");
  const industries = firstBlock(page, "industries");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      intro: hero.description ?? "",
      button: hero.primary?.label ?? "",
    },
    areas: { title: firstBlock(page, "trainingAreas").title ?? "" },
    formats: {
      title: formats.title ?? "",
      cards: (formats.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    process: processStepsView(firstBlock(page, "processSteps")),
    industries: {
      title: industries.title ?? "",
      clientsTitle: industries.clientsTitle ?? "",
      partnersTitle: industries.partnersTitle ?? "",
    },
    cta: {
      title: cta.title ?? "",
      text: cta.description ?? "",
      button: cta.primary?.label ?? "",
      secondary: cta.secondary?.label ?? "",
    },
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The contact page (the page `contact` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind. Its phone, e-mail, address, map
 * and hours are the business details (getSite).
 */
export const getContactPage = async (locale: Locale) => {
  const [page, site] = await Promise.all([getPage("contact", locale), getSite(locale)]);
  const hero = heroOf(page);
  const map = firstBlock(page, "map");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    cards: contactCardsView(firstBlock(page, "contactCards")),
    ...contactDeskView(firstBlock(page, "contactDesk"), locale, site),
    location: { title: map.title ?? "", text: map.text ?? "" },
    cta: ctaTexts(cta),
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/** The title and text of a page's list of one kind of course. */
function listOf(page: Page | undefined, kind: CourseListBlock["kind"]): SectionText {
  const block = (page?.layout ?? []).find(
    (candidate): candidate is CourseListBlock & { blockType: "courseList" } =>
      candidate.blockType === "courseList" && candidate.kind === kind,
  );
  return { title: block?.title ?? "", description: block?.description ?? "" };
}

export const getItTrainingPage = async (locale: Locale) => {
  const page = await getPage("it-training", locale);
  const hero = heroOf(page);
  const cta = firstBlock(page, "cta");
  const { title, reasons } = whyView(firstBlock(page, "whyChoose"));
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      description: hero.description ?? "",
      primaryButton: hero.primary?.label ?? "",
      secondaryButton: hero.secondary?.label ?? "",
    },
    sections: { programmes: listOf(page, "it-programme"), endUser: listOf(page, "it-end-user") },
    why: { title, reasons },
    cta: ctaTexts(cta),
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

export const getEnglishTrainingPage = async (locale: Locale) => {
  const page = await getPage("english-training", locale);
  const hero = heroOf(page);
  const figures = firstBlock(page, "figuresBand");
  const cta = firstBlock(page, "cta");
  const exams = (page?.layout ?? []).find(
    (block): block is CourseListBlock & { blockType: "courseList" } =>
      block.blockType === "courseList" && block.kind === "english-exam",
  );
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      description: hero.description ?? "",
      assessmentButton: hero.testButton ?? "",
    },
    figures: { label: figures.label ?? "", stats: statViews(figures.stats) },
    sections: {
      general: listOf(page, "english-general"),
      conversation: listOf(page, "english-conversation"),
      exams: listOf(page, "english-exam"),
      testCentre: {
        title: exams?.testCentre?.title ?? "",
        text: exams?.testCentre?.text ?? "",
        bookingButton: exams?.testCentre?.bookingButton ?? "",
      },
    },
    why: whyView(firstBlock(page, "whyChoose")),
    cta: ctaTexts(cta),
    meta: metaOf(page, hero, locale),
  };
};

export const getBusinessTrainingPage = async (locale: Locale) => {
  const [page, site] = await Promise.all([getPage("business-training", locale), getSite(locale)]);
  const hero = heroOf(page);
  const cta = firstBlock(page, "brochureCta");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      parentLine: fillPlaceholders(hero.parentLine ?? "", { group: site.parentCompany }),
      description: hero.description ?? "",
      button: hero.primary?.label ?? "",
    },
    sections: { courses: listOf(page, "business") },
    why: whyView(firstBlock(page, "whyChoose")),
    cta: {
      title: cta.title ?? "",
      description: cta.description ?? "",
      primaryButton: cta.primaryButton ?? "",
      brochureButton: cta.brochureButton ?? "",
      brochureHint: cta.brochureHint ?? "",
      brochureMessage: cta.brochureMessage ?? "",
    },
    meta: metaOf(page, hero, locale),
  };
};
