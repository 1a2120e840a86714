import type { Locale } from "@/i18n/locales";
import { approachView, storyView } from "@/content/about-page";
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
import { formatClockTime } from "@/i18n/clock";
import type { CollectionListBlock, Page, StepsBlock } from "@/payload-types";

/**
 * The texts of the specification's pages as they are served, read from each page's first block of each kind: what
 * tests/integration/cms-served.integ.ts compares with the specification (the site renders the blocks themselves,
 * src/blocks/RenderBlocks.tsx, through the one route of every page).
 */

/** The page's own title and description, or its hero's. */
const metaOf = (page: Page | undefined, hero: { title?: string; description?: string }, locale: Locale): MetaText =>
  metaView(
    {
      title: page?.meta?.title || hero.title || "",
      description: page?.meta?.description || hero.description || "",
      image: page?.meta?.image,
    },
    locale,
  );

type Block = NonNullable<Page["layout"]>[number];

/** The page's Steps block with this anchor (#milestones, #apply, #process). */
const stepsAt = (page: Page | undefined, anchor: string) =>
  (page?.layout ?? []).find(
    (block): block is StepsBlock & { blockType: "steps" } => block.blockType === "steps" && block.anchor === anchor,
  );

/**
 * The about page (the page `about` of the collection `pages`) in one language: the document its route renders
 * block by block, and its texts read from its first block of each kind.
 */
