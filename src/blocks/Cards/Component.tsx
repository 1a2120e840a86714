import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import type { CardsBlock } from "@/payload-types";
import { CardCell, CardGrid, type BlockProps } from "../ui";

export function CardsComponent({ block, id, tone }: BlockProps<CardsBlock>) {
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <CardGrid>
        {(block.cards ?? []).map((card, index) => (
          <CardCell key={card.id ?? index}>
            <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-primary-900">{card.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{card.description}</p>
            </div>
          </CardCell>
        ))}
      </CardGrid>
    </Section>
  );
}
