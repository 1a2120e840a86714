import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { Page, VideoHeroBlock } from "@/payload-types";
import { firstBlock, getPage } from "./pages";
import { fillPlaceholders, metaView, statViews, type MetaText, type StatView } from "./page-parts";
import { getSite } from "./site";

export interface HomePageView {
  hero: {
    badge: string;
    title: string;
    sloganOne: string;
    sloganTwo: string;
    /** "A member of …" with the parent group's name from the business details. */
    parentLine: string;
    description: string;
    primaryButton: string;
    secondaryButton: string;
    videoTitle: string;
    statsLabel: string;
    stats: StatView[];
  };
  testimonials: { badge: string; title: string; description: string };
  cta: { title: string; description: string; button: string };
  /** The page's title (with the brand filled in; used as it is) and description. */
  meta: MetaText;
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

/** The hero with the video: "A member of …" gets the parent group's name from the business details. */
export const videoHeroView = (hero: Partial<VideoHeroBlock>, parentCompany: string): HomePageView["hero"] => ({
  badge: hero.badge ?? "",
  title: hero.title ?? "",
  sloganOne: hero.sloganOne ?? "",
  sloganTwo: hero.sloganTwo ?? "",
  parentLine: fillPlaceholders(hero.parentLine ?? "", { group: parentCompany }),
  description: hero.description ?? "",
  primaryButton: hero.primaryButton ?? "",
  secondaryButton: hero.secondaryButton ?? "",
  videoTitle: hero.videoTitle ?? "",
  statsLabel: hero.statsLabel ?? "",
  stats: statViews(hero.stats),
});

/**
 * The home page (the page `home` of the collection `pages`) in one language: the document its route renders
 * block by block, and the texts other parts of the site take from it (the site's default title and description,
 * the sharing card), read from its first block of each kind.
 */
export const getHomePage = cache(async (locale: Locale): Promise<HomePageView> => {
  const [page, site] = await Promise.all([getPage("home", locale), getSite(locale)]);
  const hero = videoHeroView(firstBlock(page, "videoHero"), site.parentCompany);
  const testimonials = firstBlock(page, "testimonials");
  const cta = firstBlock(page, "cta");
  const title = page?.meta?.title || `${hero.title} | {brand}`;
  return {
    page,
    hero,
    testimonials: {
      badge: testimonials.badge ?? "",
      title: testimonials.title ?? "",
      description: testimonials.description ?? "",
    },
    cta: { title: cta.title ?? "", description: cta.description ?? "", button: cta.primary?.label ?? "" },
    meta: {
      ...metaView(
        {
          title,
          description: page?.meta?.description || hero.description,
          image: page?.meta?.image,
        },
        locale,
      ),
      title: fillPlaceholders(title, { brand: site.brand }),
    },
  };
});
