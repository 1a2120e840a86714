import "server-only";
import type { ApplyStepsBlock, JobOpeningsBlock, Page } from "@/payload-types";
import { texts } from "./cms";
import { type MetaText } from "./page-parts";
import type { Area, IconName } from "./schema";

export interface JobView {
  id: string;
  area: Area | "staff";
  type: string;
  title: string;
  summary: string;
  requirements: string[];
}

export interface CareersPageView {
  hero: { badge: string; title: string; intro: string };
  openings: { title: string; jobs: JobView[] };
  whyJoin: { title: string; cards: { icon: IconName; title: string; description: string }[] };
  apply: { title: string; steps: string[] };
  meta: MetaText;
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

export const jobOpeningsView = (openings: Partial<JobOpeningsBlock>): CareersPageView["openings"] => ({
  title: openings.title ?? "",
  jobs: (openings.jobs ?? []).map((job, index) => ({
    id: job.id ?? String(index),
    area: job.area,
    type: job.type,
    title: job.title,
    summary: job.summary,
    requirements: texts(job.requirements),
  })),
});

export const applyStepsView = (apply: Partial<ApplyStepsBlock>): CareersPageView["apply"] => ({
  title: apply.title ?? "",
  steps: texts(apply.steps),
});
