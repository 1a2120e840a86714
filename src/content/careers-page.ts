import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { texts } from "./cms";
import { metaView, type MetaText } from "./page-parts";
import { readGlobal } from "./read";
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
}

/** The texts of /careers (the global `careers-page`) in one language. */
export const getCareersPage = cache(async (locale: Locale): Promise<CareersPageView> => {
  const page = await readGlobal("careers-page", locale);
  return {
    hero: { badge: page.hero.badge, title: page.hero.title, intro: page.hero.intro },
    openings: {
      title: page.openings.title,
      jobs: (page.openings.jobs ?? []).map((job, index) => ({
        id: job.id ?? String(index),
        area: job.area,
        type: job.type,
        title: job.title,
        summary: job.summary,
        requirements: texts(job.requirements),
      })),
    },
    whyJoin: {
      title: page.whyJoin.title,
      cards: (page.whyJoin.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    apply: { title: page.apply.title, steps: texts(page.apply.steps) },
    meta: metaView(page.meta),
  };
});
