import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { Section } from "@/components/ui/section";
import type { ReasonsBlock } from "@/payload-types";

/**
 * The careers page's sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; id: string; tone: "white" | "muted" };

/** Reasons with an icon each, as the training pages' "why choose us". */
export function Reasons({ block, id, tone }: Props<ReasonsBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title}>
      <WhyChooseGrid
        items={(block.cards ?? []).map((item) => ({ icon: item.icon, title: item.title, text: item.description }))}
      />
    </Section>
  );
}
