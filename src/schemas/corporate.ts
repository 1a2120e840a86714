import * as z from "zod/mini";
import { email, limits, localeField, optionalLine, optionalText, requiredLine, requiredPhone } from "./fields";

/** How the training is delivered: at the centre, online, or at the company's premises. */
export const deliveryModes = ["centre", "online", "company"] as const;
/** Team sizes a company chooses from (people to train). */
export const teamSizes = ["1-5", "6-15", "16-30", "31-60", "61+"] as const;
export const trainingAreas = ["it", "english", "business"] as const;
export const MAX_CORPORATE_COURSES = 20;

const slugList = (field: string, max: number) =>
  z.optional(
    z
      .array(
        z.string({ error: `${field}.invalid` }).check(z.regex(/^[a-z0-9-]{1,60}$/, { error: `${field}.invalid` })),
        { error: `${field}.invalid` },
      )
      .check(
        z.maxLength(max, { error: `${field}.invalid` }),
        z.refine((ids) => new Set(ids).size === ids.length, { error: `${field}.invalid` }),
      ),
  );

/**
 * The months of the year a company would like to start in, "01" to "12": the form is a page built once and kept, so
 * it offers the calendar's months rather than dated ones that would go stale; the team reads them as the next ones.
 */
export const monthsOfYear = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;

/**
 * A corporate training request (/corporate, or a page's corporate request section): the company and who to call,
 * how many people, what to train them in (areas of the catalogue and, optionally, its courses), how, and when.
 */
export const corporateInput = z
  .object({
    company: requiredLine("company", limits.name),
    fullName: requiredLine("fullName", limits.fullName),
    role: optionalLine("role", limits.name),
    email: email(),
    phone: requiredPhone(),
    teamSize: z.enum(teamSizes, { error: "teamSize.required" }),
    areas: z.optional(
      z.array(z.enum(trainingAreas, { error: "areas.invalid" }), { error: "areas.invalid" }).check(
        z.maxLength(trainingAreas.length, { error: "areas.invalid" }),
        z.refine((ids) => new Set(ids).size === ids.length, { error: "areas.invalid" }),
      ),
    ),
    courses: slugList("courses", MAX_CORPORATE_COURSES),
    delivery: z.enum(deliveryModes, { error: "delivery.required" }),
    months: z.optional(
      z.array(z.enum(monthsOfYear, { error: "months.invalid" }), { error: "months.invalid" }).check(
        z.maxLength(12, { error: "months.invalid" }),
        z.refine((ids) => new Set(ids).size === ids.length, { error: "months.invalid" }),
      ),
    ),
    message: optionalText("message", limits.seatMessage),
    locale: localeField,
  })
  .check(
    z.refine((value) => Boolean(value.areas?.length || value.courses?.length), {
      error: "areas.required",
      path: ["areas"],
    }),
  );
export type CorporateInput = z.infer<typeof corporateInput>;
