import { ArrowRight } from "lucide-react";
import { ButtonLink, ExternalButtonLink } from "@/components/ui/button-link";

type Action = { href: string; label: string };
type Props = {
  title: string;
  description: string;
  action: Action;
  /** A second button: a page of this site, or (with newTabLabel) another site opened in a new tab. */
  secondary?: Action & { newTabLabel?: string };
  /** The band's anchor, when a page has several (its heading is then `<id>-title`). */
  id?: string;
};

/** The closing call to action of a page. */
export function CtaBand({ title, description, action, secondary, id }: Props) {
  const heading = id ? `${id}-title` : "cta-title";
  return (
    <section id={id} aria-labelledby={heading} className="bg-primary-800">
      <div className="container-page flex flex-col items-center gap-6 py-16 text-center">
        <h2 id={heading} className="max-w-2xl text-2xl font-bold text-white sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-primary-100">{description}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href={action.href} variant="accent">
            {action.label}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
          {secondary?.newTabLabel ? (
            <ExternalButtonLink href={secondary.href} variant="inverse" newTabLabel={secondary.newTabLabel}>
              {secondary.label}
            </ExternalButtonLink>
          ) : secondary ? (
            <ButtonLink href={secondary.href} variant="inverse">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
