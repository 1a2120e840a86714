import { rows } from "../bilingual";
import { careersPage } from "../data/careers-page";
import { corporatePage } from "../data/corporate-page";

const { process: corporateProcess, ...corporateSections } = corporatePage;

/** The corporate page's first texts, in the global's shape (lists of texts as rows). */
export const corporatePageSeed = {
  ...corporateSections,
  process: { ...corporateProcess, benefits: rows(corporateProcess.benefits) },
};

const { openings, apply, ...careersSections } = careersPage;

/** The careers page's first texts, in the global's shape. */
export const careersPageSeed = {
  ...careersSections,
  openings: { ...openings, jobs: openings.jobs.map((job) => ({ ...job, requirements: rows(job.requirements) })) },
  apply: { ...apply, steps: rows(apply.steps) },
};
