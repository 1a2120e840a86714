import type { GlobalConfig } from "payload";
import { CareersPage } from "./careers-page";
import { CorporatePage } from "./corporate-page";

/**
 * The pages' own texts, section by section (one global per page: home, about, training, contact, corporate,
 * careers; the legal pages are the collection `legal-pages`). Registered in src/payload.config.ts after the
 * business details.
 */
export const pageGlobals: GlobalConfig[] = [CorporatePage, CareersPage];
