import { MediaImage } from "@/components/ui/media-image";
import { Section } from "@/components/ui/section";
import type { GalleryBlock } from "@/payload-types";
import { toneClass, type BlockProps } from "../ui";

/** Pictures in a grid (two columns on a phone, three on a wide screen), each with its caption. */
export function GalleryComponent({ block, locale, id, tone }: BlockProps<GalleryBlock>) {
  const grid = (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {(block.images ?? []).map((row, index) => (
        <li key={row.id ?? index}>
          <figure>
            <MediaImage
              media={row.image}
              locale={locale}
              sizes="(min-width: 1024px) 400px, 50vw"
              className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
            />
            {row.caption ? <figcaption className="mt-2 text-sm text-slate-600">{row.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
  if (block.title)
    return (
      <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
        {grid}
      </Section>
    );
  return (
    <section id={id} aria-label={block.description || undefined} className={`${toneClass[tone]} py-12`}>
      <div className="container-page">{grid}</div>
    </section>
  );
}
