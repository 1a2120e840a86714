import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import type { HomePage } from "@/payload-types";
import { texts } from "./cms";
import { readGlobal } from "./read";
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
  href: NonNullable<HomePage["services"]["cards"]>[number]["link"];
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
}

/** The home page's texts (the global `home-page`) in one language. */
export const getHomePage = cache(async (locale: Locale): Promise<HomePageView> => {
  const [page, site] = await Promise.all([readGlobal("home-page", locale), getSite(locale)]);
  const { hero, services, clients, testimonials, success, cta, meta } = page;
  return {
    hero: {
      badge: hero.badge,
      title: hero.title,
      sloganOne: hero.sloganOne,
      sloganTwo: hero.sloganTwo,
      parentLine: fillPlaceholders(hero.parentLine, { group: site.parentCompany }),
      description: hero.description,
      primaryButton: hero.primaryButton,
      secondaryButton: hero.secondaryButton,
      videoTitle: hero.videoTitle,
      statsLabel: hero.statsLabel,
      stats: statViews(hero.stats),
    },
    services: {
      badge: services.badge,
      title: services.title,
      description: services.description,
      cards: (services.cards ?? []).map((card) => ({
        area: card.area,
        icon: card.icon,
        badge: card.badge,
        title: card.title,
        description: card.description,
        features: texts(card.features),
        href: card.link,
      })),
      statsLabel: services.statsLabel,
      stats: statViews(services.stats),
    },
    clients: {
      badge: clients.badge,
      title: clients.title,
      description: clients.description,
      industriesTitle: clients.industriesTitle,
      industries: (clients.industries ?? []).map(({ icon, name }) => ({ icon, name })),
      partnersTitle: clients.partnersTitle,
      partnersDescription: clients.partnersDescription,
    },
    testimonials: { badge: testimonials.badge, title: testimonials.title, description: testimonials.description },
    success: { badge: success.badge, title: success.title, factors: iconCardViews(success.factors) },
    cta: { title: cta.title, description: cta.description, button: cta.button },
    meta: { ...metaView(meta), title: fillPlaceholders(meta.title, { brand: site.brand }) },
  };
});
