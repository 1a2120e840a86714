import type { GlobalConfig } from "payload";
import { AboutPage } from "./about-page";
import { BusinessTrainingPage } from "./business-training-page";
import { ContactPage } from "./contact-page";
import { EnglishTrainingPage } from "./english-training-page";
import { HomePage } from "./home-page";
import { ItTrainingPage } from "./it-training-page";

/**
 * The pages' own texts, section by section (one global per page: home, about, training, contact, company
 * and legal pages). Registered in src/payload.config.ts after the business details.
 */
export const pageGlobals: GlobalConfig[] = [
  HomePage,
  AboutPage,
  ItTrainingPage,
  EnglishTrainingPage,
  BusinessTrainingPage,
  ContactPage,
];
