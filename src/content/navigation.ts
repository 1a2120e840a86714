import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { Header } from "@/payload-types";
import { linkAddress, type StoredLink } from "./links";
import { readGlobal } from "./read";

/** A link of the header or footer: its text in one language and where it leads (a site path or an https URL). */
export interface NavLink {
  label: string;
  href: string;
  hint?: string;
}

type HeaderItem = NonNullable<Header["items"]>[number];

/** A menu entry: a link, or (with children) a drop-down list, or both. */
export type MenuItem = Pick<HeaderItem, "label"> & { href?: string; children: NavLink[] };

export interface HeaderView {
  items: MenuItem[];
  button: NavLink;
}

export type FooterView = Record<"services" | "company" | "legal", NavLink[]>;

type Row = StoredLink & { label: string; hint?: string | null };

/** The rows that lead somewhere, each with its address (a document's read at depth 1: its current slug). */
const links = (rows: Row[] | null | undefined): NavLink[] =>
  (rows ?? []).flatMap(({ label, hint, ...link }) => {
    const href = linkAddress(link);
    if (!href) return [];
    return [hint ? { label, href, hint } : { label, href }];
  });

/** The header's menu and button (the global `header`) in one language. */
export const getHeader = cache(async (locale: Locale): Promise<HeaderView> => {
  const header = await readGlobal("header", locale);
  return {
    items: (header.items ?? []).map((item) => {
      const href = linkAddress(item);
      return { label: item.label, ...(href ? { href } : {}), children: links(item.children) };
    }),
    button: { label: header.button.label, href: linkAddress(header.button) ?? "/" },
  };
});

/** The footer's link lists (the global `footer`) in one language. */
export const getFooter = cache(async (locale: Locale): Promise<FooterView> => {
  const footer = await readGlobal("footer", locale);
  return {
    services: links(footer.services),
    company: links(footer.company),
    legal: links(footer.legal),
  };
});
