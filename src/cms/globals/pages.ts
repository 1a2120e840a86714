import type { GlobalConfig } from "payload";
import { AboutPage } from "./about-page";
import { HomePage } from "./home-page";

/**
 * The pages' own texts, section by section (one global per page: home, about, training, contact, company
 * and legal pages). Registered in src/payload.config.ts after the business details.
 */
export const pageGlobals: GlobalConfig[] = [HomePage, AboutPage];
