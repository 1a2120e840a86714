import * as z from "zod/mini";

/**
 * What every lead form sends besides its fields: a honeypot that people never fill, and when the form
 * was shown (for the minimum fill time). Bots that trip either get a success-shaped answer.
 */
export const botSignals = z.object({
  website: z.optional(z.string()),
  startedAt: z.optional(z.coerce.number()),
});

export const MIN_FILL_MS = 2500;
export { HONEYPOT_FIELD } from "./submission-fields";
