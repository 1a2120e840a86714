import "server-only";
import { cache } from "react";
import type { Where } from "payload";
import type { Post } from "@/payload-types";
import { locales, type Locale } from "@/i18n/locales";
import { cms, imageView, readOptions, type ImageView } from "./cms";

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
}

/** Published in the language read: ticked there, with a title there (and published, unless previewing drafts). */
const listedHere = (draft: boolean): Where => ({
  and: [
    { listed: { equals: true } },
    { title: { exists: true } },
    ...(draft ? [] : [{ _status: { equals: "published" } }]),
  ],
});

function postView(doc: Post, languages: Locale[]): PostView {
  return {
    slug: doc.slug,
    title: doc.title ?? "",
    excerpt: doc.excerpt || undefined,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
    author: doc.author || undefined,
    tags: doc.tags ?? [],
    cover: imageView(doc.cover),
    body: doc.body,
    languages,
  };
}

/** A page of the posts published in this language, newest first, and how many pages there are. */
export const getPostPage = cache(
  async (locale: Locale, page: number): Promise<{ posts: PostView[]; totalPages: number }> => {
    const payload = await cms();
    const options = await readOptions(locale);
    const result = await payload.find({
      collection: "posts",
      ...options,
      where: listedHere(options.draft),
      sort: "-publishedAt",
      limit: POSTS_PER_PAGE,
      page,
    });
    return { posts: result.docs.map((doc) => postView(doc, [locale])), totalPages: Math.max(1, result.totalPages) };
  },
);

/** Every post published in this language (the feed and the sitemap), newest first. */
export const getAllPosts = cache(async (locale: Locale): Promise<PostView[]> => {
  const payload = await cms();
  const options = await readOptions(locale);
  const { docs } = await payload.find({
    collection: "posts",
    ...options,
    where: listedHere(options.draft),
    sort: "-publishedAt",
    pagination: false,
    limit: 1000,
  });
  return docs.map((doc) => postView(doc, [locale]));
});

/** A post in this language, with the languages it exists in; undefined when it is not published in this one. */
export const getPost = cache(async (slug: string, locale: Locale): Promise<PostView | undefined> => {
  const payload = await cms();
  const read = async (language: Locale) => {
    const options = await readOptions(language);
    const { docs } = await payload.find({
      collection: "posts",
      ...options,
      where: { and: [{ slug: { equals: slug } }, listedHere(options.draft)] },
      limit: 1,
    });
    return docs[0];
  };
  const found = await Promise.all(locales.map(async (language) => [language, await read(language)] as const));
  const here = found.find(([language]) => language === locale)?.[1];
  if (!here) return undefined;
  return postView(
    here,
    found.filter(([, doc]) => doc).map(([language]) => language),
  );
});
