import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CoverImage } from "@/components/blog/cover-image";
import { JsonLd } from "@/components/seo/json-ld";
import { CmsRichText } from "@/components/ui/cms-rich-text";
import { PageLd } from "@/components/seo/page-ld";
import { articleLd } from "@/components/seo/structured-data";
import { getPost } from "@/content/posts";
import { redirectOrNotFound } from "@/content/redirects";
import { getSite, siteUrl } from "@/content/site";
import { localizedPath } from "@/lib/localized-path";
import { formatDay } from "@/i18n/dates";
import { asLocale } from "@/i18n/locale";
import { locales } from "@/i18n/locales";
import { Link, redirect } from "@/i18n/navigation";
import { notFoundMetadata, pageMetadata } from "@/i18n/metadata";

// Rendered on each request: the layout allows only the params known at build (its locales), and the posts
// are the ones editors publish later.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const post = await getPost(slug, locale);
  if (!post) return notFoundMetadata(locale);
  const route = `/blog/${slug}`;
  const [card, { brand }] = await Promise.all([getTranslations({ locale, namespace: "ShareCard" }), getSite(locale)]);
  const metadata = await pageMetadata(route, locale, {
    title: post.meta.title || post.title,
    description: post.meta.description || post.excerpt,
    card: { route: `${route}/opengraph-image`, alt: card("alt", { title: post.title, brand }) },
    image: post.meta.image,
  });
  // hreflang: only the languages the post is published in. Shared: the sharing image chosen, its cover, or else
  // its card.
  const languages = Object.fromEntries(post.languages.map((l) => [l, localizedPath(route, l)]));
  const image = post.meta.image
    ? metadata.openGraph?.images
    : post.cover
      ? [{ url: post.cover.src, width: post.cover.width, height: post.cover.height, alt: post.cover.alt }]
      : metadata.openGraph?.images;
  return {
    ...metadata,
    alternates: {
      canonical: localizedPath(route, locale),
      languages: { ...languages, "x-default": languages.en ?? localizedPath(route, locale) },
    },
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      ...(post.author ? { authors: [post.author] } : {}),
      tags: post.tags,
      alternateLocale: post.languages.filter((l) => l !== locale).map((l) => (l === "ar" ? "ar_EG" : "en_US")),
      images: image,
    },
    twitter: { ...metadata.twitter, images: image },
  };
}

/** A news post: cover, title, date, author, text and tags; a link to its translation when one exists. */
export default async function PostPage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const post = await getPost(slug, locale);
  if (!post) {
    // Written in the other language only (the language switch leads here): this language's news list.
    const other = locales.find((l) => l !== locale)!;
    if (await getPost(slug, other)) redirect({ href: "/blog", locale });
    return redirectOrNotFound(`/blog/${slug}`, locale);
  }
  const t = await getTranslations({ locale, namespace: "Blog" });
  const site = await getSite(locale);
  const other = post.languages.find((l) => l !== locale);

  return (
    <>
      <PageLd
        locale={locale}
        parent={{ name: t("title"), route: "/blog" }}
        page={{ name: post.title, route: `/blog/${slug}` }}
      />
      <JsonLd data={articleLd(locale, siteUrl(), post, site)} />
      <article className="container-page max-w-3xl py-12 sm:py-16" data-testid="post">
        <Link
          href="/blog"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("back")}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-primary-900 sm:text-4xl rtl:tracking-normal">
          {post.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 text-sm text-slate-600">
          <time dateTime={post.publishedAt}>
            {t("published", { date: formatDay(locale, post.publishedAt, false) })}
          </time>
          {post.author ? <span>{t("by", { author: post.author })}</span> : null}
          {other ? (
            // A plain link to the public address: next-intl's Link with a locale adds the /en prefix.
            <a
              href={localizedPath(`/blog/${slug}`, other)}
              hrefLang={other}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
            >
              {t("otherLanguage")}
            </a>
          ) : null}
        </p>
        {post.cover ? (
          <CoverImage
            image={post.cover}
            sizes="(min-width: 768px) 768px, 100vw"
            alt={post.cover.alt}
            className="mt-8 w-full rounded-2xl object-cover"
          />
        ) : null}
        {post.body ? (
          <CmsRichText
            data={post.body}
            locale={locale}
            className="prose-post mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-primary-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
          />
        ) : null}
        {post.tags.length ? (
          <ul aria-label={t("tags")} className="mt-10 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </>
  );
}
