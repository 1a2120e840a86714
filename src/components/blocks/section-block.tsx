import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import { AboutTimeline } from "@/components/sections/about/about-sections";
import { ApplySteps, JobOpenings } from "@/components/sections/company/careers-sections";
import { ContactCards, ContactDesk } from "@/components/sections/company/contact-sections";
import { ProcessSteps } from "@/components/sections/company/corporate-sections";
import { BrochureCta, CourseList, GroupHero, TestHero } from "@/components/sections/training/training-sections";
import { HomeHero } from "@/components/sections/home/hero";

/**
 * The sections the specification's pages were built with (src/cms/section-blocks.ts), until they are built from
 * the generic blocks of src/blocks.
 */
export const sectionBlockTypes = [
  "videoHero",
  "timeline",
  "jobOpenings",
  "applySteps",
  "processSteps",
  "contactCards",
  "contactDesk",
  "courseList",
  "testHero",
  "groupHero",
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
    case "videoHero":
      return <HomeHero block={block} locale={locale} />;
    case "timeline":
      return <AboutTimeline block={block} id={id} tone={tone} />;
    case "jobOpenings":
      return <JobOpenings block={block} {...common} />;
    case "applySteps":
      return <ApplySteps block={block} {...common} />;
    case "processSteps":
      return <ProcessSteps block={block} id={id} tone={tone} />;
    case "contactCards":
      return <ContactCards block={block} locale={locale} id={id} />;
    case "contactDesk":
      return <ContactDesk block={block} {...common} />;
    case "courseList":
      return <CourseList block={block} {...common} />;
    case "testHero":
      return <TestHero block={block} locale={locale} id={id} />;
    case "groupHero":
      return <GroupHero block={block} locale={locale} id={id} />;
    case "brochureCta":
      return <BrochureCta block={block} locale={locale} id={id} />;
  }
}

/** The anchors the site's pages link to (the home hero's "Explore programs" leads to #services). */
export const sectionAnchors: Partial<Record<SectionBlockType, string>> = {
  timeline: "milestones",
  jobOpenings: "openings",
  applySteps: "apply",
  processSteps: "process",
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
