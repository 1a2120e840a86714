import * as z from "zod/mini";
import { email, localeField } from "./fields";

export const newsletterInput = z.object({ email: email(), locale: localeField });
export type NewsletterInput = z.infer<typeof newsletterInput>;
