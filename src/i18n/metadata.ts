import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SHARE_CARD_SIZE } from "@/components/seo/share-card";
import { getSite } from "@/content/site";
import { localizedPath } from "@/lib/localized-path";
import { alternates } from "./alternates";
import { locales, type Locale } from "./locales";

interface PageText {
  /** The page's own title; the brand is appended as in the layout's title template. */
  title: string;
  description?: string;
  /** Use the title as it is (the home page's title already names the brand). */
  absoluteTitle?: boolean;
  /** false for pages that only confirm a submission. */
  index?: boolean;
  /**
   * The page's own sharing card: the route of its `opengraph-image` (without the language prefix) and the
   * card's alt text. Without it, the site's card (src/app/[locale]/opengraph-image.tsx).
   */
  card?: { route: string; alt: string };
  /** A sharing image an editor chose ("Search and sharing"): shown instead of the card. */
  image?: { src: string; width: number; height: number; alt: string };
}

/**
 * A page's metadata: title and description, canonical and hreflang alternates, and the Open Graph and
 * Twitter cards with the page's sharing card in its language (an `opengraph-image` route, drawn from the CMS's
 * texts: src/components/seo/share-card.tsx). URLs are resolved against metadataBase (SITE_URL).
 */
export async function pageMetadata(route: string, locale: Locale, page: PageText): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const { brand, sharing } = await getSite(locale);
  const fullTitle = page.absoluteTitle ? page.title : t("titleTemplate", { brand }).replace("%s", page.title);
  const card = page.card ?? { route: "/opengraph-image", alt: sharing.title };
  // The page's own image, else (without a card of its own) the site's default one, else the sharing card.
  const chosen = page.image ?? (page.card ? undefined : sharing.image);
  const image = chosen
    ? { url: chosen.src, width: chosen.width, height: chosen.height, alt: chosen.alt }
    : { url: localizedPath(card.route, locale), ...SHARE_CARD_SIZE, alt: card.alt };
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: alternates(route, locale),
    ...(page.index === false ? { robots: { index: false } } : {}),
    openGraph: {
      type: "website",
      siteName: brand,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale).map(ogLocale),
      url: localizedPath(route, locale),
      title: fullTitle,
      description: page.description,
      images: [chosen ? image : { ...image, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: page.description, images: [image] },
  };
}

function ogLocale(locale: Locale): string {
  return locale === "ar" ? "ar_EG" : "en_US";
}

/** The metadata of the 404 page in a language (a route that finds nothing at its address). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title: { absolute: `${t("notFoundTitle")} | ${(await getSite(locale)).brand}` },
    robots: { index: false, follow: true },
  };
}
