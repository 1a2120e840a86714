import { MediaImage } from "@/components/ui/media-image";
import { mediaAlt } from "@/content/cms";
import type { ImageBlock } from "@/payload-types";
import { toneClass, type BlockProps } from "../ui";

const widths = {
  text: { box: "container-page max-w-3xl", sizes: "(min-width: 768px) 768px, 100vw" },
  wide: { box: "container-page max-w-5xl", sizes: "(min-width: 1024px) 1024px, 100vw" },
  full: { box: "", sizes: "100vw" },
} as const;

/** One image of the media library, its text alternative in the page's language, with its caption. */
export function ImageComponent({ block, locale, id, tone }: BlockProps<ImageBlock>) {
  const width = widths[block.width ?? "wide"];
  return (
    <section
      id={id}
      aria-label={block.caption || mediaAlt(block.image, locale) || undefined}
      className={`${toneClass[tone]} py-12`}
    >
      <figure className={width.box}>
        <MediaImage
          media={block.image}
          locale={locale}
          sizes={width.sizes}
          className={`h-auto w-full ${block.width === "full" ? "" : "rounded-2xl"}`}
        />
        {block.caption ? (
          <figcaption className="container-page mt-3 text-center text-sm text-slate-600">{block.caption}</figcaption>
        ) : null}
      </figure>
    </section>
  );
}
