import { z } from "zod";
import { area, iconName, l10n, slug } from "./schema";

/** A text page made of headed sections (privacy, terms, cookies). */
export const documentPage = z
  .object({
    title: l10n,
    /** Meta description, at most about 160 characters per language. */
    description: l10n,
    intro: l10n,
    /** ISO date of the last change, shown as 'Last updated'. */
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    sections: z
      .array(
        z
          .object({
            id: slug,
            heading: l10n,
            paragraphs: z.array(l10n).min(1),
            bullets: z.array(l10n).optional(),
          })
          .strict(),
      )
      .min(3),
  })
  .strict();
export type DocumentPage = z.infer<typeof documentPage>;

export const careersPage = z
  .object({
    title: l10n,
    description: l10n,
    intro: l10n,
    openings: z
      .array(
        z
          .object({
            id: slug,
            area: z.union([area, z.literal("staff")]),
            title: l10n,
            type: l10n,
            summary: l10n,
            requirements: z.array(l10n).min(3).max(5),
          })
          .strict(),
      )
      .min(4),
    whyJoin: z.array(z.object({ icon: iconName, title: l10n, description: l10n }).strict()).length(3),
    howToApply: z.object({ heading: l10n, steps: z.array(l10n).min(3).max(5) }).strict(),
  })
  .strict();
export type CareersPage = z.infer<typeof careersPage>;

export const corporatePage = z
  .object({
    title: l10n,
    description: l10n,
    intro: l10n,
    formats: z.array(z.object({ icon: iconName, title: l10n, description: l10n }).strict()).length(4),
    process: z.array(z.object({ title: l10n, description: l10n }).strict()).length(4),
    benefits: z.array(l10n).min(4).max(6),
  })
  .strict();
export type CorporatePage = z.infer<typeof corporatePage>;
