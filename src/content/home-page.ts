import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { AreaCardsBlock, ClientsShowcaseBlock, Page, SuccessFactorsBlock } from "@/payload-types";
import { texts } from "./cms";
import { firstBlock, getPage } from "./pages";
import {
  fillPlaceholders,
  iconCardViews,
  metaView,
  statViews,
  type IconCardView,
  type MetaText,
  type StatView,
} from "./page-parts";
import type { Area, IconName } from "./schema";
import { getSite } from "./site";

export interface ServiceCardView {
  area: Area;
  icon: IconName;
  badge: string;
  title: string;
  description: string;
  features: string[];
  /** A training page of this site, without the language prefix. */
  href: NonNullable<AreaCardsBlock["cards"]>[number]["link"];
}

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
  services: {
    badge: string;
    title: string;
    description: string;
    cards: ServiceCardView[];
    statsLabel: string;
    stats: StatView[];
  };
  clients: {
    badge: string;
    title: string;
    description: string;
    industriesTitle: string;
    industries: { icon: IconName; name: string }[];
    partnersTitle: string;
    partnersDescription: string;
  };
  testimonials: { badge: string; title: string; description: string };
  success: { badge: string; title: string; factors: IconCardView[] };
  cta: { title: string; description: string; button: string };
  /** The page's title (with the brand filled in; used as it is) and description. */
  meta: MetaText;
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

/** The hero with the video: "A member of …" gets the parent group's name from the business details. */
export const videoHeroView = (hero: Partial<Page["hero"]>, parentCompany: string): HomePageView["hero"] => ({
  badge: hero.badge ?? "",
  title: hero.title ?? "",
  sloganOne: hero.sloganOne ?? "",
  sloganTwo: hero.sloganTwo ?? "",
  parentLine: fillPlaceholders(hero.parentLine ?? "", { group: parentCompany }),
  description: hero.description ?? "",
  primaryButton: hero.primary?.label ?? "",
  secondaryButton: hero.secondary?.label ?? "",
  videoTitle: hero.videoTitle ?? "",
  statsLabel: hero.statsLabel ?? "",
  stats: statViews(hero.stats),
});

export const areaCardsView = (services: Partial<AreaCardsBlock>): HomePageView["services"] => ({
  badge: services.badge ?? "",
  title: services.title ?? "",
  description: services.description ?? "",
  cards: (services.cards ?? []).map((card) => ({
    area: card.area,
    icon: card.icon,
    badge: card.badge,
    title: card.title,
    description: card.description,
    features: texts(card.features),
    href: card.link,
  })),
  statsLabel: services.statsLabel ?? "",
  stats: statViews(services.stats),
});

export const clientsShowcaseView = (clients: Partial<ClientsShowcaseBlock>): HomePageView["clients"] => ({
  badge: clients.badge ?? "",
  title: clients.title ?? "",
  description: clients.description ?? "",
  industriesTitle: clients.industriesTitle ?? "",
  industries: (clients.industries ?? []).map(({ icon, name }) => ({ icon, name })),
  partnersTitle: clients.partnersTitle ?? "",
  partnersDescription: clients.partnersDescription ?? "",
});

export const successFactorsView = (success: Partial<SuccessFactorsBlock>): HomePageView["success"] => ({
  badge: success.badge ?? "",
  title: success.title ?? "",
  factors: iconCardViews(success.factors),
});

/**
 * The home page (the page `home` of the collection `pages`) in one language: the document its route renders
 * block by block, and the texts other parts of the site take from it (the site's default title and description,
 * the sharing card), read from its first block of each kind.
 */
export const getHomePage = cache(async (locale: Locale): Promise<HomePageView> => {
  const [page, site] = await Promise.all([getPage("home", locale), getSite(locale)]);
  const hero = videoHeroView(page?.hero ?? {}, site.parentCompany);
  const testimonials = firstBlock(page, "testimonials");
  const cta = firstBlock(page, "cta");
  const title = page?.meta?.title || `${hero.title} | {brand}`;
  return {
    page,
    hero,
    services: areaCardsView(firstBlock(page, "areaCards")),
    clients: clientsShowcaseView(firstBlock(page, "clientsShowcase")),
    testimonials: {
      badge: testimonials.badge ?? "",
      title: testimonials.title ?? "",
      description: testimonials.description ?? "",
    },
    success: successFactorsView(firstBlock(page, "successFactors")),
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
