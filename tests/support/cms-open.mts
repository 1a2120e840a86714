// Opens the CMS as `next build`'s workers do when started with NEXT_PHASE=phase-production-build (or as any other
// process otherwise), reads the learning paths and prints their count as JSON. For tests/integration/cms-lifecycle.
import { getPayload } from "payload";
import config from "../../src/payload.config";

const payload = await getPayload({ config });
try {
  const paths = await payload.count({ collection: "paths", overrideAccess: true });
  console.log(JSON.stringify({ paths: paths.totalDocs }));
} finally {
  await payload.destroy();
}
// Payload leaves handles open after destroy() (as in scripts/admin-create.mts).
process.exit(0);
