import type { IconName } from "@/content/schema";
import { Icon } from "@/components/ui/icon";

type Item = { icon: IconName; title: string; text: string };

/** The 'Why Choose ...' grid shared by the training pages. */
export function WhyChooseGrid({ items }: { items: Item[] }) {
  const cols = items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-primary-900">{item.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
