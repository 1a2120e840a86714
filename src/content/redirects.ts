import "server-only";
import { notFound } from "next/navigation";
// Only for a redirect to another site (a full https address); the site's own pages go through next-intl's.
// eslint-disable-next-line no-restricted-imports
import { permanentRedirect as permanentRedirectAway } from "next/navigation";
import { cache } from "react";
import { addressOf, type AddressedCollection } from "@/cms/plugins/redirects";
import type { Locale } from "@/i18n/locales";
import { permanentRedirect } from "@/i18n/navigation";
import { isSitePath } from "@/lib/site-address";
import { readDocs } from "./read";

/**
 * The redirects (the collection `redirects`): each old address, without the language, and where it leads now: a
 * document's current address (a page, learning path or news post that is published) or the address written.
 * One cached read for all of them (revalidated when a redirect, or a document one leads to, is published).
 */
export const getRedirects = cache(async (): Promise<Map<string, string>> => {
  const { docs } = await readDocs("redirects", "en", { limit: 2000, pagination: false, depth: 1 });
  const targets = new Map<string, string>();
  for (const { from, to } of docs) {
    if (to?.type === "custom" && to.url) targets.set(from, to.url);
    const reference = to?.reference;
    if (to?.type === "reference" && reference && typeof reference.value === "object" && reference.value.slug)
      targets.set(from, addressOf[reference.relationTo as AddressedCollection](reference.value.slug));
  }
  return targets;
});

/**
 * Where the site would answer "not found": a 308 to where a redirect leads (in the visitor's language for a page
 * of the site), or else the 404 page. `route` is the address asked for, without the language.
 */
export async function redirectOrNotFound(route: string, locale: Locale): Promise<never> {
  const target = (await getRedirects()).get(route);
  if (target && target !== route) {
    if (isSitePath(target)) permanentRedirect({ href: target, locale });
    permanentRedirectAway(target);
  }
  // Logged by the 404 page, which the HTTP server renders for each request that ends here (src/server/main.ts).
  notFound();
}
