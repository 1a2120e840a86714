import { CmsRichText } from "@/components/ui/cms-rich-text";
import type { RichTextBlock } from "@/payload-types";
import { prose, toneClass, type BlockProps } from "../ui";

export function RichTextComponent({ block, locale, id, tone }: BlockProps<RichTextBlock>) {
  return (
    <section
      id={id}
      aria-labelledby={block.title ? `${id}-title` : undefined}
      className={`${toneClass[tone]} py-12 sm:py-16`}
    >
      <div className="container-page max-w-3xl">
        {block.title ? (
          <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold text-primary-900 sm:text-3xl">
            {block.title}
          </h2>
        ) : null}
        <CmsRichText data={block.body} locale={locale} className={prose} />
      </div>
    </section>
  );
}
