import type { Payload } from "payload";
import { vi } from "vitest";
import { dropCmsSchema } from "./cms-schema.mjs";

export const STRONG_PASSWORD = "amber falcon quietly lifts granite";

export type StaffRole = "admin" | "editor" | "sales";
export type Staff = { id: number; roles: StaffRole[] };

/**
 * A CMS of its own for a test file: its data folder, and on PostgreSQL an emptied schema; the configuration read
 * afresh (it reads the environment once per module graph), migrated and seeded as `npm run cms:seed` does. One account per
 * role asked for, made as `npm run admin:create` makes the first one.
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
  if (databaseUrl) await dropCmsSchema(databaseUrl);
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

/** Stops the CMS; nothing of the test stays in the shared PostgreSQL database. */
export async function stopCms(payload: Payload | undefined, databaseUrl?: string) {
  await payload?.destroy();
  if (databaseUrl) await dropCmsSchema(databaseUrl);
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
}
