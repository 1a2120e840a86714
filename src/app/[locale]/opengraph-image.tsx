import { shareCard, SHARE_CARD_SIZE } from "@/components/seo/share-card";
import { getSite } from "@/content/site";
import { asLocale } from "@/i18n/locale";
import { routing } from "@/i18n/routing";

/**
 * /opengraph-image and /ar/opengraph-image: the sharing card of the site's pages (pageMetadata links it): the
 * brand, and the sharing card's badge, title and line (Business details → Sharing), as the CMS has them. Built with the pages and
 * rendered again with them after a published edit.
 */
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  const { brand, sharing } = await getSite(locale);
  return shareCard({
    locale,
    brand,
    badge: sharing.card.badge,
    title: sharing.card.title,
    subtitle: sharing.card.subtitle,
  });
}
