import type { LogoView } from "@/content/showcase";

/**
 * A client's or partner's logo when the CMS has one (WebP sizes, intrinsic width and height, loaded lazily:
 * the logos are below the first screen), otherwise its name as a wordmark.
 */
export function LogoTile({ item, height }: { item: LogoView; height: number }) {
  if (!item.logo) return <>{item.name}</>;
  const { src, srcSet, width, height: naturalHeight, alt } = item.logo;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads come in WebP sizes; next/image is not used
    <img
      src={src}
      srcSet={srcSet}
      sizes={`${Math.round((width / naturalHeight) * height)}px`}
      width={width}
      height={naturalHeight}
      alt={alt || item.name}
      loading="lazy"
      decoding="async"
      style={{ height, width: "auto" }}
    />
  );
}
