import { ChevronDown } from "lucide-react";
import { Section } from "@/components/ui/section";
import type { FaqBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

/** Questions that open to their answers (plain <details>: no JavaScript). */
export function FaqComponent({ block, id, tone }: BlockProps<FaqBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title}>
      <ul className="mx-auto max-w-3xl space-y-3">
        {(block.items ?? []).map((item) => (
          <li key={item.id}>
            <details className="group rounded-xl border border-slate-200 bg-white">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold text-primary-900 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-4 pb-4 whitespace-pre-line text-slate-700">{item.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