export const getAboutPage = async (locale: Locale) => {
  const page = await getPage("about", locale);
  const hero = firstBlock(page, "hero");
  const milestones = stepsAt(page, "milestones");
  const mission = firstBlock(page, "mission");
  const vision = firstBlock(page, "vision");
  const values = firstBlock(page, "values");
  const achievements = firstBlock(page, "achievements");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    story: storyView(firstBlock(page, "story")),
    milestones: {
      title: milestones?.title ?? "",
      items: (milestones?.steps ?? []).map(({ label, title, description }) => ({
        year: Number(label),
        title,
        description: description ?? "",
      })),
    },
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
  const hero = firstBlock(page, "hero");
  const reasons = firstBlock(page, "reasons");
  const openings = firstBlock(page, "detailCards");
  const apply = stepsAt(page, "apply");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", intro: hero.description ?? "" },
    openings: {
      title: openings.title ?? "",
      jobs: (openings.cards ?? []).map((card, index) => ({
        id: card.id ?? String(index),
        area: card.badge ?? "",
        type: card.meta ?? "",
        title: card.title,
        summary: card.description ?? "",
        requirements: (card.items ?? []).map((item) => item.text),
      })),
    },
    whyJoin: {
      title: reasons.title ?? "",
      cards: (reasons.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    apply: { title: apply?.title ?? "", steps: (apply?.steps ?? []).map((step) => step.title) },
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The corporate page (the page `corporate` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCorporatePage = async (locale: Locale) => {
  const page = await getPage("corporate", locale);
  const hero = firstBlock(page, "hero");
  const formats = firstBlock(page, "reasons");
  const industries = firstBlock(page, "industries");
  const cta = firstBlock(page, "cta");
  const process = stepsAt(page, "process");
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
    process: {
      title: process?.title ?? "",
      steps: (process?.steps ?? []).map(({ title, description }) => ({ title, description: description ?? "" })),
      benefitsTitle: process?.asideTitle ?? "",
      benefits: (process?.asideItems ?? []).map((item) => item.text),
    },
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
  const hero = firstBlock(page, "hero");
  const blocks = page?.layout ?? [];
  const ways = blocks.find((block) => block.blockType === "map" && block.display === "ways") as
    Extract<Block, { blockType: "map" }> | undefined;
  const map = (blocks.find((block) => block.blockType === "map" && block.display !== "ways") ?? {}) as Partial<
    Extract<Block, { blockType: "map" }>
  >;
  const desk = blocks.find((block) => block.blockType === "leadForm" && block.form === "contact") as
    Extract<Block, { blockType: "leadForm" }> | undefined;
  const { opens, closes } = site.officeHours;
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    cards: {
      label: ways?.title ?? "",
      phoneTitle: ways?.ways?.phoneTitle ?? "",
      emailTitle: ways?.ways?.emailTitle ?? "",
      whatsappTitle: ways?.ways?.whatsappTitle ?? "",
      whatsappText: ways?.ways?.whatsappText ?? "",
      visitTitle: ways?.ways?.visitTitle ?? "",
      visitText: ways?.ways?.visitText ?? "",
    },
    form: { title: desk?.title ?? "", description: desk?.description ?? "" },
    hours: {
      title: desk?.hours?.title ?? "",
      openDays: desk?.hours?.openDays ?? "",
      openTimes: fillPlaceholders(desk?.hours?.openTimes ?? "", {
        opens: formatClockTime(locale, opens),
        closes: formatClockTime(locale, closes),
      }),
      closedDays: desk?.hours?.closedDays ?? "",
      closed: desk?.hours?.closed ?? "",
    },
    getInTouch: {
      title: desk?.contactBox?.title ?? "",
      phoneLabel: desk?.contactBox?.phoneLabel ?? "",
      emailLabel: desk?.contactBox?.emailLabel ?? "",
      websiteLabel: desk?.contactBox?.websiteLabel ?? "",
      callButton: desk?.contactBox?.callButton ?? "",
      whatsappButton: desk?.contactBox?.whatsappButton ?? "",
    },
    location: { title: map.title ?? "", text: map.text ?? "" },
    cta: ctaTexts(cta),
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/** A page's list of one kind of course. */
const courseList = (page: Page | undefined, kind: CollectionListBlock["kind"]) =>
  (page?.layout ?? []).find(
    (candidate): candidate is CollectionListBlock & { blockType: "collectionList" } =>
      candidate.blockType === "collectionList" && candidate.source === "courses" && candidate.kind === kind,
  );

/** The title and text of a page's list of one kind of course. */
function listOf(page: Page | undefined, kind: CollectionListBlock["kind"]): SectionText {
  const block = courseList(page, kind);
  return { title: block?.title ?? "", description: block?.description ?? "" };
}

export const getItTrainingPage = async (locale: Locale) => {
  const page = await getPage("it-training", locale);
  const hero = firstBlock(page, "hero");
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
  const hero = firstBlock(page, "testHero");
  const figures = firstBlock(page, "figuresBand");
  const cta = firstBlock(page, "cta");
  const exams = courseList(page, "english-exam");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      description: hero.description ?? "",
      assessmentButton: hero.assessmentButton ?? "",
    },
    figures: { label: figures.label ?? "", stats: statViews(figures.stats) },
    sections: {
      general: listOf(page, "english-general"),
      conversation: listOf(page, "english-conversation"),
      exams: listOf(page, "english-exam"),
      testCentre: {
        title: exams?.box?.title ?? "",
        text: exams?.box?.text ?? "",
        bookingButton: exams?.box?.bookingButton ?? "",
      },
    },
    why: whyView(firstBlock(page, "whyChoose")),
    cta: ctaTexts(cta),
    meta: metaOf(page, hero, locale),
  };
};

export const getBusinessTrainingPage = async (locale: Locale) => {
  const [page, site] = await Promise.all([getPage("business-training", locale), getSite(locale)]);
  const hero = firstBlock(page, "groupHero");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      parentLine: fillPlaceholders(hero.parentLine ?? "", { group: site.parentCompany }),
      description: hero.description ?? "",
      button: hero.button ?? "",
    },
    sections: { courses: listOf(page, "business") },
    why: whyView(firstBlock(page, "whyChoose")),
    cta: {
      title: cta.title ?? "",
      description: cta.description ?? "",
      primaryButton: cta.primary?.label ?? "",
      brochureButton: cta.secondary?.label ?? "",
      brochureHint: cta.whatsappHint ?? "",
      brochureMessage: cta.whatsappMessage ?? "",
    },
    meta: metaOf(page, hero, locale),
  };
};
