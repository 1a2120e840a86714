import "server-only";
import type { ApproachBlock, Page, StoryBlock } from "@/payload-types";
import { texts } from "./cms";
import { iconCardViews, statViews, type IconCardView, type StatView, type MetaText } from "./page-parts";

export interface AboutPageView {
  hero: { badge: string; title: string; description: string };
  story: { title: string; paragraphs: string[]; statsLabel: string; stats: StatView[] };
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

export const approachView = (approach: Partial<ApproachBlock>): AboutPageView["approach"] => ({
  title: approach.title ?? "",
  description: approach.description ?? "",
  steps: iconCardViews(approach.steps),
  award: { title: approach.award?.title ?? "", description: approach.award?.description ?? "" },
});
