import { cpSync } from "node:fs";
import type { Payload } from "payload";
import { inject, vi } from "vitest";
import { databaseName, freshDatabase } from "./pg-databases.mjs";

export const STRONG_PASSWORD = "amber falcon quietly lifts granite";

export type StaffRole = "admin" | "editor" | "sales";
export type Staff = { id: number; roles: StaffRole[] };

/**
 * A CMS of its own for a test file, as `npm run cms:seed` sets one up (migrated and seeded): a copy of the one the
 * suite's global setup seeded, its data folder into `dataDir` and on PostgreSQL its database (the file's own,
 * made again from the template); the configuration read afresh (it reads the environment once per module
 * graph). The seed runs again and finds nothing to do, as at a deployment. One account per role asked for, made
 * as `npm run admin:create` makes the first one.
 */
export async function startCms({
  key,
  dataDir,
  databaseUrl,
  roles = [],
}: {
  key: string;
  dataDir: string;
  databaseUrl?: string;
  roles?: StaffRole[];
}): Promise<{ payload: Payload; staff: Record<StaffRole, Staff> }> {
  const seeded = inject("testDatabases");
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  if (databaseUrl) await freshDatabase(seeded.base, databaseName(databaseUrl), seeded.template);
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = databaseUrl ?? "";
  vi.resetModules();
  const { getPayload } = await import("payload");
  const { default: config } = await import("@/payload.config");
  const payload = await getPayload({ config, key });
  const { seedCms } = await import("@/cms/seed");
  await seedCms(payload);
  const { ADMIN_CREATE_CONTEXT } = await import("@/cms/collections/users");
  const staff: Partial<Record<StaffRole, Staff>> = {};
  for (const role of roles) {
    const user = await payload.create({
      collection: "users",
      data: { email: `${role}@staff.example`, password: STRONG_PASSWORD, roles: [role] },
      context: { [ADMIN_CREATE_CONTEXT]: true },
    });
    staff[role] = { id: user.id, roles: [role] };
  }
  // Only the roles asked for have an account.
  return { payload, staff: staff as Record<StaffRole, Staff> };
}

/** Stops the CMS (the file's database is made again for the next file: file-database.ts). */
export async function stopCms(payload: Payload | undefined) {
  await payload?.destroy();
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
}
