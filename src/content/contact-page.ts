import "server-only";
import { cache } from "react";
import { formatClockTime } from "@/i18n/clock";
import type { Locale } from "@/i18n/locales";
import { readGlobal } from "./read";
import { fillPlaceholders, type MetaText, type SectionText, metaView } from "./page-parts";
import { getSite } from "./site";

export interface ContactPageView {
  hero: { badge: string; title: string; description: string };
  cards: {
    label: string;
    phoneTitle: string;
    emailTitle: string;
    whatsappTitle: string;
    whatsappText: string;
    visitTitle: string;
    visitText: string;
  };
  form: SectionText;
  /** openTimes has the opening and closing times of the business details filled in ("09 AM - 06 PM"). */
  hours: { title: string; openDays: string; openTimes: string; closedDays: string; closed: string };
  getInTouch: {
    title: string;
    phoneLabel: string;
    emailLabel: string;
    websiteLabel: string;
    callButton: string;
    whatsappButton: string;
  };
  location: { title: string; text: string };
  cta: { title: string; description: string; primaryButton: string; secondaryButton: string };
  meta: MetaText;
}

/** The texts of the contact page; its phone, e-mail, address, map and hours are the business details (getSite). */
export const getContactPage = cache(async (locale: Locale): Promise<ContactPageView> => {
  const [page, site] = await Promise.all([readGlobal("contact-page", locale), getSite(locale)]);
  const { opens, closes } = site.officeHours;
  const { hero, cards, form, hours, getInTouch, location, cta, meta } = page;
  return {
    hero,
    cards,
    form,
    hours: {
      ...hours,
      openTimes: fillPlaceholders(hours.openTimes, {
        opens: formatClockTime(locale, opens),
        closes: formatClockTime(locale, closes),
      }),
    },
    getInTouch,
    location,
    cta,
    meta: metaView(meta),
  };
});
