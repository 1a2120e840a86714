import * as z from "zod/mini";
import { email, limits, localeField, optionalPhone, optionalText, requiredLine } from "./fields";

export const MAX_PLAN_COURSES = 36;

/** A learning-plan submission: who sends it and the ordered course ids of the plan. */
export const planInput = z.object({
  fullName: requiredLine("fullName", limits.fullName),
  email: email(),
  phone: optionalPhone(),
  message: optionalText("message"),
  courses: z
    .array(z.string({ error: "courses.invalid" }).check(z.regex(/^[a-z0-9-]{1,60}$/, { error: "courses.invalid" })), {
      error: "courses.required",
    })
    .check(
      z.minLength(1, { error: "courses.required" }),
      z.maxLength(MAX_PLAN_COURSES, { error: "courses.tooMany" }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: "courses.duplicate" }),
    ),
  locale: localeField,
});
export type PlanInput = z.infer<typeof planInput>;
