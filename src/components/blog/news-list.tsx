import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PostCard } from "@/components/blog/post-card";
import { PageHero } from "@/components/ui/page-hero";
import { PageLd } from "@/components/seo/page-ld";
import { getPostPage } from "@/content/posts";
import type { Locale } from "@/i18n/locales";
import { getPathname, Link } from "@/i18n/navigation";
import { pageMetadata } from "@/i18n/metadata";

/** The metadata of page `page` of the news list, with its RSS feed. */
export async function newsListMetadata(locale: Locale, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const metadata = await pageMetadata("/blog", locale, {
    title: page > 1 ? t("pageTitle", { page }) : t("metaTitle"),
    description: t("metaDescription"),
  });
  const feed = getPathname({ href: "/blog/feed", locale });
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": feed } } };
}

/**
 * The news list in this language, newest first, nine to a page (/blog, /blog?page=2): plain links between pages.
 * One component for /blog and for each further page (src/content/listing-addresses.ts); a page past the last is
 * not found.
 */
export async function NewsList({ locale, page }: { locale: Locale; page: number }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const { posts, totalPages } = await getPostPage(locale, page);
  if (page > totalPages) notFound();
  const href = (n: number) => (n === 1 ? "/blog" : { pathname: "/blog" as const, query: { page: String(n) } });
  const pager =
    "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-primary-700 ring-1 ring-inset ring-primary-200 hover:bg-primary-50";

  return (
    <>
      <PageLd locale={locale} page={{ name: t("title"), route: "/blog" }} />
      <PageHero badge={t("badge")} title={t("title")} description={t("description")} />
      <div className="bg-white py-12 sm:py-16">
        <div className="container-page">
          {posts.length ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="posts">
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard locale={locale} post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl bg-slate-50 p-6 text-center text-slate-700">{t("empty")}</p>
          )}
          {totalPages > 1 ? (
            <nav aria-label={t("pagination")} className="mt-10 flex flex-wrap items-center justify-between gap-4">
              {page > 1 ? (
                <Link href={href(page - 1)} className={pager} rel="prev">
                  {t("previous")}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600">{t("pageOf", { page, total: totalPages })}</p>
              {page < totalPages ? (
                <Link href={href(page + 1)} className={pager} rel="next">
                  {t("next")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
          <p className="mt-8 text-center">
            <a
              href={getPathname({ href: "/blog/feed", locale })}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline"
            >
              {t("feed")}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
