import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { successFactorsView } from "@/content/home-page";
import type { SuccessFactorsBlock } from "@/payload-types";

/** Five factors in a row (the block "Success factors"). */
export function HomeSuccessFactors({
  block,
  id,
  tone,
}: {
  block: SuccessFactorsBlock;
  id: string;
  tone: "white" | "muted";
}) {
  const success = successFactorsView(block);

  return (
    <Section id={id} tone={tone} badge={success.badge} title={success.title}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5" data-testid="success-grid">
        {success.factors.map((factor, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-800">
              <Icon name={factor.icon} />
            </span>
            <h3 className="mt-4 text-base font-bold text-primary-900">{factor.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{factor.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
