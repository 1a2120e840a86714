import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { ApplyStepsBlock, JobOpeningsBlock, Page } from "@/payload-types";
import { texts } from "./cms";
import { metaView, type MetaText } from "./page-parts";
import { firstBlock, getPage } from "./pages";
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

/**
 * The careers page (the page `careers` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCareersPage = cache(async (locale: Locale): Promise<CareersPageView> => {
  const page = await getPage("careers", locale);
  const hero = firstBlock(page, "hero");
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
