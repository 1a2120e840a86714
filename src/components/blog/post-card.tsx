import { getTranslations } from "next-intl/server";
import type { PostView } from "@/content/posts";
import { CoverImage } from "./cover-image";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";

/** A post in the news list: cover, date, title (the link) and summary. */
export async function PostCard({ locale, post }: { locale: Locale; post: PostView }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="post-card"
    >
      {post.cover ? (
        <CoverImage
          image={post.cover}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          alt=""
          lazy
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{formatDay(locale, post.publishedAt, false)}</time>
        </p>
        <h2 className="mt-2 text-lg font-bold text-primary-900">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="mt-2 text-sm text-slate-700">{post.excerpt}</p> : null}
        <p className="sr-only">{t("readMore", { title: post.title })}</p>
      </div>
    </article>
  );
}
