import { ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ButtonLink, ExternalButtonLink, type ButtonVariant } from "@/components/ui/button-link";
import { StatList } from "@/components/ui/stat-list";
import type { Locale } from "@/i18n/locales";
import { isSitePath } from "@/lib/site-address";
import { linkAddress, type StoredLink } from "@/content/links";

/**
 * What every block component gets: its data (the block's generated type), the page's language, the block's anchor,
 * and its background (the light sections alternate white and near-white, whatever their order; hero, figures and
 * call to action are dark).
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

/** A button of a block: its text and where it leads (a document of the site or an address: src/cms/fields/link.ts). */
export type Button = ({ label?: string | null } & StoredLink) | null | undefined;

/** The button's text and address (its document's address read at depth 1), or undefined when it has none. */
export function buttonLink(button: Button): { label: string; href: string } | undefined {
  const href = linkAddress(button);
  return button?.label && href ? { label: button.label, href } : undefined;
}

export const filled = (button: Button): boolean => Boolean(buttonLink(button));

/** A button of an editor's block: a page of this site (in the visitor's language), or another site in a new tab. */
export async function BlockButton({
  button,
  variant,
  locale,
}: {
  button: Button;
  variant: ButtonVariant;
  locale: Locale;
}) {
  const link = buttonLink(button);
  if (!link) return null;
  if (isSitePath(link.href) || link.href.startsWith("#"))
    return (
      <ButtonLink href={link.href} variant={variant}>
        {link.label}
        {variant === "accent" ? <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" /> : null}
      </ButtonLink>
    );
  const common = await getTranslations({ locale, namespace: "Common" });
  return (
    <ExternalButtonLink href={link.href} variant={variant} newTabLabel={common("newTab")}>
      {link.label}
    </ExternalButtonLink>
  );
}

/** A section that holds one form, in a card under its title and text. */
export function FormSection({
  title,
  description,
  id,
  tone,
  children,
}: {
  title: string;
  description?: string | null;
  id: string;
  tone: "white" | "muted";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${toneClass[tone]} py-16`}>
      <div className="container-page max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-primary-900">
          {title}
        </h2>
        {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** The text column's prose: headings, lists and links of an editor's rich text. */
export const prose =
  "space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-primary-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-primary-900 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6";

type Figure = { value: string; label: string };
const figureColumns = [
  "",
  "",
  "md:grid-cols-2",
  "md:grid-cols-3",
  "md:grid-cols-4",
  "md:grid-cols-5",
  "md:grid-cols-6",
];

/**
 * A block's optional figures, in a panel that stands out from the section's background (tinted on white, white
 * on near-white): below the content across its width, or beside it in one column.
 */
export function BlockFigures({
  figures,
  label,
  tone,
  beside = false,
}: {
  figures: Figure[] | null | undefined;
  label: string;
  tone: "white" | "muted";
  beside?: boolean;
}) {
  const stats = (figures ?? []).map(({ value, label }) => ({ value, label }));
  if (!stats.length) return null;
  const panel = tone === "muted" ? "rounded-2xl bg-white p-8 shadow-sm" : "rounded-2xl bg-primary-50 p-8";
  const layout = beside ? "content-center gap-8" : `mt-12 grid-cols-2 ${figureColumns[Math.min(stats.length, 6)]}`;
  return <StatList stats={stats} label={label} className={`${layout} ${panel}`} />;
}
