import "server-only";
import type { Page, TimelineBlock } from "@/payload-types";
import type { MetaText } from "./page-parts";

export interface AboutPageView {
  hero: { badge: string; title: string; description: string };
  milestones: { title: string; items: { year: number; title: string; description: string }[] };
  cta: { title: string; description: string; button: string };
  meta: MetaText;
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

export const timelineView = (milestones: Partial<TimelineBlock>): AboutPageView["milestones"] => ({
  title: milestones.title ?? "",
  items: (milestones.items ?? []).map(({ year, title, description }) => ({ year, title, description })),
});
