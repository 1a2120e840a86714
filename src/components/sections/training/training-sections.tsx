import { ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ButtonLink, ExternalButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { fillPlaceholders, statViews } from "@/content/page-parts";
import { getSite } from "@/content/site";
import { whyView } from "@/content/training-pages";
import type { Locale } from "@/i18n/locales";
import type { FiguresBandBlock, GroupHeroBlock, TestHeroBlock, WhyChooseBlock } from "@/payload-types";

/**
 * The training pages' sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; locale: Locale; id: string; tone: "white" | "muted" };

/** Reasons with icons, and figures beside or below them. */
export function WhyChoose({ block, id, tone }: Omit<Props<WhyChooseBlock>, "locale">) {
  const why = whyView(block);
  const figures = why.figures.length ? why.figures : undefined;
  return (
    <Section id={id} tone={tone} title={why.title}>
      {figures && block.figuresPlacement === "beside" ? (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <WhyChooseGrid items={why.reasons} />
          <StatList
            label={why.figuresLabel}
            className="content-center gap-8 rounded-2xl bg-white p-8 shadow-sm"
            stats={figures}
          />
        </div>
      ) : (
        <>
          <WhyChooseGrid items={why.reasons} />
          {figures ? (
            <StatList
              stats={figures}
              label={why.figuresLabel}
              className="mt-12 grid-cols-2 rounded-2xl bg-white p-8 shadow-sm md:grid-cols-4"
            />
          ) : null}
        </>
      )}
    </Section>
  );
}

/**
 * The page's top with the button to the placement test: the site's own level test (/english-test), or an outside
 * test when the business details give its address.
 */
export async function TestHero({ block, locale, id }: Omit<Props<TestHeroBlock>, "tone">) {
  const [site, common] = await Promise.all([getSite(locale), getTranslations({ locale, namespace: "Common" })]);
  return (
    <PageHero id={id} badge={block.badge} title={block.title} description={block.description}>
      <div className="mt-8 flex justify-center">
        {site.placementTestUrl ? (
          <ExternalButtonLink href={site.placementTestUrl} variant="accent" newTabLabel={common("newTab")}>
            {block.assessmentButton}
            <ExternalLink aria-hidden="true" className="size-4" />
          </ExternalButtonLink>
        ) : (
          <ButtonLink href="/english-test" variant="accent" data-testid="assessment-button">
            {block.assessmentButton}
          </ButtonLink>
        )}
      </div>
    </PageHero>
  );
}

/** The page's top with the parent group's line and a button to the contact form. */
export async function GroupHero({ block, locale, id }: Omit<Props<GroupHeroBlock>, "tone">) {
  const site = await getSite(locale);
  return (
    <PageHero id={id} badge={block.badge} title={block.title} description={block.description}>
      <p className="mt-4 text-sm font-medium text-primary-200">
        {fillPlaceholders(block.parentLine, { group: site.parentCompany })}
      </p>
      <div className="mt-8 flex justify-center">
        <ButtonLink href="/contact?interest=business" variant="accent">
          {block.button}
        </ButtonLink>
      </div>
    </PageHero>
  );
}

/** A light band of figures under the page's top. */
export function FiguresBand({ block, id }: { block: FiguresBandBlock; id: string }) {
  return (
    <section id={id} aria-label={block.label} className="border-b border-slate-200 bg-white">
      <div className="container-page py-10">
        <StatList label={block.label} className="grid-cols-2 md:grid-cols-4" stats={statViews(block.stats)} />
      </div>
    </section>
  );
}
