import type { GlobalConfig } from "payload";
import { AboutPage } from "./about-page";
import { BusinessTrainingPage } from "./business-training-page";
import { CareersPage } from "./careers-page";
import { ContactPage } from "./contact-page";
import { CorporatePage } from "./corporate-page";
import { EnglishTrainingPage } from "./english-training-page";
import { HomePage } from "./home-page";
import { ItTrainingPage } from "./it-training-page";

/**
 * The pages' own texts, section by section (one global per page: home, about, training, contact, corporate,
 * careers; the legal pages are the collection `legal-pages`). Registered in src/payload.config.ts after the
 * business details.
 */
export const pageGlobals: GlobalConfig[] = [
  HomePage,
  AboutPage,
  ItTrainingPage,
  EnglishTrainingPage,
  BusinessTrainingPage,
  ContactPage,
  CorporatePage,
  CareersPage,
];
