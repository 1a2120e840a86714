import { CmsRichText } from "@/components/ui/cms-rich-text";
import { Section } from "@/components/ui/section";
import type { RichTextBlock } from "@/payload-types";
import { BlockFigures, prose, toneClass, type BlockProps } from "../ui";

const styleClass = {
  centred: `mx-auto max-w-3xl ${prose.replace("text-slate-800", "text-slate-700")}`,
  statement:
    "mx-auto max-w-3xl space-y-4 text-center text-xl leading-relaxed font-medium text-primary-900 sm:text-2xl [&_a]:underline",
} as const;

/**
 * An editor's text: as an article (the title at the start of the line), or under a centred title, as prose or as a
 * large statement; optionally with figures below.
 */
export function RichTextComponent({ block, locale, id, tone }: BlockProps<RichTextBlock>) {
  const figures = <BlockFigures figures={block.figures} label={block.figuresLabel || block.title || ""} tone={tone} />;
  if (block.style !== "article" && block.style && block.title)
    return (
      <Section id={id} tone={tone} title={block.title}>
        <CmsRichText data={block.body} locale={locale} className={styleClass[block.style]} />
        {figures}
      </Section>
    );
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
        <CmsRichText
          data={block.body}
          locale={locale}
          className={block.style === "statement" ? styleClass.statement : prose}
        />
        {figures}
      </div>
    </section>
  );
}
