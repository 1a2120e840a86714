import { careersPage, cookiesPage, corporatePage, privacyPage, termsPage } from "@/cms/seed/data/company-pages";
import { localize } from "./localize";
import type { Locale } from "./schema";
import { careersPage as careersSchema, corporatePage as corporateSchema, documentPage } from "./schema-pages";

/** The company and legal pages, validated when the module loads. */
export const companyPages = {
  privacy: documentPage.parse(privacyPage),
  terms: documentPage.parse(termsPage),
  cookies: documentPage.parse(cookiesPage),
  careers: careersSchema.parse(careersPage),
  corporate: corporateSchema.parse(corporatePage),
};

export type DocumentPageKey = "privacy" | "terms" | "cookies";

export const getDocumentPage = (key: DocumentPageKey, locale: Locale) => localize(companyPages[key], locale);
export const getCareersPage = (locale: Locale) => localize(companyPages.careers, locale);
export const getCorporatePage = (locale: Locale) => localize(companyPages.corporate, locale);
