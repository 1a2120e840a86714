import type { ComponentType } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";
import { CallToActionComponent } from "./CallToAction/Component";
import { CardsComponent } from "./Cards/Component";
import { CollectionListComponent } from "./CollectionList/Component";
import { DetailCardsComponent } from "./DetailCards/Component";
import { FaqComponent } from "./Faq/Component";
import { GalleryComponent } from "./Gallery/Component";
import { ImageComponent } from "./Image/Component";
import { ImageTextComponent } from "./ImageText/Component";
import { LeadFormComponent } from "./LeadForm/Component";
import { LogosComponent } from "./Logos/Component";
import { MapComponent } from "./Map/Component";
import { RichTextComponent } from "./RichText/Component";
import { StatsComponent, statsOwnBackground } from "./Stats/Component";
import { StepsComponent } from "./Steps/Component";
import { TestimonialsComponent } from "./Testimonials/Component";
import { VideoComponent } from "./Video/Component";
import type { BlockProps } from "./ui";

export type LayoutBlock = NonNullable<Page["layout"]>[number];
type BlockType = LayoutBlock["blockType"];
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
  steps: StepsComponent,
  detailCards: DetailCardsComponent,
  faq: FaqComponent,
  logos: LogosComponent,
  testimonials: TestimonialsComponent,
  collectionList: CollectionListComponent,
  leadForm: LeadFormComponent,
  cta: CallToActionComponent,
};

/** Blocks with a dark band of their own, or none (they leave the alternation of light backgrounds alone). */
const ownBackground = new Set<string>(["cta"]);
/** The contact cards overlap the hero above them: no band of their own; a figures band has its own dark one. */
const hasOwnBackground = (block: LayoutBlock) =>
  block.blockType === "stats"
    ? statsOwnBackground(block)
    : ownBackground.has(block.blockType) || (block.blockType === "map" && block.display === "ways");

/**
 * A page's layout, block by block, in the editor's order: the one renderer of every page built from blocks. A
 * section's anchor is the one its editor gave it (#services, #story: the site links to them), the first time it
 * appears, or else its place (#section-3).
 */
export function RenderBlocks({
  blocks,
  locale,
  before = 0,
}: {
  blocks: LayoutBlock[];
  locale: Locale;
  /** The sections above the blocks (the page's hero is its first: the blocks' places start at #section-2). */
  before?: number;
}) {
  let light = 0;
  const anchored = new Set<string>();
  return blocks.map((block, index) => {
    const tone = hasOwnBackground(block) ? "white" : light++ % 2 === 0 ? "white" : "muted";
    const anchor = block.anchor || undefined;
    const id = anchor && !anchored.has(anchor) ? anchor : `section-${before + index + 1}`;
    if (anchor) anchored.add(anchor);
    const key = block.id ?? index;
    const Component = blockComponents[block.blockType as BlockType] as ComponentType<BlockProps<LayoutBlock>>;
    return <Component key={key} block={block} locale={locale} id={id} tone={tone} />;
  });
}
