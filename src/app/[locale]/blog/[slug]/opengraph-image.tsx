import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { shareCard, SHARE_CARD_SIZE } from "@/components/seo/share-card";
import { getPost } from "@/content/posts";
import { getSite } from "@/content/site";
import { formatDay } from "@/i18n/dates";
import { asLocale } from "@/i18n/locale";

/** The sharing card of a news post without a cover image: its title, date and author. */
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
// As the post's page: the posts are the ones editors publish after the build.
export const dynamic = "force-dynamic";

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const [post, site, t] = await Promise.all([
    getPost(slug, locale),
    getSite(locale),
    getTranslations({ locale, namespace: "Blog" }),
  ]);
  if (!post) notFound();
  const date = formatDay(locale, post.publishedAt, false);
  return shareCard({
    locale,
    brand: site.brand,
    badge: t("badge"),
    title: post.title,
    subtitle: post.author ? `${date} · ${t("by", { author: post.author })}` : date,
  });
}
