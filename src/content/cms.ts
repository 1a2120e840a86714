import "server-only";
import config from "@payload-config";
import { draftMode } from "next/headers";
import { getPayload, type GlobalSlug, type Payload, type Where } from "payload";
import { cache } from "react";
import type { Media } from "@/payload-types";

/** The CMS (Payload's Local API), started once per process. */
export function cms(): Promise<Payload> {
  return getPayload({ config });
}

/**
 * Whether this render previews drafts: an editor opened the page through the admin's preview (Next's draft
 * mode). Outside a request (the build) it is false.
 */
export const previewing = cache(async (): Promise<boolean> => {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
});

/** What every read of site content passes: published content, or drafts while previewing; one language. */
export async function readOptions(locale: string) {
  const draft = await previewing();
  return { locale: locale as "en" | "ar", fallbackLocale: false as const, draft, overrideAccess: true, depth: 1 };
}

/**
 * What every read of a collection passes: readOptions, and, unless previewing, only published documents. A
 * document never published is stored as a draft in the collection itself, and a plain read would return it.
 */
export async function readListOptions(locale: string, where?: Where) {
  const options = await readOptions(locale);
  const published: Where = { _status: { equals: "published" } };
  return { ...options, where: options.draft ? where : where ? { and: [where, published] } : published };
}

/** A page's global (its texts, section by section) in one language: published, or the draft while previewing. */
export async function readPage<S extends GlobalSlug>(slug: S, locale: string) {
  const payload = await cms();
  return payload.findGlobal({ slug, ...(await readOptions(locale)) });
}

/** Rows of a list of texts ([{ text }]) as the list of texts the components take. */
export const texts = (items: { text?: string | null }[] | null | undefined): string[] =>
  (items ?? []).map((item) => item.text ?? "").filter((text) => text !== "");

/**
 * A file's address as the pages link it: a path on this site. Payload gives the same route with the site's
 * origin in front when uploads are in shared storage (S3); the path alone keeps the link working on any
 * host the site answers on (and within the pages' Content-Security-Policy, img-src 'self').
 */
export function filePath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/cms-api\/)/, "");
}

/** An uploaded file's public address, or undefined. */
export function mediaUrl(media: number | Media | null | undefined): string | undefined {
  return typeof media === "object" && media?.url ? filePath(media.url) : undefined;
}

/** Where a course outline is downloaded: an uploaded PDF, or an address given instead. */
export function outlineLink(
  outline: { file?: number | Media | null; url?: string | null } | null | undefined,
): { href: string; external: boolean } | undefined {
  const file = mediaUrl(outline?.file);
  if (file) return { href: file, external: false };
  const url = outline?.url;
  if (!url) return undefined;
  return { href: url, external: /^https?:\/\//.test(url) };
}

/** An uploaded image as the page needs it: the original's size, and the WebP widths made from it. */
export interface ImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** "url 320w, url 640w, …" of the WebP sizes, for srcset. */
  srcSet?: string;
}

export function imageView(media: number | Media | null | undefined): ImageView | undefined {
  if (typeof media !== "object" || !media?.url || !media.width || !media.height) return undefined;
  const sizes = Object.values(media.sizes ?? {})
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .map((size) => ({ url: filePath(size.url), width: size.width }))
    .sort((a, b) => a.width - b.width);
  return {
    src: filePath(media.url),
    width: media.width,
    height: media.height,
    alt: media.alt,
    srcSet: sizes.length ? sizes.map((size) => `${size.url} ${size.width}w`).join(", ") : undefined,
  };
}
