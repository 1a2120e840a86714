import { ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/ui/page-hero";
import { ButtonLink, ExternalButtonLink } from "@/components/ui/button-link";
import { getSite } from "@/content/site";
import type { HeroProps } from "../types";

/**
 * The top with the button to the placement test: the site's own level test (/english-test), or an outside test
 * when the business details give its address.
 */
export async function PlacementTestHero({ hero, locale, id }: HeroProps) {
  const [site, common] = await Promise.all([getSite(locale), getTranslations({ locale, namespace: "Common" })]);
  return (
    <PageHero
      id={id}
      badge={hero.badge ?? undefined}
      title={hero.title ?? ""}
      description={hero.description ?? undefined}
    >
      <div className="mt-8 flex justify-center">
        {site.placementTestUrl ? (
          <ExternalButtonLink href={site.placementTestUrl} variant="accent" newTabLabel={common("newTab")}>
            {hero.testButton}
            <ExternalLink aria-hidden="true" className="size-4" />
          </ExternalButtonLink>
        ) : (
          <ButtonLink href="/english-test" variant="accent" data-testid="assessment-button">
            {hero.testButton}
          </ButtonLink>
        )}
      </div>
    </PageHero>
  );
}
