"use client";

import { createContext, useContext, useEffect, type ComponentProps, type ReactNode } from "react";
import { localizeHref } from "./href";
import type { Locale } from "./locales";

// The page's language for links inside client code. A plain React context (no messages, no formatting
// library): next-intl's client provider would add about 11 KB gzip of JavaScript to every page.
const LocaleContext = createContext<Locale>("en");

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The root of every page's client tree: its effect runs after the whole page has hydrated, so it marks
  // the document (`<html data-hydrated="true">`). The framework's chunks load only after the first paint
  // (src/build/deferred-scripts.ts); the browser tests wait for this mark before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function usePageLocale(): Locale {
  return useContext(LocaleContext);
}

type Props = Omit<ComponentProps<"a">, "href"> & {
  /** A path of this site without language prefix ("/about", "/contact?interest=it"), or "#fragment". */
  href: string;
  /** Another language than the page's. */
  locale?: Locale;
};

/** `Link` (from `@/i18n/link`) for client components: the page's language comes from LocaleProvider. */
export function ClientLink({ href, locale, children, ...props }: Props) {
  const pageLocale = useContext(LocaleContext);
  return (
    <a href={localizeHref(href, locale ?? pageLocale)} {...props}>
      {children}
    </a>
  );
}
