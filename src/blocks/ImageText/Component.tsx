import { CmsRichText } from "@/components/ui/cms-rich-text";
import { MediaImage } from "@/components/ui/media-image";
import type { ImageTextBlock } from "@/payload-types";
import { BlockButton, prose, toneClass, type BlockProps } from "../ui";

/** A picture beside a title, a text and a button; one above the other on a phone. */
export function ImageTextComponent({ block, locale, id, tone }: BlockProps<ImageTextBlock>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${toneClass[tone]} py-16 sm:py-20`}>
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <MediaImage
          media={block.image}
          locale={locale}
          sizes="(min-width: 1024px) 600px, 100vw"
          className={`h-auto w-full rounded-2xl ${block.imageSide === "end" ? "lg:order-last" : ""}`}
        />
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-primary-900 sm:text-3xl">
            {block.title}
          </h2>
          <CmsRichText data={block.body} locale={locale} className={`mt-4 ${prose}`} />
          <div className="mt-6">
            <BlockButton button={block.link} variant="primary" locale={locale} />
          </div>
        </div>
      </div>
    </section>
  );
}
