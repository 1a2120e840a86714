import type { GlobalConfig } from "payload";

/** Which version of the built-in content the CMS was filled with (src/cms/seed): not for editors. */
export const SeedStatus: GlobalConfig = {
  slug: "seed-status",
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
  fields: [{ name: "version", type: "number", defaultValue: 0 }],
};
