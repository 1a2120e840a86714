// Before the browser tests' server starts: an empty DATA_DIR, and with DATABASE_URL an empty CMS schema, so the
// server seeds the CMS with its uploads in its own data folder (earlier test runs seeded it with theirs).
import { mkdirSync, rmSync } from "node:fs";
import { dropCmsSchema } from "./cms-schema.mjs";

rmSync(process.env.DATA_DIR ?? "tmp/e2e-data", { recursive: true, force: true });
mkdirSync("tmp", { recursive: true });
if (process.env.DATABASE_URL) await dropCmsSchema(process.env.DATABASE_URL);
