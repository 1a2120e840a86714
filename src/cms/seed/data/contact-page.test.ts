import { describe, expect, it } from "vitest";
import { ContactPage } from "@/cms/globals/contact-page";
import { siteConfig } from "@/cms/seed/site";
import { fillIn } from "@/content/page-texts";
import { formatClockTime } from "@/i18n/clock";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { contactPage } from "./contact-page";

describe("seed of the contact page (spec: Contact)", () => {
  it("fills every field in English and Arabic", () => {
    expect(seedMismatches(ContactPage.fields, contactPage)).toEqual([]);
    expect(arabicMismatches(contactPage)).toEqual([]);
  });

  it("shows the spec's office hours with the times of the business details", () => {
    const { opens, closes } = siteConfig.officeHours;
    const { openDays, openTimes, closedDays, closed } = contactPage.hours;
    const times = (locale: "en" | "ar") =>
      fillIn(openTimes[locale], { opens: formatClockTime(locale, opens), closes: formatClockTime(locale, closes) });
    expect(`${openDays.en} ${times("en")}; ${closedDays.en} ${closed.en.toLowerCase()}`).toBe(
      "Sunday to Thursday 09 AM - 06 PM; Friday and Saturday closed",
    );
    expect(times("ar")).toBe("من 9 صباحًا إلى 6 مساءً");
  });

  it("keeps the hero and the location section", () => {
    expect(contactPage.hero.title.en).toBe("Contact Us");
    expect(contactPage.location.title.en).toBe("Visit Our Training Center");
  });
});
