import type { IconName } from "./schema";

/** Parts that several pages' globals share, as the components take them. */

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

type Rows<T> = T[] | null | undefined;

export const statViews = (rows: Rows<{ value: string; label: string }>): StatView[] =>
  (rows ?? []).map(({ value, label }) => ({ value, label }));

export const iconCardViews = (rows: Rows<{ icon: IconName; title: string; description: string }>): IconCardView[] =>
  (rows ?? []).map(({ icon, title, description }) => ({ icon, title, description }));

/**
 * An editor's text with its placeholders filled in: `{group}` in "A member of {group}" becomes the value of
 * `group`. Placeholders without a value stay as they are written, so a typo shows on the page.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : placeholder,
  );
}
