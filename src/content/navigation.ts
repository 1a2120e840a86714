import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { Footer, Header } from "@/payload-types";
import { readGlobal } from "./read";

/** A link of the header or footer: its text in one language and where it leads (a site path or an https URL). */
export type NavLink = Pick<NonNullable<Footer["services"]>[number], "label" | "href"> & { hint?: string };

type HeaderItem = NonNullable<Header["items"]>[number];

/** A menu entry: a link, or (with children) a drop-down list, or both. */
export type MenuItem = Pick<HeaderItem, "label"> & { href?: string; children: NavLink[] };

export interface HeaderView {
  items: MenuItem[];
  button: NavLink;
}

export type FooterView = Record<"services" | "company" | "legal", NavLink[]>;

const links = (rows: { label: string; href: string; hint?: string | null }[] | null | undefined): NavLink[] =>
  (rows ?? []).map(({ label, href, hint }) => (hint ? { label, href, hint } : { label, href }));

/** The header's menu and button (the global `header`) in one language. */
export const getHeader = cache(async (locale: Locale): Promise<HeaderView> => {
  const header = await readGlobal("header", locale);
  return {
    items: (header.items ?? []).map((item) => ({
      label: item.label,
      ...(item.href ? { href: item.href } : {}),
      children: links(item.children),
    })),
    button: { label: header.button.label, href: header.button.href },
  };
});

/** The footer's link lists (the global `footer`) in one language. */
export const getFooter = cache(async (locale: Locale): Promise<FooterView> => {
  const footer = await readGlobal("footer", locale);
  return { services: links(footer.services), company: links(footer.company), legal: links(footer.legal) };
});
