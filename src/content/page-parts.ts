import type { Locale } from "@/i18n/locales";
import type { Media } from "@/payload-types";
import { imageView, type ImageView } from "./cms";
import type { IconName } from "./schema";

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

/** A card with an icon, a title and a description (mission, values, success factors). */
export interface IconCardView {
  icon: IconName;
  title: string;
  description: string;
}

/** A reason to choose a training area, as the training pages show it. */
export interface ReasonView {
  icon: IconName;
  title: string;
  text: string;
}

type Rows<T> = T[] | null | undefined;

export const statViews = (rows: Rows<{ value: string; label: string }>): StatView[] =>
  (rows ?? []).map(({ value, label }) => ({ value, label }));

export const iconCardViews = (rows: Rows<{ icon: IconName; title: string; description: string }>): IconCardView[] =>
  (rows ?? []).map(({ icon, title, description }) => ({ icon, title, description }));

export const reasonViews = (rows: Rows<{ icon: IconName; title: string; description: string }>): ReasonView[] =>
  (rows ?? []).map(({ icon, title, description }) => ({ icon, title, text: description }));

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
