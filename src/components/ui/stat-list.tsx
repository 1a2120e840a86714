type Stat = { value: string; label: string };

/** Headline figures as a description list: large tabular numbers over their labels. */
export function StatList({
  stats,
  label,
  tone = "light",
  className = "",
}: {
  stats: Stat[];
  label: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const value = tone === "dark" ? "text-white" : "text-primary-800";
  const caption = tone === "dark" ? "text-primary-100" : "text-slate-600";
  return (
    <dl aria-label={label} className={`grid gap-6 ${className}`}>
      {stats.map((stat, index) => (
        <div key={index} className="flex flex-col-reverse items-center text-center">
          <dt className={`mt-1 text-sm font-medium ${caption}`}>{stat.label}</dt>
          <dd className={`text-2xl font-bold whitespace-nowrap tabular-nums sm:text-4xl ${value}`}>
            <bdi>{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
