import { z } from "zod";
import { l10n } from "./schema";

/** A headline figure such as "600k+ Training Hours". */
export const stat = z.object({ value: l10n, label: l10n }).strict();
