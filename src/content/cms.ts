import type { Locale } from "@/i18n/locales";
import type { Media } from "@/payload-types";

/** Helpers that turn what the CMS returns (src/content/read.ts) into what the pages show. */

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

/**
 * An uploaded file's alternative text in the visitor's language, for every place the site shows one (images of
 * pages, posts and rich text, logos, sharing images): the media's `alt` is `{ en, ar }`. Empty when that language
 * has none (an image kept from before both were asked for): read as decorative, rather than in the other language.
 */
export function mediaAlt(media: number | Pick<Media, "alt"> | null | undefined, locale: Locale): string {
  if (typeof media !== "object" || !media) return "";
  const alt: unknown = media.alt;
  // A string is an alternative text from before it had both languages (one text for both).
  if (typeof alt === "string") return alt.trim();
  const text = (alt as Media["alt"])?.[locale];
  return typeof text === "string" ? text.trim() : "";
}

export function imageView(media: number | Media | null | undefined, locale: Locale): ImageView | undefined {
  if (typeof media !== "object" || !media?.url || !media.width || !media.height) return undefined;
  // A size wider than the original is made at the original's width (no enlargement): a 600 px logo has the same
  // 600 px file under several names. Each width once (a srcset that lists one twice is invalid HTML).
  const byWidth = new Map<number, string>();
  for (const size of Object.values(media.sizes ?? {})) {
    if (size?.url && size.width && !byWidth.has(size.width)) byWidth.set(size.width, filePath(size.url));
  }
  const sizes = [...byWidth].map(([width, url]) => ({ url, width })).sort((a, b) => a.width - b.width);
  return {
    src: filePath(media.url),
    width: media.width,
    height: media.height,
    alt: mediaAlt(media, locale),
    srcSet: sizes.length ? sizes.map((size) => `${size.url} ${size.width}w`).join(", ") : undefined,
  };
}
