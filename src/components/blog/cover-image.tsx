import type { ImageView } from "@/content/cms";

/** A post's cover image with its WebP widths (uploads are served as they are: images.unoptimized). */
export function CoverImage({
  image,
  sizes,
  alt,
  className,
  lazy = false,
}: {
  image: ImageView;
  sizes: string;
  alt: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the WebP widths are made on upload (srcSet)
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
