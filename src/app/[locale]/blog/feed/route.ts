import { createTranslator } from "next-intl";
import { getAllPosts } from "@/content/posts";
import { getSite, siteUrl } from "@/content/site";
import { localizedPath } from "@/lib/localized-path";
import { asLocale } from "@/i18n/locale";
import ar from "../../../../../messages/ar.json";
import en from "../../../../../messages/en.json";

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** /blog/feed and /ar/blog/feed: the posts published in that language as RSS 2.0, newest first. */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/feed">) {
  const locale = asLocale((await params).locale);
  const t = createTranslator({ locale, messages: locale === "ar" ? ar : en, namespace: "Blog" });
  const [posts, site] = await Promise.all([getAllPosts(locale), getSite(locale)]);
  const base = siteUrl();
  const link = (route: string) => `${base}${localizedPath(route, locale)}`;
  const items = posts
    .slice(0, 50)
    .map((post) =>
      [
        "<item>",
        `<title>${xml(post.title)}</title>`,
        `<link>${xml(link(`/blog/${post.slug}`))}</link>`,
        `<guid isPermaLink="true">${xml(link(`/blog/${post.slug}`))}</guid>`,
        `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        ...(post.excerpt ? [`<description>${xml(post.excerpt)}</description>`] : []),
        ...post.tags.map((tag) => `<category>${xml(tag)}</category>`),
        "</item>",
      ].join(""),
    );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>${xml(t("feedTitle", { brand: site.brand }))}</title>
<link>${xml(link("/blog"))}</link>
<atom:link href="${xml(link("/blog/feed"))}" rel="self" type="application/rss+xml"/>
<description>${xml(t("metaDescription"))}</description>
<language>${locale === "ar" ? "ar-EG" : "en"}</language>
${items.join("\n")}
</channel></rss>
`;
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
