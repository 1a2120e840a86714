import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import { CoursesSection, IntakesSection, NewsSection, PathsSection } from "./catalogue-blocks";
import { ClientsSection, ContactFormSection, MapSection, TestimonialsSection, VideoSection } from "./media-blocks";
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
  }
}

/** A page's layout, block by block, in the editor's order: the one renderer of built pages. */
export function RenderBlocks({ blocks, locale }: { blocks: LayoutBlock[]; locale: Locale }) {
  let light = 0;
  return blocks.map((block, index) => {
    const tone = dark.has(block.blockType) ? "white" : light++ % 2 === 0 ? "white" : "muted";
    return (
      <BlockSection key={block.id ?? index} block={block} locale={locale} id={`section-${index + 1}`} tone={tone} />
    );
  });
}

/** Blocks with a dark band of their own. */
const dark = new Set<LayoutBlock["blockType"]>(["hero", "stats", "cta"]);
