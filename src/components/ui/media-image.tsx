import { imageView } from "@/content/cms";
import type { Locale } from "@/i18n/locales";
import type { Media } from "@/payload-types";

/**
 * An image of the media library: its text alternative in the page's language, its WebP widths (made on upload)
 * for `sizes`, and a lazy load. Nothing when the media is not an image.
 */
export function MediaImage({
  media,
  locale,
  sizes,
  className,
}: {
  media: number | Media | null | undefined;
  locale: Locale;
  sizes: string;
  className: string;
}) {
  const image =
    typeof media === "object" && media?.mimeType?.startsWith("image/") ? imageView(media, locale) : undefined;
  if (!image) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the WebP widths are made on upload (srcSet)
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
