import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."leads_notes" ADD COLUMN "author_account_id" integer;
  ALTER TABLE "cms"."leads_history" ADD COLUMN "by_account_id" integer;
  ALTER TABLE "cms"."leads_notes" ADD CONSTRAINT "leads_notes_author_account_id_users_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."leads_history" ADD CONSTRAINT "leads_history_by_account_id_users_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_notes_author_account_idx" ON "cms"."leads_notes" USING btree ("author_account_id");
  CREATE INDEX "leads_history_by_account_idx" ON "cms"."leads_history" USING btree ("by_account_id");
  ALTER TABLE "cms"."users" DROP COLUMN "reset_password_requested_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."leads_notes" DROP CONSTRAINT "leads_notes_author_account_id_users_id_fk";
  
  ALTER TABLE "cms"."leads_history" DROP CONSTRAINT "leads_history_by_account_id_users_id_fk";
  
  DROP INDEX "cms"."leads_notes_author_account_idx";
  DROP INDEX "cms"."leads_history_by_account_idx";
  ALTER TABLE "cms"."users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."leads_notes" DROP COLUMN "author_account_id";
  ALTER TABLE "cms"."leads_history" DROP COLUMN "by_account_id";`)
}
