import * as z from "zod/mini";
import { email, limits, localeField, optionalPhone, optionalText, requiredLine, requiredPhone } from "./fields";

/** A CMS document id (SQLite: a number; PostgreSQL: a number too) as a form sends it. */
const intakeId = z
  .string({ error: "intake.invalid" })
  .check(z.trim(), z.regex(/^[0-9]{1,12}$/, { error: "intake.invalid" }));
const courseSlug = z
  .string({ error: "course.invalid" })
  .check(
    z.trim(),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "course.invalid" }),
    z.maxLength(60, { error: "course.invalid" }),
  );

/** "Reserve a seat" on a dated intake: who asks, how to call them back, and the intake. */
export const seatInput = z.object({
  fullName: requiredLine("fullName", limits.fullName),
  email: email(),
  phone: requiredPhone(),
  message: optionalText("message", limits.seatMessage),
  intake: intakeId,
  locale: localeField,
});
export type SeatInput = z.infer<typeof seatInput>;

/** "Join the interest list" of a course that has no date yet. */
export const interestInput = z.object({
  fullName: requiredLine("fullName", limits.fullName),
  email: email(),
  phone: optionalPhone(),
  course: courseSlug,
  locale: localeField,
});
export type InterestInput = z.infer<typeof interestInput>;
