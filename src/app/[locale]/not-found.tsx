import { getLocale } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { asLocale } from "@/i18n/locale";

// The 404 page of the addresses a route of the site takes but finds nothing at (a page not built, an unknown
// learning path or post): the same page as src/app/global-not-found.tsx, inside the site's layout, which sets
// its language (the language is known to the layout's render, not to a generateMetadata of this file: the
// title is the layout's). The address is logged where it is not found (src/content/redirects.ts).
export default async function NotFound() {
  return <NotFoundView locale={asLocale(await getLocale())} />;
}
