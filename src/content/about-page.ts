import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { ApproachBlock, Page, StoryBlock, TimelineBlock } from "@/payload-types";
import { texts } from "./cms";
import { firstBlock, getPage } from "./pages";
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
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

export const storyView = (story: Partial<StoryBlock>): AboutPageView["story"] => ({
  title: story.title ?? "",
  paragraphs: texts(story.paragraphs),
  statsLabel: story.statsLabel ?? "",
  stats: statViews(story.stats),
});

export const timelineView = (milestones: Partial<TimelineBlock>): AboutPageView["milestones"] => ({
  title: milestones.title ?? "",
  items: (milestones.items ?? []).map(({ year, title, description }) => ({ year, title, description })),
});

export const approachView = (approach: Partial<ApproachBlock>): AboutPageView["approach"] => ({
  title: approach.title ?? "",
  description: approach.description ?? "",
  steps: iconCardViews(approach.steps),
  award: { title: approach.award?.title ?? "", description: approach.award?.description ?? "" },
});

/**
 * The about page (the page `about` of the collection `pages`) in one language: the document its route renders
 * block by block, and its texts read from its first block of each kind.
 */
export const getAboutPage = cache(async (locale: Locale): Promise<AboutPageView> => {
  const page = await getPage("about", locale);
  const hero = firstBlock(page, "hero");
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
    meta: metaView(
      {
        title: page?.meta?.title || hero.title || "",
        description: page?.meta?.description || hero.description || "",
        image: page?.meta?.image,
      },
      locale,
    ),
  };
});
