import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import { CoursesSection, IntakesSection, NewsSection, PathsSection } from "./catalogue-blocks";
import {
  ClientsSection,
  ContactFormSection,
  CorporateRequestSection,
  MapSection,
  TestimonialsSection,
  VideoSection,
} from "./media-blocks";
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
import {
  BrochureCta,
  CourseList,
  FiguresBand,
  GroupHero,
  TestHero,
  WhyChoose,
} from "@/components/sections/training/training-sections";
import { HomeHero } from "@/components/sections/home/hero";
import { HomeServices } from "@/components/sections/home/services";
import { HomeSuccessFactors } from "@/components/sections/home/success-factors";
import { CtaSection, FaqSection, FeaturesSection, HeroSection, RichTextSection, StatsSection } from "./text-blocks";

export type LayoutBlock = NonNullable<Page["layout"]>[number];

/** One block as its section of the page; `id` is its anchor (…#section-3). */
function BlockSection({
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
    case "hero":
      return <HeroSection block={block} {...common} />;
    case "richText":
      return <RichTextSection block={block} {...common} />;
    case "stats":
      return <StatsSection block={block} {...common} />;
    case "features":
      return <FeaturesSection block={block} {...common} />;
    case "cta":
      return <CtaSection block={block} {...common} />;
    case "faq":
      return <FaqSection block={block} {...common} />;
    case "clients":
      return <ClientsSection block={block} {...common} />;
    case "testimonials":
      return <TestimonialsSection block={block} {...common} />;
    case "courses":
      return <CoursesSection block={block} {...common} />;
    case "paths":
      return <PathsSection block={block} {...common} />;
    case "intakes":
      return <IntakesSection block={block} {...common} />;
    case "news":
      return <NewsSection block={block} {...common} />;
    case "video":
      return <VideoSection block={block} {...common} />;
    case "map":
      return <MapSection block={block} {...common} />;
    case "contactForm":
      return <ContactFormSection block={block} {...common} />;
    case "corporateRequest":
      return <CorporateRequestSection block={block} {...common} />;
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
    case "testHero":
      return <TestHero block={block} locale={locale} id={id} />;
    case "groupHero":
      return <GroupHero block={block} locale={locale} id={id} />;
    case "figuresBand":
      return <FiguresBand block={block} id={id} />;
    case "brochureCta":
      return <BrochureCta block={block} locale={locale} id={id} />;
  }
}

/**
 * A page's layout, block by block, in the editor's order: the one renderer of every page built from blocks, the
 * home and about pages among them. A section's anchor is its place (#section-3), but the sections the home and
 * about pages were built with keep the anchors the site links to (#services, #story) the first time they appear.
 */
export function RenderBlocks({
  blocks,
  locale,
  anchors: pageAnchors = {},
}: {
  blocks: LayoutBlock[];
  locale: Locale;
  /** Anchors a page's own route gives its blocks (the contact page's map is #location). */
  anchors?: Partial<Record<LayoutBlock["blockType"], string>>;
}) {
  let light = 0;
  const anchored = new Set<string>();
  return blocks.map((block, index) => {
    const tone =
      dark.has(block.blockType) || over.has(block.blockType) ? "white" : light++ % 2 === 0 ? "white" : "muted";
    const anchor =
      pageAnchors[block.blockType] ??
      (block.blockType === "courseList" ? courseListAnchors[block.kind] : anchors[block.blockType]);
    const id = anchor && !anchored.has(anchor) ? anchor : `section-${index + 1}`;
    if (anchor) anchored.add(anchor);
    return <BlockSection key={block.id ?? index} block={block} locale={locale} id={id} tone={tone} />;
  });
}

/** Blocks that lie over the one before (no background of their own: they leave the alternation alone). */
const over = new Set<LayoutBlock["blockType"]>(["contactCards", "figuresBand"]);

/** Blocks with a dark band of their own. */
const dark = new Set<LayoutBlock["blockType"]>([
  "hero",
  "videoHero",
  "testHero",
  "groupHero",
  "stats",
  "cta",
  "brochureCta",
]);

/** The anchors the site's pages link to (the home hero's "Explore programs" leads to #services). */
const anchors: Partial<Record<LayoutBlock["blockType"], string>> = {
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
const courseListAnchors: Record<Extract<LayoutBlock, { blockType: "courseList" }>["kind"], string> = {
  "it-programme": "programmes",
  "it-end-user": "end-user",
  "english-general": "general",
  "english-conversation": "conversation",
  "english-exam": "exams",
  business: "courses",
};
