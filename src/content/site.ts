import "server-only";
import { cache } from "react";
import { env } from "@/config/env";
import type { Locale } from "@/i18n/locales";
import { imageView, type ImageView } from "./cms";
import { fillPlaceholders } from "./page-parts";
import { readGlobal } from "./read";

/** The site's public address (SITE_URL), without a trailing slash: canonical URLs, sitemap, structured data. */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

export type OfficeDay = "Sa" | "Su" | "Mo" | "Tu" | "We" | "Th" | "Fr";

export interface SiteView {
  brand: string;
  parentCompany: string;
  foundedYear: number;
  email: string;
  phone: { display: string; e164: string };
  whatsapp: { display: string; number: string };
  address: {
    street: string;
    district: string;
    city: string;
    country: string;
    latitude: number;
    longitude: number;
    /** On one line, with the comma of the language (، in Arabic). */
    line: string;
  };
  map: { link: string; embed: string };
  officeHours: { days: OfficeDay[]; opens: string; closes: string };
  social: { facebook?: string; linkedin?: string; instagram?: string; youtube?: string };
  heroPlaylist: string;
  placementTestUrl?: string;
  examBookingUrl?: string;
  telHref: string;
  mailtoHref: string;
  whatsappHref: string;
  /** The site's host, as shown on the contact page ("www.example.com"). */
  website: string;
  /**
   * What search engines and shared links show for a page without its own (Business details → Sharing): the
   * default title (the brand filled in, used as it is), description and image, and the sharing card's texts.
   */
  sharing: {
    title: string;
    description: string;
    image?: ImageView;
    card: { badge: string; title: string; subtitle: string };
  };
}

const orNone = (value: string | null | undefined) => value || undefined;

/** The business details (the global `site-settings`) in one language. */
export const getSite = cache(async (locale: Locale): Promise<SiteView> => {
  const s = await readGlobal("site-settings", locale);
  const { street, district, city, country, latitude, longitude } = s.address;
  return {
    brand: s.brand,
    parentCompany: s.parentCompany,
    foundedYear: s.foundedYear,
    email: s.email,
    phone: s.phone,
    whatsapp: s.whatsapp,
    address: {
      street,
      district,
      city,
      country,
      latitude,
      longitude,
      line: [street, district, city, country].join(locale === "ar" ? "، " : ", "),
    },
    map: { link: s.map?.link ?? "", embed: s.map?.embed ?? "" },
    officeHours: { days: s.officeHours.days, opens: s.officeHours.opens, closes: s.officeHours.closes },
    social: {
      facebook: orNone(s.social?.facebook),
      linkedin: orNone(s.social?.linkedin),
      instagram: orNone(s.social?.instagram),
      youtube: orNone(s.social?.youtube),
    },
    heroPlaylist: s.heroPlaylist,
    placementTestUrl: orNone(s.placementTestUrl),
    examBookingUrl: orNone(s.examBookingUrl),
    telHref: `tel:${s.phone.e164}`,
    mailtoHref: `mailto:${s.email}`,
    whatsappHref: `https://wa.me/${s.whatsapp.number}`,
    website: new URL(siteUrl()).host,
    sharing: {
      title: fillPlaceholders(s.sharing?.title || s.brand, { brand: s.brand }),
      description: s.sharing?.description ?? "",
      image: imageView(s.sharing?.image, locale),
      card: {
        badge: s.sharing?.card?.badge ?? "",
        title: s.sharing?.card?.title ?? "",
        subtitle: s.sharing?.card?.subtitle ?? "",
      },
    },
  };
});

/**
 * The site-wide lists of the business details (the tabs Training areas and Industries), as Payload gives them:
 * the blocks that show them read them here, so no page reads another page.
 */
export const getSiteLists = cache(async (locale: Locale) => {
  const s = await readGlobal("site-settings", locale);
  return { trainingAreas: s.trainingAreas ?? [], industries: s.industries ?? [] };
});
