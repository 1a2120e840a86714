import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { shareCard, SHARE_CARD_SIZE } from "@/components/seo/share-card";
import { getPath, getPathSlugs, totalHours } from "@/content/catalog";
import { getSite } from "@/content/site";
import { asLocale } from "@/i18n/locale";
import { areaMessage } from "@/content/schema";

/** The sharing card of a learning path: its area, title, total hours and stages. */
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
// As the path's page: rendered again at least hourly, and after a published edit.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getPathSlugs()).map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const [path, site, t, card] = await Promise.all([
    getPath(slug, locale),
    getSite(locale),
    getTranslations({ locale, namespace: "PathPage" }),
    getTranslations({ locale, namespace: "ShareCard" }),
  ]);
  if (!path) notFound();
  return shareCard({
    locale,
    brand: site.brand,
    badge: t(areaMessage[path.area]),
    title: path.title,
    subtitle: card("pathFacts", { hours: totalHours(path.stages), stages: path.stages.length }),
  });
}
