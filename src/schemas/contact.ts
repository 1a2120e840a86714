import * as z from "zod/mini";
import { email, limits, localeField, optionalPhone, requiredLine, requiredText } from "./fields";

import { trainingInterests } from "./contact-values";

export { trainingInterests, type TrainingInterest } from "./contact-values";

/** The contact form (spec section 5), shared by the form, the route handler and the domain. */
export const contactInput = z.object({
  firstName: requiredLine("firstName"),
  lastName: requiredLine("lastName"),
  email: email(),
  phone: optionalPhone(),
  trainingInterest: z.optional(z.enum([...trainingInterests, ""], { error: "trainingInterest.invalid" })),
  message: requiredText("message", limits.message),
  locale: localeField,
});
export type ContactInput = z.infer<typeof contactInput>;
