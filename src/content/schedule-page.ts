import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { imageView, type ImageView } from "./cms";
import { readGlobal } from "./read";

/** The schedule's own search title, description and sharing image (the global `schedule-page`); unset when empty. */
export interface ScheduleMeta {
  title?: string;
  description?: string;
  image?: ImageView;
}

/** What the editors set for the schedule in search results and shared links, in one language. */
export const getScheduleMeta = cache(async (locale: Locale): Promise<ScheduleMeta> => {
  // A global never saved reads as an empty document.
  const meta = (await readGlobal("schedule-page", locale))?.meta;
  return {
    title: meta?.title || undefined,
    description: meta?.description || undefined,
    image: imageView(meta?.image, locale),
  };
});
