import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { readGlobal } from "./read";
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
import { getSite } from "./site";

/** The texts and figures of the three training pages around their courses (the courses come from ./catalog). */

interface Cta {
  title: string;
  description: string;
  primaryButton: string;
}

interface Why {
  title: string;
  reasons: ReasonView[];
}

export interface ItTrainingPageView {
  hero: { badge: string; title: string; description: string; primaryButton: string; secondaryButton: string };
  sections: { programmes: SectionText; endUser: SectionText };
  why: Why;
  cta: Cta & { secondaryButton: string };
  meta: MetaText;
}

export const getItTrainingPage = cache(async (locale: Locale): Promise<ItTrainingPageView> => {
  const { hero, sections, why, cta, meta } = await readGlobal("it-training-page", locale);
  return {
    hero,
    sections,
    why: { title: why.title, reasons: reasonViews(why.items) },
    cta,
    meta: metaView(meta),
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
  why: Why & { figuresLabel: string; figures: StatView[] };
  cta: Cta & { secondaryButton: string };
  meta: MetaText;
}

export const getEnglishTrainingPage = cache(async (locale: Locale): Promise<EnglishTrainingPageView> => {
  const { hero, figures, sections, why, cta, meta } = await readGlobal("english-training-page", locale);
  return {
    hero,
    figures: { label: figures.label, stats: statViews(figures.stats) },
    sections,
    why: {
      title: why.title,
      reasons: reasonViews(why.items),
      figuresLabel: why.figuresLabel,
      figures: statViews(why.figures),
    },
    cta,
    meta: metaView(meta),
  };
});

export interface BusinessTrainingPageView {
  /** parentLine names the parent group of the business details. */
  hero: { badge: string; title: string; parentLine: string; description: string; button: string };
  sections: { courses: SectionText };
  why: Why & { figuresLabel: string; figures: StatView[] };
  cta: Cta & { brochureButton: string; brochureHint: string; brochureMessage: string };
  meta: MetaText;
}

export const getBusinessTrainingPage = cache(async (locale: Locale): Promise<BusinessTrainingPageView> => {
  const [{ hero, sections, why, cta, meta }, site] = await Promise.all([
    readGlobal("business-training-page", locale),
    getSite(locale),
  ]);
  return {
    hero: { ...hero, parentLine: fillPlaceholders(hero.parentLine, { group: site.parentCompany }) },
    sections,
    why: {
      title: why.title,
      reasons: reasonViews(why.items),
      figuresLabel: why.figuresLabel,
      figures: statViews(why.figures),
    },
    cta,
    meta: metaView(meta),
  };
});
