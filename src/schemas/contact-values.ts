/** The training-interest values of the contact form (no zod here: the browser bundle imports it). */
export const trainingInterests = ["it", "english", "business", "corporate", "other"] as const;
export type TrainingInterest = (typeof trainingInterests)[number];
