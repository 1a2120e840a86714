import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import {
  AboutAchievements,
  AboutApproach,
  AboutMission,
  AboutStory,
  AboutValues,
  AboutVision,
} from "@/components/sections/about/about-sections";
import { Reasons } from "@/components/sections/company/careers-sections";
import { Industries, TrainingAreas } from "@/components/sections/company/corporate-sections";
import { HomeClients } from "@/components/sections/home/clients";
import { FiguresBand, GroupHero, TestHero, WhyChoose } from "@/components/sections/training/training-sections";
import { HomeHero } from "@/components/sections/home/hero";
import { HomeServices } from "@/components/sections/home/services";
import { HomeSuccessFactors } from "@/components/sections/home/success-factors";

/**
 * The sections the specification's pages were built with (src/cms/section-blocks.ts), until they are built from
 * the generic blocks of src/blocks.
 */
export const sectionBlockTypes = [
  "videoHero",
  "areaCards",
  "clientsShowcase",
  "successFactors",
  "story",
  "mission",
  "approach",
  "vision",
  "values",
  "achievements",
  "reasons",
  "trainingAreas",
  "industries",
  "whyChoose",
  "testHero",
  "groupHero",
  "figuresBand",
] as const;
export type SectionBlockType = (typeof sectionBlockTypes)[number];
type LayoutBlock = Extract<NonNullable<Page["layout"]>[number], { blockType: SectionBlockType }>;

/** One section block as its section of the page; `id` is its anchor (…#section-3). */
export function SectionBlock({
  block,
  locale,
  id,
  tone,
}: {
  block: LayoutBlock;
  locale: Locale;
  id: string;
  tone: "white" | "muted";
}): ReactNode {
  const common = { locale, id, tone };
  switch (block.blockType) {
    case "videoHero":
      return <HomeHero block={block} locale={locale} />;
    case "areaCards":
      return <HomeServices block={block} locale={locale} id={id} />;
    case "clientsShowcase":
      return <HomeClients block={block} {...common} />;
    case "successFactors":
      return <HomeSuccessFactors block={block} id={id} tone={tone} />;
    case "story":
      return <AboutStory block={block} id={id} tone={tone} />;
    case "mission":
      return <AboutMission block={block} id={id} tone={tone} />;
    case "approach":
      return <AboutApproach block={block} id={id} tone={tone} />;
    case "vision":
      return <AboutVision block={block} id={id} tone={tone} />;
    case "values":
      return <AboutValues block={block} id={id} tone={tone} />;
    case "achievements":
      return <AboutAchievements block={block} id={id} tone={tone} />;
    case "reasons":
      return <Reasons block={block} id={id} tone={tone} />;
    case "trainingAreas":
      return <TrainingAreas block={block} {...common} />;
    case "industries":
      return <Industries block={block} {...common} />;
    case "whyChoose":
      return <WhyChoose block={block} id={id} tone={tone} />;
    case "testHero":
      return <TestHero block={block} locale={locale} id={id} />;
    case "groupHero":
      return <GroupHero block={block} locale={locale} id={id} />;
    case "figuresBand":
      return <FiguresBand block={block} id={id} />;
  }
}

/** The anchors the site's pages link to (the home hero's "Explore programs" leads to #services). */
export const sectionAnchors: Partial<Record<SectionBlockType, string>> = {
  areaCards: "services",
  clientsShowcase: "clients",
  successFactors: "success",
  story: "story",
  mission: "mission",
  approach: "approach",
  vision: "vision",
  values: "values",
  achievements: "achievements",
  trainingAreas: "areas",
  industries: "industries",
  whyChoose: "why",
};
