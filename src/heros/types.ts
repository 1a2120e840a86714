import type { Locale } from "@/i18n/locales";
import type { Page } from "@/payload-types";

/** What every hero variant gets: the page's hero, its language and its anchor (the page's first section). */
export type HeroProps = { hero: Page["hero"]; locale: Locale; id: string };
