import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env";

/**
 * The server's secret: PAYLOAD_SECRET, or one generated once into DATA_DIR/payload-secret (mode 0600) and kept
 * there, never in the repository. It signs the CMS's sessions (payload.config.ts); other uses derive a key of
 * their own from it (src/content/level-test-state.ts), so one secret, set alike on every instance, serves all.
 */
export function serverSecret(config: Pick<Env, "PAYLOAD_SECRET" | "DATA_DIR">): string {
  if (config.PAYLOAD_SECRET) return config.PAYLOAD_SECRET;
  const dataDir = path.resolve(/* turbopackIgnore: true */ config.DATA_DIR);
  const file = path.join(dataDir, "payload-secret");
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}
