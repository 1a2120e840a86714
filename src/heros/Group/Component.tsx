import { buttonLink } from "@/blocks/ui";
import { PageHero } from "@/components/ui/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { fillPlaceholders } from "@/content/page-parts";
import { getSite } from "@/content/site";
import type { HeroProps } from "../types";

/** The top with the parent group's line ("A member of …", from Business details) and one button. */
export async function GroupHero({ hero, locale, id }: HeroProps) {
  const site = await getSite(locale);
  const button = buttonLink(hero.primary);
  return (
    <PageHero
      id={id}
      badge={hero.badge ?? undefined}
      title={hero.title ?? ""}
      description={hero.description ?? undefined}
    >
      <p className="mt-4 text-sm font-medium text-primary-200">
        {fillPlaceholders(hero.parentLine ?? "", { group: site.parentCompany })}
      </p>
      {button ? (
        <div className="mt-8 flex justify-center">
          <ButtonLink href={button.href} variant="accent">
            {button.label}
          </ButtonLink>
        </div>
      ) : null}
    </PageHero>
  );
}
