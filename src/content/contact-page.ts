import "server-only";
import { formatClockTime } from "@/i18n/clock";
import type { Locale } from "@/i18n/locales";
import type { ContactCardsBlock, ContactDeskBlock, Page } from "@/payload-types";
import { fillPlaceholders, type MetaText, type SectionText } from "./page-parts";
import { type SiteView } from "./site";

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
