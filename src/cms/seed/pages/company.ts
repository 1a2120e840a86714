import { careersPage } from "../data/careers-page";
import { corporatePage } from "../data/corporate-page";

/** The corporate page's first texts. */
export const corporatePageSeed = corporatePage;

/** The careers page's first texts. */
export const careersPageSeed = careersPage;
