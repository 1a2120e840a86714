import type { IconName } from "./schema";

/** What the pages' getters (./training-pages.ts, ./contact-page.ts) share. */

export interface SectionText {
  title: string;
  description: string;
}

/** The page's title and description for pageMetadata(). */
export type MetaText = SectionText;

export interface StatView {
  value: string;
  label: string;
}

export interface ReasonView {
  icon: IconName;
  title: string;
  text: string;
}

type Rows<T> = (T & { id?: string | null })[] | null | undefined;

export const stats = (rows: Rows<StatView>): StatView[] => (rows ?? []).map(({ value, label }) => ({ value, label }));

export const reasons = (rows: Rows<{ icon: IconName; title: string; description: string }>): ReasonView[] =>
  (rows ?? []).map(({ icon, title, description }) => ({ icon, title, text: description }));

/**
 * An editor's text with its placeholders ({group}, {opens}...) filled in from the business details. CMS
 * texts are plain text, not ICU messages: the fields that take placeholders name them, and refuse a text
 * that lost one.
 */
export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
