"use client";

import NextLink from "next/link";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { localizeHref } from "./href";
import type { Locale } from "./locales";

// The page's language for links inside client code. A plain React context (no messages, no formatting
// library): next-intl's client provider and Link would add about 11 KB gzip of JavaScript to every page.
const LocaleContext = createContext<Locale>("en");

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function usePageLocale(): Locale {
  return useContext(LocaleContext);
}

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  /** A path of this site without language prefix ("/about", "/contact?interest=it"), or "#fragment". */
  href: string;
  /** Another language than the page's (the language toggle). */
  locale?: Locale;
};

/** A link to a page of this site in the page's language (or in `locale`), with client-side navigation. */
export function Link({ href, locale, ...props }: Props) {
  const pageLocale = useContext(LocaleContext);
  return <NextLink href={localizeHref(href, locale ?? pageLocale)} {...props} />;
}
