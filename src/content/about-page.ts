import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { texts } from "./cms";
import { readGlobal } from "./read";
import { iconCardViews, statViews, type IconCardView, type StatView, metaView, type MetaText } from "./page-parts";

export interface AboutPageView {
  hero: { badge: string; title: string; description: string };
  story: { title: string; paragraphs: string[]; statsLabel: string; stats: StatView[] };
  milestones: { title: string; items: { year: number; title: string; description: string }[] };
  mission: { title: string; cards: IconCardView[] };
  approach: {
    title: string;
    description: string;
    steps: IconCardView[];
    award: { title: string; description: string };
  };
  vision: { title: string; text: string };
  values: { title: string; items: IconCardView[] };
  achievements: { title: string; description: string; stats: StatView[] };
  cta: { title: string; description: string; button: string };
  meta: MetaText;
}

/** The about page's texts (the global `about-page`) in one language. */
export const getAboutPage = cache(async (locale: Locale): Promise<AboutPageView> => {
  const page = await readGlobal("about-page", locale);
  const { hero, story, milestones, mission, approach, vision, values, achievements, cta, meta } = page;
  return {
    hero: { badge: hero.badge, title: hero.title, description: hero.description },
    story: {
      title: story.title,
      paragraphs: texts(story.paragraphs),
      statsLabel: story.statsLabel,
      stats: statViews(story.stats),
    },
    milestones: {
      title: milestones.title,
      items: (milestones.items ?? []).map(({ year, title, description }) => ({ year, title, description })),
    },
    mission: { title: mission.title, cards: iconCardViews(mission.cards) },
    approach: {
      title: approach.title,
      description: approach.description,
      steps: iconCardViews(approach.steps),
      award: { title: approach.award.title, description: approach.award.description },
    },
    vision: { title: vision.title, text: vision.text },
    values: { title: values.title, items: iconCardViews(values.items) },
    achievements: {
      title: achievements.title,
      description: achievements.description,
      stats: statViews(achievements.stats),
    },
    cta: { title: cta.title, description: cta.description, button: cta.button },
    meta: metaView(meta),
  };
});
