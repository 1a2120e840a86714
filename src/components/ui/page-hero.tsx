import type { ReactNode } from "react";
import { HeroPattern } from "@/components/ui/hero-pattern";

type Props = { badge?: string; title: string; description?: string; children?: ReactNode; id?: string };

/** The hero band at the top of inner pages (holds the page's only h1). */
export function PageHero({ badge, title, description, children, id }: Props) {
  return (
    <section
      id={id}
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-primary-900 text-white"
    >
      <HeroPattern />
      <div className="container-page py-16 text-center sm:py-20">
        {badge ? (
          <p className="inline-block rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-primary-950">
            {badge}
          </p>
        ) : null}
        <h1
          id="page-title"
          className="mx-auto mt-5 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl rtl:tracking-normal"
        >
          {title}
        </h1>
        {description ? (
          <p className="mx-auto mt-5 max-w-3xl text-base text-primary-50 sm:text-lg">{description}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
