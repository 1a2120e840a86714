import "server-only";
import { cache } from "react";
import type { Where } from "payload";
import type { Post } from "@/payload-types";
import { locales, type Locale } from "@/i18n/locales";
import { imageView, type ImageView } from "./cms";
import { readDocs } from "./read";

/** Posts on a page of the news list. */
export const POSTS_PER_PAGE = 9;

export interface PostView {
  slug: string;
  title: string;
  excerpt?: string;
  publishedAt: string;
  updatedAt: string;
  author?: string;
  tags: string[];
  cover?: ImageView;
  body: Post["body"];
  /** The languages the post is published in (this one among them): hreflang links only these. */
  languages: Locale[];
  /** "Search and sharing": empty texts fall back to the post's title and summary. */
  meta: { title?: string; description?: string; image?: ImageView };
}

/** Listed in the language read: ticked there, with a title there (published, unless previewing: src/content/read.ts). */
const listedHere: Where = { and: [{ listed: { equals: true } }, { title: { exists: true } }] };

function postView(doc: Post, locale: Locale, languages: Locale[]): PostView {
  return {
    slug: doc.slug,
    title: doc.title ?? "",
    excerpt: doc.excerpt || undefined,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
    author: doc.author || undefined,
    tags: doc.tags ?? [],
    cover: imageView(doc.cover, locale),
    body: doc.body,
    languages,
    meta: {
      title: doc.meta?.title || undefined,
      description: doc.meta?.description || undefined,
      image: imageView(doc.meta?.image, locale),
    },
  };
}

/** A page of the posts published in this language, newest first, and how many pages there are. */
export const getPostPage = cache(
  async (locale: Locale, page: number): Promise<{ posts: PostView[]; totalPages: number }> => {
    const result = await readDocs("posts", locale, {
      where: listedHere,
      sort: "-publishedAt",
      limit: POSTS_PER_PAGE,
      page,
    });
    return {
      posts: result.docs.map((doc) => postView(doc, locale, [locale])),
      totalPages: Math.max(1, result.totalPages),
    };
  },
);

/** Every post published in this language (the feed and the sitemap), newest first. */
export const getAllPosts = cache(async (locale: Locale): Promise<PostView[]> => {
  const { docs } = await readDocs("posts", locale, {
    where: listedHere,
    sort: "-publishedAt",
    pagination: false,
    limit: 1000,
  });
  return docs.map((doc) => postView(doc, locale, [locale]));
});

/** A post in this language, with the languages it exists in; undefined when it is not published in this one. */
export const getPost = cache(async (slug: string, locale: Locale): Promise<PostView | undefined> => {
  const read = async (language: Locale) => {
    const { docs } = await readDocs("posts", language, {
      where: { and: [{ slug: { equals: slug } }, listedHere] },
      limit: 1,
    });
    return docs[0];
  };
  const found = await Promise.all(locales.map(async (language) => [language, await read(language)] as const));
  const here = found.find(([language]) => language === locale)?.[1];
  if (!here) return undefined;
  return postView(
    here,
    locale,
    found.filter(([, doc]) => doc).map(([language]) => language),
  );
});
