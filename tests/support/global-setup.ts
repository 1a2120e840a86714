import { rmSync } from "node:fs";
import { dropCmsSchema } from "./cms-schema.mjs";

/**
 * Each run of the unit and integration tests starts with an empty DATA_DIR (and, with DATABASE_URL, an empty
 * CMS schema: earlier runs and the browser tests leave their content there), and the CMS (which the lead
 * endpoints and the advisor read) is migrated and seeded once here, before the test files, so that no
 * test pays for it.
 */
export default async function setup(): Promise<void> {
  rmSync("tmp/vitest-data", { recursive: true, force: true });
  process.env.DATA_DIR = "tmp/vitest-data";
  process.env.LOG_LEVEL = "silent";
  if (process.env.DATABASE_URL) await dropCmsSchema(process.env.DATABASE_URL);
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../src/payload.config");
  const payload = await getPayload({ config, key: "vitest-global-setup" });
  await payload.destroy();
}
