import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import type { StatsBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

const statColumns = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-4",
  5: "grid-cols-2 md:grid-cols-5",
  6: "grid-cols-2 md:grid-cols-3 lg:grid-cols-6",
} as const;

/** Whether the block has a background of its own (the dark band, or the light band without a title). */
export const statsOwnBackground = (block: Pick<StatsBlock, "tone" | "title">) => block.tone !== "light" || !block.title;

/**
 * Headline figures: a dark band; or light, as a section with its title and text (in the page's alternation of
 * backgrounds), or, without a title, a thin white band under the page's top.
 */
export function StatsComponent({ block, id, tone }: BlockProps<StatsBlock>) {
  const stats = (block.stats ?? []).map(({ value, label }) => ({ value, label }));
  const columns = statColumns[Math.min(stats.length, 6) as keyof typeof statColumns] ?? statColumns[6];
  if (block.tone === "light" && block.title)
    return (
      <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
        <StatList stats={stats} label={block.statsLabel} className={columns} />
      </Section>
    );
  if (block.tone === "light")
    return (
      <section id={id} aria-label={block.statsLabel} className="border-b border-slate-200 bg-white">
        <div className="container-page py-10">
          <StatList stats={stats} label={block.statsLabel} className={columns} />
        </div>
      </section>
    );
  return (
    <section
      id={id}
      aria-labelledby={block.title ? `${id}-title` : undefined}
      aria-label={block.title ? undefined : block.statsLabel}
      className="bg-primary-900 py-12 text-white"
    >
      <div className="container-page">
        {block.title ? (
          <h2 id={`${id}-title`} className="mb-8 text-center text-2xl font-bold sm:text-3xl">
            {block.title}
          </h2>
        ) : null}
        {block.description ? (
          <p className="mx-auto -mt-4 mb-8 max-w-3xl text-center text-primary-100">{block.description}</p>
        ) : null}
        <StatList stats={stats} label={block.statsLabel} tone="dark" className={`mx-auto max-w-5xl ${columns}`} />
      </div>
    </section>
  );
}
