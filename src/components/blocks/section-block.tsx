import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import {
  AboutAchievements,
  AboutApproach,
  AboutMission,
  AboutStory,
  AboutTimeline,
  AboutValues,
  AboutVision,
} from "@/components/sections/about/about-sections";
import { ApplySteps, JobOpenings, Reasons } from "@/components/sections/company/careers-sections";
import { ContactCards, ContactDesk } from "@/components/sections/company/contact-sections";
import { Industries, ProcessSteps, TrainingAreas } from "@/components/sections/company/corporate-sections";
import { HomeClients } from "@/components/sections/home/clients";
import { BrochureCta, CourseList, FiguresBand, WhyChoose } from "@/components/sections/training/training-sections";
import { HomeServices } from "@/components/sections/home/services";
import { HomeSuccessFactors } from "@/components/sections/home/success-factors";

/**
 * The sections the specification's pages were built with (src/cms/section-blocks.ts), until they are built from
 * the generic blocks of src/blocks.
 */
export const sectionBlockTypes = [
  "areaCards",
  "clientsShowcase",
  "successFactors",
  "story",
  "timeline",
  "mission",
  "approach",
  "vision",
  "values",
  "achievements",
  "jobOpenings",
  "reasons",
  "applySteps",
  "trainingAreas",
  "processSteps",
  "industries",
  "contactCards",
  "contactDesk",
  "courseList",
  "whyChoose",
  "figuresBand",
  "brochureCta",
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
    case "areaCards":
      return <HomeServices block={block} locale={locale} id={id} />;
    case "clientsShowcase":
      return <HomeClients block={block} {...common} />;
    case "successFactors":
      return <HomeSuccessFactors block={block} id={id} tone={tone} />;
    case "story":
      return <AboutStory block={block} id={id} tone={tone} />;
    case "timeline":
      return <AboutTimeline block={block} id={id} tone={tone} />;
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
    case "jobOpenings":
      return <JobOpenings block={block} {...common} />;
    case "reasons":
      return <Reasons block={block} id={id} tone={tone} />;
    case "applySteps":
      return <ApplySteps block={block} {...common} />;
    case "trainingAreas":
      return <TrainingAreas block={block} {...common} />;
    case "processSteps":
      return <ProcessSteps block={block} id={id} tone={tone} />;
    case "industries":
      return <Industries block={block} {...common} />;
    case "contactCards":
      return <ContactCards block={block} locale={locale} id={id} />;
    case "contactDesk":
      return <ContactDesk block={block} {...common} />;
    case "courseList":
      return <CourseList block={block} {...common} />;
    case "whyChoose":
      return <WhyChoose block={block} id={id} tone={tone} />;
    case "figuresBand":
      return <FiguresBand block={block} id={id} />;
    case "brochureCta":
      return <BrochureCta block={block} locale={locale} id={id} />;
  }
}

/** The anchors the site's pages link to (the home hero's "Explore programs" leads to #services). */
export const sectionAnchors: Partial<Record<SectionBlockType, string>> = {
  areaCards: "services",
  clientsShowcase: "clients",
  successFactors: "success",
  story: "story",
  timeline: "milestones",
  mission: "mission",
  approach: "approach",
  vision: "vision",
  values: "values",
  achievements: "achievements",
  jobOpenings: "openings",
  applySteps: "apply",
  trainingAreas: "areas",
  processSteps: "process",
  industries: "industries",
  whyChoose: "why",
};

/** The training pages' course lists keep their anchors (#programmes, #exams). */
export const sectionCourseAnchors: Record<Extract<LayoutBlock, { blockType: "courseList" }>["kind"], string> = {
  "it-programme": "programmes",
  "it-end-user": "end-user",
  "english-general": "general",
  "english-conversation": "conversation",
  "english-exam": "exams",
  business: "courses",
};
