import { BlockButton, filled } from "@/blocks/ui";
import { PageHero } from "@/components/ui/page-hero";
import type { HeroProps } from "../types";

/** The top of most pages: badge, main heading, a text and up to two buttons. */
export function BasicHero({ hero, locale, id }: HeroProps) {
  const buttons = [hero.primary, hero.secondary].filter(filled);
  return (
    <PageHero
      id={id}
      badge={hero.badge ?? undefined}
      title={hero.title ?? ""}
      description={hero.description ?? undefined}
    >
      {buttons.length ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BlockButton button={hero.primary} variant="accent" locale={locale} />
          <BlockButton button={hero.secondary} variant="inverse" locale={locale} />
        </div>
      ) : null}
    </PageHero>
  );
}
