import { LogoTile } from "@/components/media/logo-tile";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { getHomePage } from "@/content/home-page";
import { getClientRows, getPartners } from "@/content/showcase";
import type { Locale } from "@/i18n/locales";
import type { IndustriesBlock, TrainingAreasBlock } from "@/payload-types";

/**
 * The corporate page's sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; locale: Locale; id: string; tone: "white" | "muted" };

/** The home page's training areas (its "Training area cards"), as cards with an icon. */
export async function TrainingAreas({ block, locale, id, tone }: Props<TrainingAreasBlock>) {
  const home = await getHomePage(locale);
  return (
    <Section id={id} tone={tone} title={block.title}>
      <WhyChooseGrid
        items={home.services.cards.map((service) => ({
          icon: service.icon,
          title: service.title,
          text: service.description,
        }))}
      />
    </Section>
  );
}

/** The home page's industries, then every client and training partner (edited in their lists). */
export async function Industries({ block, locale, id, tone }: Props<IndustriesBlock>) {
  const [home, clientRows, partners] = await Promise.all([
    getHomePage(locale),
    getClientRows(locale),
    getPartners(locale),
  ]);
  return (
    <Section id={id} tone={tone} title={block.title}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {home.clients.industries.map((industry) => (
          <li key={industry.name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <Icon name={industry.icon} className="size-5 text-primary-700" />
            <span className="text-sm font-semibold text-slate-800">{industry.name}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{block.clientsTitle}</h3>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {clientRows.flat().map((client) => (
          <li
            key={client.name}
            className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-700"
            translate="no"
          >
            <LogoTile item={client} height={32} />
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{block.partnersTitle}</h3>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-700"
            translate="no"
          >
            <LogoTile item={partner} height={24} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
