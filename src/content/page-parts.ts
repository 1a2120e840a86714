import type { Locale } from "@/i18n/locales";
import type { Media } from "@/payload-types";
import { imageView, type ImageView } from "./cms";

/** Parts that several pages' globals share, as the components take them. */

export interface SectionText {
  title: string;
  description: string;
}

/** The page's title and description for pageMetadata(), and its sharing image when an editor chose one. */
export type MetaText = SectionText & { image?: ImageView };

/** A "Search and sharing" tab as pageMetadata() takes it. */
export const metaView = (
  meta: { title: string; description: string; image?: number | Media | null },
  locale: Locale,
): MetaText => ({
  title: meta.title,
  description: meta.description,
  image: imageView(meta.image, locale),
});

/** A headline figure such as "600k+ Training Hours". */
export interface StatView {
  value: string;
  label: string;
}

type Rows<T> = T[] | null | undefined;

export const statViews = (rows: Rows<{ value: string; label: string }>): StatView[] =>
  (rows ?? []).map(({ value, label }) => ({ value, label }));

/**
 * An editor's text with its placeholders filled in: `{group}` in "A member of {group}" becomes the value of
 * `group`. Placeholders without a value stay as they are written, so a typo shows on the page. CMS texts are plain
 * text, not ICU messages: the fields that take placeholders name them, and refuse a text that lost one.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : placeholder,
  );
}
