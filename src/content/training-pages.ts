import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { CourseListBlock, Page, WhyChooseBlock } from "@/payload-types";
import {
  fillPlaceholders,
  reasonViews,
  statViews,
  type MetaText,
  type ReasonView,
  type SectionText,
  type StatView,
  metaView,
} from "./page-parts";
import { ctaTexts, firstBlock, getPage } from "./pages";
import { getSite } from "./site";

/**
 * The texts and figures of the three training pages around their courses (the courses come from ./catalog): the
 * pages `it-training`, `english-training` and `business-training` of the collection `pages`, read from their
 * first block of each kind.
 */

interface Cta {
  title: string;
  description: string;
  primaryButton: string;
}

interface Why {
  title: string;
  reasons: ReasonView[];
}

type WhyWithFigures = Why & { figuresLabel: string; figures: StatView[] };

/** A "why choose us" block as the training pages show it. */
export const whyView = (why: Partial<WhyChooseBlock>): WhyWithFigures => ({
  title: why.title ?? "",
  reasons: reasonViews(why.items),
  figuresLabel: why.figuresLabel ?? "",
  figures: statViews(why.figures),
});

/** The title and text of a page's list of one kind of course. */
function listOf(page: Page | undefined, kind: CourseListBlock["kind"]): SectionText {
  const block = (page?.layout ?? []).find(
    (candidate): candidate is CourseListBlock & { blockType: "courseList" } =>
      candidate.blockType === "courseList" && candidate.kind === kind,
  );
  return { title: block?.title ?? "", description: block?.description ?? "" };
}

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

export interface ItTrainingPageView {
  hero: { badge: string; title: string; description: string; primaryButton: string; secondaryButton: string };
  sections: { programmes: SectionText; endUser: SectionText };
  why: Why;
  cta: Cta & { secondaryButton: string };
  meta: MetaText;
  page: Page | undefined;
}

export const getItTrainingPage = cache(async (locale: Locale): Promise<ItTrainingPageView> => {
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
});

export interface EnglishTrainingPageView {
  hero: { badge: string; title: string; description: string; assessmentButton: string };
  figures: { label: string; stats: StatView[] };
  sections: {
    general: SectionText;
    conversation: SectionText;
    exams: SectionText;
    /** The box under the exam courses. */
    testCentre: { title: string; text: string; bookingButton: string };
  };
  why: WhyWithFigures;
  cta: Cta & { secondaryButton: string };
  meta: MetaText;
  page: Page | undefined;
}

export const getEnglishTrainingPage = cache(async (locale: Locale): Promise<EnglishTrainingPageView> => {
  const page = await getPage("english-training", locale);
  const hero = firstBlock(page, "testHero");
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
      assessmentButton: hero.assessmentButton ?? "",
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
});

export interface BusinessTrainingPageView {
  /** parentLine names the parent group of the business details. */
  hero: { badge: string; title: string; parentLine: string; description: string; button: string };
  sections: { courses: SectionText };
  why: WhyWithFigures;
  cta: Cta & { brochureButton: string; brochureHint: string; brochureMessage: string };
  meta: MetaText;
  page: Page | undefined;
}

export const getBusinessTrainingPage = cache(async (locale: Locale): Promise<BusinessTrainingPageView> => {
  const [page, site] = await Promise.all([getPage("business-training", locale), getSite(locale)]);
  const hero = firstBlock(page, "groupHero");
  const cta = firstBlock(page, "brochureCta");
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
      primaryButton: cta.primaryButton ?? "",
      brochureButton: cta.brochureButton ?? "",
      brochureHint: cta.brochureHint ?? "",
      brochureMessage: cta.brochureMessage ?? "",
    },
    meta: metaOf(page, hero, locale),
  };
});
