import { createNavigation } from "next-intl/navigation";
import type { ComponentProps } from "react";
import { routing } from "./routing";

/**
 * Locale-aware navigation (next-intl): `Link` takes a path without language prefix ("/about",
 * "/contact?interest=it") and writes it for the page's language ("/ar/about" on Arabic pages);
 * `usePathname` gives the current path without its prefix, `getPathname` the public URL of a path in a
 * language. Components import navigation from here only (eslint.config.mjs).
 */
const navigation = createNavigation(routing);

export const { redirect, permanentRedirect, getPathname, usePathname, useRouter } = navigation;

/**
 * next-intl's `Link` (next/link: a click loads only the next page's payload), without prefetching unless a
 * link asks for it. Next's default prefetches every link that scrolls into view: measured on a page load,
 * 9 payloads (about 41 KB) before any scrolling and 25-40 (111-167 KB) on reaching the footer, mostly
 * for pages the visitor never opens (docs/decisions.md, "Front end").
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
