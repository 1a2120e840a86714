import type { Payload } from "payload";
import { contactPage } from "../data/contact-page";
import { businessTrainingPage, englishTrainingPage, itTrainingPage } from "../data/training-pages";
import { updateGlobalBilingual } from "../index";

/** Fill the pages' globals (src/cms/globals/pages.ts) from their current texts; each runs once (seed version 2). */
export const pageSeeds: ((payload: Payload) => Promise<void>)[] = [
  (payload) => updateGlobalBilingual(payload, "it-training-page", itTrainingPage),
  (payload) => updateGlobalBilingual(payload, "english-training-page", englishTrainingPage),
  (payload) => updateGlobalBilingual(payload, "business-training-page", businessTrainingPage),
  (payload) => updateGlobalBilingual(payload, "contact-page", contactPage),
];
