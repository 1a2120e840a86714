import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { texts } from "./cms";
import { metaView, type MetaText } from "./page-parts";
import { readGlobal } from "./read";
import type { IconName } from "./schema";

export interface CorporatePageView {
  hero: { badge: string; title: string; intro: string; button: string };
  areas: { title: string };
  formats: { title: string; cards: { icon: IconName; title: string; description: string }[] };
  process: {
    title: string;
    steps: { title: string; description: string }[];
    benefitsTitle: string;
    benefits: string[];
  };
  industries: { title: string; clientsTitle: string; partnersTitle: string };
  cta: { title: string; text: string; button: string; secondary: string };
  meta: MetaText;
}

/** The texts of /corporate (the global `corporate-page`) in one language. */
export const getCorporatePage = cache(async (locale: Locale): Promise<CorporatePageView> => {
  const page = await readGlobal("corporate-page", locale);
  return {
    hero: { badge: page.hero.badge, title: page.hero.title, intro: page.hero.intro, button: page.hero.button },
    areas: { title: page.areas.title },
    formats: {
      title: page.formats.title,
      cards: (page.formats.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    process: {
      title: page.process.title,
      steps: (page.process.steps ?? []).map(({ title, description }) => ({ title, description })),
      benefitsTitle: page.process.benefitsTitle,
      benefits: texts(page.process.benefits),
    },
    industries: {
      title: page.industries.title,
      clientsTitle: page.industries.clientsTitle,
      partnersTitle: page.industries.partnersTitle,
    },
    cta: { title: page.cta.title, text: page.cta.text, button: page.cta.button, secondary: page.cta.secondary },
    meta: metaView(page.meta),
  };
});
