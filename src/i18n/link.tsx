import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { localizeHref } from "./href";
import { asLocale } from "./locale";
import type { Locale } from "./locales";

type Props = Omit<ComponentProps<"a">, "href"> & {
  /** A path of this site without language prefix ("/about", "/contact?interest=it"), or "#fragment". */
  href: string;
  /** Another language than the page's. */
  locale?: Locale;
};

/**
 * A link to a page of this site in the page's language (or in `locale`), for server components: a plain
 * `<a>` with nothing to hydrate. Pages are prerendered, so following a link loads the next page as a new
 * document; the plan (localStorage) and the advisor's conversation (sessionStorage) outlive it. Client
 * components use `ClientLink` from `@/i18n/client-link`.
 */
export function Link({ href, locale, children, ...props }: Props) {
  const pageLocale = asLocale(useLocale());
  return (
    <a href={localizeHref(href, locale ?? pageLocale)} {...props}>
      {children}
    </a>
  );
}
