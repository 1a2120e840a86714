// Opens the CMS once, as the server does at start: its migrations run and an empty one is seeded. Started by
// tests/support/global-setup.ts as a process of its own (the way scripts/*.mts run).
import { getPayload } from "payload";
import config from "../../src/payload.config";

const payload = await getPayload({ config, key: "vitest-global-setup" });
await payload.destroy();
// Payload leaves handles open after destroy() (its scripts end the same way: scripts/admin-create.mts).
process.exit(0);
