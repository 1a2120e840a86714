import { Check } from "lucide-react";
import { Section } from "@/components/ui/section";
import { processStepsView } from "@/content/corporate-page";
import type { Locale } from "@/i18n/locales";
import type { ProcessStepsBlock } from "@/payload-types";

/**
 * The corporate page's sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; locale: Locale; id: string; tone: "white" | "muted" };

/** Numbered steps, then a list of benefits. */
export function ProcessSteps({ block, id, tone }: Omit<Props<ProcessStepsBlock>, "locale">) {
  const process = processStepsView(block);
  return (
    <Section id={id} tone={tone} title={process.title}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
            <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular-nums">
              {index + 1}
            </span>
            <h3 className="mt-4 font-bold text-primary-900">{step.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
      <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{process.benefitsTitle}</h3>
      <ul className="mx-auto mt-6 grid max-w-4xl gap-3 sm:grid-cols-2">
        {process.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 rounded-xl bg-primary-50 p-4 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
