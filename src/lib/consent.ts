/**
 * The consent statement each lead form shows beside its send button, as a message key. The form renders it and the
 * server stores the same sentence, in the visitor's language, with the lead (what was agreed, when, in which
 * language): one source, so the record is what the visitor read.
 */
export const consentMessage = {
  contact: "ContactForm.privacyNote",
  plan: "PlanBuilder.consent",
  newsletter: "Newsletter.consent",
  seat: "Schedule.consent",
  interest: "Schedule.consent",
  "level-test": "LevelTest.privacy",
  corporate: "CorporateRequest.privacy",
} as const satisfies Record<string, `${string}.${string}`>;

export type ConsentForm = keyof typeof consentMessage;
