import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** A training partner's optional Arabic name, shown on the Arabic pages instead of its name (a new, empty column). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`partners\` ADD \`arabic_name\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_arabic_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`partners\` DROP COLUMN \`arabic_name\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` DROP COLUMN \`version_arabic_name\`;`)
}
