import type { ComponentType } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import {
  SectionBlock,
  sectionAnchors,
  sectionBlockTypes,
  sectionCourseAnchors,
  type SectionBlockType,
} from "@/components/blocks/section-block";
import { CallToActionComponent } from "./CallToAction/Component";
import { CardsComponent } from "./Cards/Component";
import { CollectionListComponent } from "./CollectionList/Component";
import { FaqComponent } from "./Faq/Component";
import { GalleryComponent } from "./Gallery/Component";
import { ImageComponent } from "./Image/Component";
import { ImageTextComponent } from "./ImageText/Component";
import { LeadFormComponent } from "./LeadForm/Component";
import { LogosComponent } from "./Logos/Component";
import { MapComponent } from "./Map/Component";
import { RichTextComponent } from "./RichText/Component";
import { StatsComponent } from "./Stats/Component";
import { TestimonialsComponent } from "./Testimonials/Component";
import { VideoComponent } from "./Video/Component";
import type { BlockProps } from "./ui";

export type LayoutBlock = NonNullable<Page["layout"]>[number];
type BlockType = Exclude<LayoutBlock["blockType"], SectionBlockType>;
type Of<T extends LayoutBlock["blockType"]> = Extract<LayoutBlock, { blockType: T }>;

/** Each block type's component (src/blocks/<Name>/Component.tsx); the type checker asks for every block's line. */
const blockComponents: { [T in BlockType]: ComponentType<BlockProps<Of<T>>> } = {
  richText: RichTextComponent,
  image: ImageComponent,
  gallery: GalleryComponent,
  imageText: ImageTextComponent,
  video: VideoComponent,
  map: MapComponent,
  cards: CardsComponent,
  stats: StatsComponent,
  faq: FaqComponent,
  logos: LogosComponent,
  testimonials: TestimonialsComponent,
  collectionList: CollectionListComponent,
  leadForm: LeadFormComponent,
  cta: CallToActionComponent,
};

const isSection = (block: LayoutBlock): block is Of<SectionBlockType> =>
  (sectionBlockTypes as readonly string[]).includes(block.blockType);

/** Blocks with a dark band of their own, or none (they leave the alternation of light backgrounds alone). */
const ownBackground = new Set<string>(["stats", "cta", "brochureCta", "contactCards", "figuresBand"]);

/**
 * A page's layout, block by block, in the editor's order: the one renderer of every page built from blocks. A
 * section's anchor is its place (#section-3), but some keep the anchors the site links to (#services, #story)
 * the first time they appear.
 */
export function RenderBlocks({
  blocks,
  locale,
  anchors = {},
  before = 0,
}: {
  blocks: LayoutBlock[];
  locale: Locale;
  /** Anchors a page gives its blocks (the contact page's map is #location: the advisor links there). */
  anchors?: Partial<Record<LayoutBlock["blockType"], string>>;
  /** The sections above the blocks (the page's hero is its first: the blocks' places start at #section-2). */
  before?: number;
}) {
  let light = 0;
  const anchored = new Set<string>();
  return blocks.map((block, index) => {
    const tone = ownBackground.has(block.blockType) ? "white" : light++ % 2 === 0 ? "white" : "muted";
    const anchor =
      ("anchor" in block && block.anchor ? block.anchor : undefined) ??
      anchors[block.blockType] ??
      (block.blockType === "courseList"
        ? sectionCourseAnchors[block.kind]
        : sectionAnchors[block.blockType as SectionBlockType]);
    const id = anchor && !anchored.has(anchor) ? anchor : `section-${before + index + 1}`;
    if (anchor) anchored.add(anchor);
    const key = block.id ?? index;
    if (isSection(block)) return <SectionBlock key={key} block={block} locale={locale} id={id} tone={tone} />;
    const Component = blockComponents[block.blockType as BlockType] as ComponentType<BlockProps<LayoutBlock>>;
    return <Component key={key} block={block} locale={locale} id={id} tone={tone} />;
  });
}
