import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_leads_training_interest" AS ENUM('it', 'english', 'business', 'corporate', 'other');
  ALTER TABLE "cms"."leads" ALTER COLUMN "training_interest" SET DATA TYPE "cms"."enum_leads_training_interest" USING "training_interest"::"cms"."enum_leads_training_interest";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."leads" ALTER COLUMN "training_interest" SET DATA TYPE varchar;
  DROP TYPE "cms"."enum_leads_training_interest";`)
}
