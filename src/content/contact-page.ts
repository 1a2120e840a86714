import "server-only";
import { cache } from "react";
import { formatClockTime } from "@/i18n/clock";
import type { Locale } from "@/i18n/locales";
import type { ContactCardsBlock, ContactDeskBlock, Page } from "@/payload-types";
import { fillPlaceholders, type MetaText, type SectionText, metaView } from "./page-parts";
import { ctaTexts, firstBlock, getPage } from "./pages";
import { getSite, type SiteView } from "./site";

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
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

export const contactCardsView = (cards: Partial<ContactCardsBlock>): ContactPageView["cards"] => ({
  label: cards.label ?? "",
  phoneTitle: cards.phoneTitle ?? "",
  emailTitle: cards.emailTitle ?? "",
  whatsappTitle: cards.whatsappTitle ?? "",
  whatsappText: cards.whatsappText ?? "",
  visitTitle: cards.visitTitle ?? "",
  visitText: cards.visitText ?? "",
});

/** The form's heading, the office hours (with the business details' times) and the box beside the form. */
export function contactDeskView(
  desk: Partial<ContactDeskBlock>,
  locale: Locale,
  site: SiteView,
): Pick<ContactPageView, "form" | "hours" | "getInTouch"> {
  const { opens, closes } = site.officeHours;
  const hours = desk.hours;
  const touch = desk.getInTouch;
  return {
    form: { title: desk.form?.title ?? "", description: desk.form?.description ?? "" },
    hours: {
      title: hours?.title ?? "",
      openDays: hours?.openDays ?? "",
      openTimes: fillPlaceholders(hours?.openTimes ?? "", {
        opens: formatClockTime(locale, opens),
        closes: formatClockTime(locale, closes),
      }),
      closedDays: hours?.closedDays ?? "",
      closed: hours?.closed ?? "",
    },
    getInTouch: {
      title: touch?.title ?? "",
      phoneLabel: touch?.phoneLabel ?? "",
      emailLabel: touch?.emailLabel ?? "",
      websiteLabel: touch?.websiteLabel ?? "",
      callButton: touch?.callButton ?? "",
      whatsappButton: touch?.whatsappButton ?? "",
    },
  };
}

/**
 * The contact page (the page `contact` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind. Its phone, e-mail, address, map
 * and hours are the business details (getSite).
 */
export const getContactPage = cache(async (locale: Locale): Promise<ContactPageView> => {
  const [page, site] = await Promise.all([getPage("contact", locale), getSite(locale)]);
  const hero = firstBlock(page, "hero");
  const map = firstBlock(page, "map");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    cards: contactCardsView(firstBlock(page, "contactCards")),
    ...contactDeskView(firstBlock(page, "contactDesk"), locale, site),
    location: { title: map.title ?? "", text: map.text ?? "" },
    cta: ctaTexts(cta),
    meta: metaView(
      {
        title: page?.meta?.title || hero.title || "",
        description: page?.meta?.description || hero.description || "",
        image: page?.meta?.image,
      },
      locale,
    ),
  };
});
