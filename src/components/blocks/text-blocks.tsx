import { ArrowRight, ChevronDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CmsRichText } from "@/components/ui/cms-rich-text";
import { Icon } from "@/components/ui/icon";
import { ButtonLink, ExternalButtonLink, type ButtonVariant } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import type { Locale } from "@/i18n/locales";
import { isSitePath } from "@/lib/site-address";
import type { CtaBlock, FaqBlock, FeaturesBlock, HeroBlock, RichTextBlock, StatsBlock } from "@/payload-types";

/**
 * What every block component gets: its data, the page's language, the block's anchor, and its background (the
 * light sections alternate white and near-white, whatever their order; hero, figures and call to action are dark).
 */
export type BlockProps<B> = { block: B; locale: Locale; id: string; tone: "white" | "muted" };

export const toneClass = { white: "bg-white", muted: "bg-slate-50" } as const;

/** Cards in rows of up to three, centred, so that one or two cards do not hang to one side. */
export function CardGrid({ children }: { children: ReactNode[] }) {
  return <ul className="flex flex-wrap justify-center gap-6">{children}</ul>;
}

/** One cell of a CardGrid. */
export function CardCell({ children }: { children: ReactNode }) {
  return <li className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">{children}</li>;
}

type Button = { label?: string | null; href?: string | null } | undefined;
const filled = (button: Button): button is { label: string; href: string } => Boolean(button?.label && button.href);

/** A button of an editor's block: a page of this site (in the visitor's language), or another site in a new tab. */
async function BlockButton({ button, variant, locale }: { button: Button; variant: ButtonVariant; locale: Locale }) {
  if (!filled(button)) return null;
  if (isSitePath(button.href))
    return (
      <ButtonLink href={button.href} variant={variant}>
        {button.label}
        {variant === "accent" ? <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" /> : null}
      </ButtonLink>
    );
  const common = await getTranslations({ locale, namespace: "Common" });
  return (
    <ExternalButtonLink href={button.href} variant={variant} newTabLabel={common("newTab")}>
      {button.label}
    </ExternalButtonLink>
  );
}

/** The top of the page: the only h1. */
export async function HeroSection({ block, locale, id }: BlockProps<HeroBlock>) {
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

const prose =
  "space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-primary-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-primary-900 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6";

export function RichTextSection({ block, locale, id, tone }: BlockProps<RichTextBlock>) {
  return (
    <section
      id={id}
      aria-labelledby={block.title ? `${id}-title` : undefined}
      className={`${toneClass[tone]} py-12 sm:py-16`}
    >
      <div className="container-page max-w-3xl">
        {block.title ? (
          <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold text-primary-900 sm:text-3xl">
            {block.title}
          </h2>
        ) : null}
        <CmsRichText data={block.body} locale={locale} className={prose} />
      </div>
    </section>
  );
}

const statColumns = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-4",
  5: "grid-cols-2 md:grid-cols-5",
  6: "grid-cols-2 md:grid-cols-3 lg:grid-cols-6",
} as const;

export function StatsSection({ block, id }: BlockProps<StatsBlock>) {
  const stats = (block.stats ?? []).map(({ value, label }) => ({ value, label }));
  const columns = statColumns[Math.min(stats.length, 6) as keyof typeof statColumns] ?? statColumns[6];
  return (
    <section
      id={id}
      aria-labelledby={block.title ? `${id}-title` : undefined}
      aria-label={block.title ? undefined : block.statsLabel}
      className="bg-primary-900 py-12 text-white"
    >
      <div className="container-page">
        {block.title ? (
          <h2 id={`${id}-title`} className="mb-8 text-center text-2xl font-bold sm:text-3xl">
            {block.title}
          </h2>
        ) : null}
        <StatList stats={stats} label={block.statsLabel} tone="dark" className={`mx-auto max-w-5xl ${columns}`} />
      </div>
    </section>
  );
}

export function FeaturesSection({ block, id, tone }: BlockProps<FeaturesBlock>) {
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

export function CtaSection({ block, id }: BlockProps<CtaBlock>) {
  const link = (button: Button) => (filled(button) ? { href: button.href, label: button.label } : undefined);
  const primary = link(block.primary);
  const secondary = link(block.secondary);
  if (!primary) return null;
  return <CtaBand id={id} title={block.title} description={block.description} action={primary} secondary={secondary} />;
}

/** Questions that open to their answers (plain <details>: no JavaScript). */
export function FaqSection({ block, id, tone }: BlockProps<FaqBlock>) {
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
