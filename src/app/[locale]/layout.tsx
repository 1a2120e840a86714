import type { Metadata, Viewport } from "next";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdvisorLauncher } from "@/components/advisor/advisor-launcher";
import { EarlyClicks } from "@/components/ui/early-clicks";
import { SiteFooter } from "@/components/layout/site-footer";
import { PreviewBar } from "@/components/layout/preview-bar";
import { SiteHeader } from "@/components/layout/site-header";
import { getSite, siteUrl } from "@/content/site";
import { layoutNamespaces, pick } from "@/i18n/client-messages";
import { directionOf } from "@/i18n/direction";
import { routing } from "@/i18n/routing";
import { preloadFonts } from "../fonts";
import "../globals.css";
import { getPathname } from "@/i18n/navigation";

// Both languages are prerendered; any other first segment is an unknown path (404, below). (No
// `dynamicParams = false` here: it would hold for every page below, and the listings' views are rendered on demand.)
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: "#0f4a80", width: "device-width", initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const { brand, sharing } = await getSite(locale);
  return {
    // Absolute canonical and hreflang URLs come from SITE_URL.
    metadataBase: new URL(siteUrl()),
    // Pages without a title of their own get the site's (Business details → Sharing).
    title: { template: t("titleTemplate", { brand }), default: sharing.title },
    description: sharing.description,
    applicationName: brand,
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  preloadFonts(locale);
  const t = await getTranslations({ locale, namespace: "Nav" });
  const messages = await getMessages();

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-dvh flex-col">
        <EarlyClicks />
        {/* Client islands format their own messages: only the namespaces they use are sent to the browser. */}
        <NextIntlClientProvider locale={locale} messages={pick(messages, layoutNamespaces)}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-primary-800 focus:shadow-lg"
          >
            {t("skipToContent")}
          </a>
          <PreviewBar locale={locale} path={getPathname({ href: "/", locale })} />
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <AdvisorLauncher />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
