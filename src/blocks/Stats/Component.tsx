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

export function StatsComponent({ block, id }: BlockProps<StatsBlock>) {
  const stats = (block.stats ?? []).map(({ value, label }) => ({ value, label }));
  const columns = statColumns[Math.min(stats.length, 6) as keyof typeof statColumns] ?? statColumns[6];
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
        <StatList stats={stats} label={block.statsLabel} tone="dark" className={`mx-auto max-w-5xl ${columns}`} />
      </div>
    </section>
  );
}
