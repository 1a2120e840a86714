/** The site languages: a type-only import, so the domain has no runtime dependency on i18n. */
import type { Locale } from "../../i18n/locales";

export type { Locale };
export type ChatRole = "user" | "assistant";
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** One thing the advisor can recommend: a learning path or a course, with its page on this site. */
export interface AdvisorEntry {
  id: string;
  kind: "path" | "course";
  area: "it" | "english" | "business";
  title: { en: string; ar: string };
  summary: { en: string; ar: string };
  /** Page on this site without the locale prefix, e.g. /paths/data-analyst. */
  href: string;
  hours?: number;
  stages?: number;
  /** The next published intake, as a sentence in each language ("Tuesday, 15 December 2026, at the centre…"). */
  nextIntake?: { en: string; ar: string };
  /** Search words in both languages; the first ones (from titles and aliases) weigh most. */
  strong: string[];
  weak: string[];
}

/** Port: an OpenAI-compatible chat model. */
export interface ChatModel {
  complete(request: ModelRequest): Promise<string>;
  stream(request: ModelRequest): AsyncIterable<string>;
}

export interface ModelRequest {
  system: string;
  messages: ChatMessage[];
  temperature: number;
  signal: AbortSignal;
}
