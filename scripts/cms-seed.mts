// The CMS's set-up step: its migrations, then its first content on an empty CMS (and what a newer release adds
// to the seed), once. Idempotent, and one process at a time (src/patches/payload-start-lock.ts). Run it before
// `npm run build` on a new machine and at each deployment: the build only reads the CMS.
//   npm run cms:seed
// Uses the site's configuration (DATA_DIR or DATABASE_URL).
import { getPayload } from "payload";
import config from "../src/payload.config";
import { seedCms } from "../src/cms/seed";

const payload = await getPayload({ config });
try {
  await seedCms(payload);
  console.log("The CMS is set up: migrations applied, content seeded.");
} finally {
  await payload.destroy();
}
// Payload leaves handles open after destroy() (as in scripts/admin-create.mts).
process.exit(0);
