import { getLocale } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { asLocale } from "@/i18n/locale";

// The 404 page of the addresses a route of the site takes but finds nothing at (a page not built, an unknown
// learning path or post), as the browser's router shows it after a click inside the site: the same page as
// src/app/global-not-found.tsx, inside the site's layout, which sets its language. A document requested from the
// server gets global-not-found.tsx itself (the HTTP server renders it in place of Next's error document).
export default async function NotFound() {
  return <NotFoundView locale={asLocale(await getLocale())} />;
}
