import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_leads_consent_language" AS ENUM('en', 'ar');
  ALTER TABLE "cms"."leads" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."leads" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."leads" ADD COLUMN "consent_statement" varchar;
  ALTER TABLE "cms"."leads" ADD COLUMN "consent_agreed_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."leads" ADD COLUMN "consent_language" "cms"."enum_leads_consent_language";
  CREATE INDEX "leads_confirmed_at_idx" ON "cms"."leads" USING btree ("confirmed_at");
  CREATE INDEX "leads_unsubscribed_at_idx" ON "cms"."leads" USING btree ("unsubscribed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."leads_confirmed_at_idx";
  DROP INDEX "cms"."leads_unsubscribed_at_idx";
  ALTER TABLE "cms"."leads" DROP COLUMN "confirmed_at";
  ALTER TABLE "cms"."leads" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "cms"."leads" DROP COLUMN "consent_statement";
  ALTER TABLE "cms"."leads" DROP COLUMN "consent_agreed_at";
  ALTER TABLE "cms"."leads" DROP COLUMN "consent_language";
  DROP TYPE "cms"."enum_leads_consent_language";`)
}
