import { Section } from "@/components/ui/section";
import { timelineView } from "@/content/about-page";
import type { TimelineBlock } from "@/payload-types";

/**
 * The about page's sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; id: string; tone: "white" | "muted" };

export function AboutTimeline({ block, id, tone }: Props<TimelineBlock>) {
  const milestones = timelineView(block);
  return (
    <Section id={id} tone={tone} title={milestones.title}>
      <ol className="relative mx-auto max-w-3xl space-y-8 border-s-2 border-primary-200 ps-8">
        {milestones.items.map((milestone, index) => (
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-4 border-white bg-primary-600 ring-2 ring-primary-200"
            />
            <p className="text-sm font-bold text-primary-600 tabular-nums">{milestone.year}</p>
            <h3 className="mt-1 text-lg font-bold text-primary-900">{milestone.title}</h3>
            <p className="mt-1 text-slate-600">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
