import { describe, expect, it } from "vitest";
import { ContactPage } from "@/cms/globals/contact-page";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { contactPage } from "./contact-page";

// The spec's texts as the site serves them (office hours, hero, location) are checked in
// tests/integration/cms-served.integ.ts.
describe("seed of the contact page (spec: Contact)", () => {
  it("fills every field in English and Arabic", () => {
    expect(seedMismatches(ContactPage.fields, contactPage)).toEqual([]);
    expect(arabicMismatches(contactPage)).toEqual([]);
  });
});
