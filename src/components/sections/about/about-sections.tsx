import { Award } from "lucide-react";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { approachView, storyView } from "@/content/about-page";
import { iconCardViews, statViews } from "@/content/page-parts";
import type {
  AchievementsBlock,
  ApproachBlock,
  MissionBlock,
  StoryBlock,
  ValuesBlock,
  VisionBlock,
} from "@/payload-types";

/**
 * The about page's sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; id: string; tone: "white" | "muted" };

export function AboutStory({ block, id, tone }: Props<StoryBlock>) {
  const story = storyView(block);
  return (
    <Section id={id} tone={tone} title={story.title}>
      <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        {story.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <StatList
        stats={story.stats}
        label={story.statsLabel}
        className="mt-12 grid-cols-2 rounded-2xl bg-primary-50 p-8 md:grid-cols-4"
      />
    </Section>
  );
}

export function AboutMission({ block, id, tone }: Props<MissionBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {iconCardViews(block.cards).map((card, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-primary-900">{card.title}</h3>
            <p className="mt-2 text-slate-600">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutApproach({ block, id, tone }: Props<ApproachBlock>) {
  const approach = approachView(block);
  return (
    <Section id={id} tone={tone} title={approach.title} description={approach.description}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {approach.steps.map((step, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white tabular-nums">
                {index + 1}
              </span>
              <Icon name={step.icon} className="size-5 text-primary-700" />
            </div>
            <h3 className="mt-4 text-lg font-bold text-primary-900">{step.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-accent-300 bg-accent-100 p-6 text-center sm:flex-row sm:text-start">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-400 text-primary-950">
          <Award aria-hidden="true" className="size-8" />
        </span>
        <div>
          <h3 className="text-lg font-bold text-primary-900">{approach.award.title}</h3>
          <p className="mt-1 text-slate-700">{approach.award.description}</p>
        </div>
      </div>
    </Section>
  );
}

export function AboutVision({ block, id, tone }: Props<VisionBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title}>
      <p className="mx-auto max-w-3xl text-center text-xl leading-relaxed font-medium text-primary-900 sm:text-2xl">
        {block.text}
      </p>
    </Section>
  );
}

export function AboutValues({ block, id, tone }: Props<ValuesBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {iconCardViews(block.items).map((value, index) => (
          <li key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon name={value.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-bold text-primary-900">{value.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{value.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutAchievements({ block, id, tone }: Props<AchievementsBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description}>
      <StatList stats={statViews(block.stats)} label={block.title} className="grid-cols-2 md:grid-cols-4" />
    </Section>
  );
}
