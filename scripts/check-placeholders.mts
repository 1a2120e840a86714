// The launch checklist (src/cms/admin/launch-checklist.ts): lists every example detail still on the site and
// exits 1 while there are any. Uses the site's configuration (DATA_DIR or DATABASE_URL).
//   npm run check:placeholders
import { getPayload } from "payload";
import { launchChecklist } from "../src/cms/admin/launch-checklist";
import config from "../src/payload.config";

const payload = await getPayload({ config });
try {
  const items = await launchChecklist(payload);
  if (items.length === 0) console.log("launch checklist: no example details left on the site");
  else {
    console.log(`launch checklist: ${items.length} example detail(s) still on the site (admin dashboard lists them):`);
    for (const item of items) console.log(`  - ${item.what.en}  (fix: ${item.fix})`);
  }
  process.exitCode = items.length ? 1 : 0;
} finally {
  await payload.destroy();
}
