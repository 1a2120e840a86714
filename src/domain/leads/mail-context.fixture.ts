import type { MailContext } from "./mail-templates";

/** The provider's details as the mail tests see them (the brand as each language writes it). */
export const testMailContext: MailContext = {
  brand: { en: "Brand", ar: "العلامة" },
  from: "Brand <info@provider.example>",
  providerMailbox: "info@provider.example",
  phone: "+20 3 000 0000",
  siteEmail: "info@provider.example",
  messageIdDomain: "example.com",
  teamLocale: "en",
  courseName: (id, locale) => `${id}-${locale}`,
  interestLabel: (v) => v.toUpperCase(),
  deskUrl: (ref) => `https://example.com/admin/collections/leads?search=${ref}`,
  siteUrl: "https://example.com",
};
