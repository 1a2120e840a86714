import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A training partner's optional Arabic name, shown on the Arabic pages instead of its name (a new, empty column). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."partners" ADD COLUMN "arabic_name" varchar;
  ALTER TABLE "cms"."_partners_v" ADD COLUMN "version_arabic_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."partners" DROP COLUMN "arabic_name";
  ALTER TABLE "cms"."_partners_v" DROP COLUMN "version_arabic_name";`)
}
