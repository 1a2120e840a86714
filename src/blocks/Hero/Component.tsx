import { PageHero } from "@/components/sections/page-hero";
import type { HeroBlock } from "@/payload-types";
import { BlockButton, filled, type BlockProps } from "../ui";

/** The top of the page: the only h1. */
export async function HeroComponent({ block, locale, id }: BlockProps<HeroBlock>) {
  const buttons = [block.primary, block.secondary].filter(filled);
  return (
    <PageHero id={id} badge={block.badge ?? undefined} title={block.title} description={block.description ?? undefined}>
      {buttons.length ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BlockButton button={block.primary} variant="accent" locale={locale} />
          <BlockButton button={block.secondary} variant="inverse" locale={locale} />
        </div>
      ) : null}
    </PageHero>
  );
}
