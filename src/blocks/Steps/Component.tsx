import { Award, Check } from "lucide-react";
import { ContactBlock } from "@/components/ui/contact-block";
import { Section } from "@/components/ui/section";
import type { StepsBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

type Step = NonNullable<StepsBlock["steps"]>[number];

const number = (index: number, extra = "") => (
  <span
    className={`flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular-nums ${extra}`}
  >
    {index + 1}
  </span>
);

/** Numbered cards side by side (how a company's training is organised). */
function Numbered({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.id ?? index} className="rounded-2xl border border-slate-200 bg-white p-6">
          {number(index)}
          <h3 className="mt-4 font-bold text-primary-900">{step.title}</h3>
          {step.description ? <p className="mt-2 text-sm text-slate-600">{step.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A numbered list of short steps (how to apply). */
function List({ steps }: { steps: Step[] }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step.id ?? index} className="flex gap-4">
          {number(index)}
          <div className="pt-1.5">
            <p className="text-slate-700">{step.title}</p>
            {step.description ? <p className="mt-1 text-sm text-slate-600">{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Dates down a line (the centre's milestones). */
function Timeline({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl space-y-8 border-s-2 border-primary-200 ps-8">
      {steps.map((step, index) => (
        <li key={step.id ?? index} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-4 border-white bg-primary-600 ring-2 ring-primary-200"
          />
          {step.label ? <p className="text-sm font-bold text-primary-600 tabular-nums">{step.label}</p> : null}
          <h3 className="mt-1 text-lg font-bold text-primary-900">{step.title}</h3>
          {step.description ? <p className="mt-1 text-slate-600">{step.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Steps in one of three looks, with a highlight or a checklist under them, or the centre's contact details beside. */
export function StepsComponent({ block, locale, id, tone }: BlockProps<StepsBlock>) {
  const steps = block.steps ?? [];
  const Look = block.look === "timeline" ? Timeline : block.look === "list" ? List : Numbered;
  const items = (block.asideItems ?? []).map((item) => item.text).filter(Boolean);
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      {block.aside === "contact" ? (
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
          <Look steps={steps} />
          <ContactBlock locale={locale} />
        </div>
      ) : block.look === "list" ? (
        <div className="mx-auto max-w-3xl">
          <Look steps={steps} />
        </div>
      ) : (
        <Look steps={steps} />
      )}
      {block.aside === "highlight" && block.asideTitle ? (
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-accent-300 bg-accent-100 p-6 text-center sm:flex-row sm:text-start">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-400 text-primary-950">
            <Award aria-hidden="true" className="size-8" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-primary-900">{block.asideTitle}</h3>
            {block.asideText ? <p className="mt-1 text-slate-700">{block.asideText}</p> : null}
          </div>
        </div>
      ) : null}
      {block.aside === "checklist" && items.length ? (
        <>
          {block.asideTitle ? (
            <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{block.asideTitle}</h3>
          ) : null}
          <ul className="mx-auto mt-6 grid max-w-4xl gap-3 sm:grid-cols-2">
            {items.map((item, index) => (
              <li key={index} className="flex gap-2 rounded-xl bg-primary-50 p-4 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
