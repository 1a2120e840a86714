import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { imageView, type ImageView } from "./cms";
import { readDocs } from "./read";
import type { Area } from "./schema";

export interface LogoView {
  name: string;
  logo?: ImageView;
}

/** The clients' logos in their three rows (spec: the home page's auto-scrolling rows). */
export const getClientRows = cache(async (locale: Locale): Promise<LogoView[][]> => {
  const { docs } = await readDocs("clients", locale, { sort: "_order", limit: 300, pagination: false });
  return ["1", "2", "3"].map((row) =>
    docs
      .filter((client) => client.row === row)
      .map((client) => ({ name: client.name, logo: imageView(client.logo, locale) })),
  );
});

/** Vendors and certification bodies, named in Arabic on the Arabic pages when they have an Arabic name. */
export const getPartners = cache(async (locale: Locale): Promise<LogoView[]> => {
  const { docs } = await readDocs("partners", locale, { sort: "_order", limit: 200, pagination: false });
  return docs.map((partner) => ({
    name: (locale === "ar" && partner.arabicName) || partner.name,
    logo: imageView(partner.logo, locale),
  }));
});

export interface TestimonialView {
  area: Area;
  title: string;
  description: string;
  playlist: string;
}

/** Instructor testimonial playlists, one card each. */
export const getTestimonials = cache(async (locale: Locale): Promise<TestimonialView[]> => {
  const { docs } = await readDocs("testimonials", locale, { sort: "_order", limit: 20, pagination: false });
  return docs.map((t) => ({ area: t.area, title: t.title, description: t.description, playlist: t.playlist }));
});
