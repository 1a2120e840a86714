import { z } from "zod";
import { area, iconName, l10n } from "./schema";

/** A headline figure such as "600k+ Training Hours". */
export const stat = z.object({ value: l10n, label: l10n }).strict();

export const iconCard = z.object({ icon: iconName, title: l10n, description: l10n }).strict();

export const serviceCard = z
  .object({
    area,
    icon: iconName,
    badge: l10n,
    title: l10n,
    description: l10n,
    features: z.array(l10n).length(5),
    href: z.enum(["/training/it", "/training/english", "/training/business"]),
  })
  .strict();
