import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { AdvisorLauncher } from "@/components/advisor/advisor-launcher";
import { EarlyClicks } from "@/components/ui/early-clicks";
import { SiteFooter } from "@/components/layout/site-footer";
import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteHeader } from "@/components/layout/site-header";
import { getSite } from "@/content/site";
import { layoutNamespaces, pick } from "@/i18n/client-messages";
import { directionOf } from "@/i18n/direction";
import { asLocale } from "@/i18n/locale";
import { logger } from "@/server/log";
import { preloadFonts } from "./fonts";
import "./globals.css";

// The 404 page, rendered on the server in the visitor's language, with HTTP 404: for a path that no route takes
// (experimental.globalNotFound), and for an address a route takes but finds nothing at (/<slug>, a page that may be
// built later, an unknown learning path or post, /blog/page/99). Next 16.4.6 sends a route's notFound() as an
// empty error document that only JavaScript fills in; the HTTP server answers with this page instead, telling it
// the language and the address (src/server/not-found-page.ts, renderNotFoundWith). Each one is logged here.

async function requestLocale() {
  const h = await headers();
  return { locale: asLocale(h.get("x-next-intl-locale") ?? "en"), path: h.get("x-request-path") };
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestLocale();
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title: `${t("notFoundTitle")} | ${(await getSite(locale)).brand}`,
    robots: { index: false, follow: true },
  };
}

export default async function GlobalNotFound() {
  const { locale, path } = await requestLocale();
  // Paths with a file extension bypass the proxy, so their path is not known here.
  logger.warn({ event: "page_not_found", path: path ?? "(a path with a file extension)", locale }, "page not found");
  const messages = await getMessages({ locale });
  preloadFonts(locale);

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-dvh flex-col">
        <EarlyClicks />
        <NextIntlClientProvider locale={locale} messages={pick(messages, layoutNamespaces)}>
          <SiteHeader locale={locale} />
          <main id="main" className="flex flex-1">
            <NotFoundView locale={locale} />
          </main>
          <SiteFooter locale={locale} />
          <AdvisorLauncher />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
