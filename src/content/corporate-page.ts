import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page, ProcessStepsBlock } from "@/payload-types";
import { texts } from "./cms";
import { metaView, type MetaText } from "./page-parts";
import { firstBlock, getPage } from "./pages";
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
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

export const processStepsView = (process: Partial<ProcessStepsBlock>): CorporatePageView["process"] => ({
  title: process.title ?? "",
  steps: (process.steps ?? []).map(({ title, description }) => ({ title, description })),
  benefitsTitle: process.benefitsTitle ?? "",
  benefits: texts(process.benefits),
});

/**
 * The corporate page (the page `corporate` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCorporatePage = cache(async (locale: Locale): Promise<CorporatePageView> => {
  const page = await getPage("corporate", locale);
  const hero = firstBlock(page, "hero");
  const formats = firstBlock(page, "reasons");
  const industries = firstBlock(page, "industries");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      intro: hero.description ?? "",
      button: hero.primary?.label ?? "",
    },
    areas: { title: firstBlock(page, "trainingAreas").title ?? "" },
    formats: {
      title: formats.title ?? "",
      cards: (formats.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    process: processStepsView(firstBlock(page, "processSteps")),
    industries: {
      title: industries.title ?? "",
      clientsTitle: industries.clientsTitle ?? "",
      partnersTitle: industries.partnersTitle ?? "",
    },
    cta: {
      title: cta.title ?? "",
      text: cta.description ?? "",
      button: cta.primary?.label ?? "",
      secondary: cta.secondary?.label ?? "",
    },
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
