import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_site_settings_team_language" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum__site_settings_v_version_team_language" AS ENUM('en', 'ar');
  ALTER TABLE "cms"."pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."paths" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."_paths_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."courses" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."_courses_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."intakes" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."_intakes_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."posts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."legal_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."_legal_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cms"."site_settings" ADD COLUMN "team_language" "cms"."enum_site_settings_team_language" DEFAULT 'en';
  ALTER TABLE "cms"."_site_settings_v" ADD COLUMN "version_team_language" "cms"."enum__site_settings_v_version_team_language" DEFAULT 'en';
  CREATE INDEX "pages_deleted_at_idx" ON "cms"."pages" USING btree ("deleted_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "cms"."_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "paths_deleted_at_idx" ON "cms"."paths" USING btree ("deleted_at");
  CREATE INDEX "_paths_v_version_version_deleted_at_idx" ON "cms"."_paths_v" USING btree ("version_deleted_at");
  CREATE INDEX "courses_deleted_at_idx" ON "cms"."courses" USING btree ("deleted_at");
  CREATE INDEX "_courses_v_version_version_deleted_at_idx" ON "cms"."_courses_v" USING btree ("version_deleted_at");
  CREATE INDEX "intakes_deleted_at_idx" ON "cms"."intakes" USING btree ("deleted_at");
  CREATE INDEX "_intakes_v_version_version_deleted_at_idx" ON "cms"."_intakes_v" USING btree ("version_deleted_at");
  CREATE INDEX "posts_deleted_at_idx" ON "cms"."posts" USING btree ("deleted_at");
  CREATE INDEX "_posts_v_version_version_deleted_at_idx" ON "cms"."_posts_v" USING btree ("version_deleted_at");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "cms"."legal_pages" USING btree ("deleted_at");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "cms"."_legal_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "cms"."media" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."pages_deleted_at_idx";
  DROP INDEX "cms"."_pages_v_version_version_deleted_at_idx";
  DROP INDEX "cms"."paths_deleted_at_idx";
  DROP INDEX "cms"."_paths_v_version_version_deleted_at_idx";
  DROP INDEX "cms"."courses_deleted_at_idx";
  DROP INDEX "cms"."_courses_v_version_version_deleted_at_idx";
  DROP INDEX "cms"."intakes_deleted_at_idx";
  DROP INDEX "cms"."_intakes_v_version_version_deleted_at_idx";
  DROP INDEX "cms"."posts_deleted_at_idx";
  DROP INDEX "cms"."_posts_v_version_version_deleted_at_idx";
  DROP INDEX "cms"."legal_pages_deleted_at_idx";
  DROP INDEX "cms"."_legal_pages_v_version_version_deleted_at_idx";
  DROP INDEX "cms"."media_deleted_at_idx";
  ALTER TABLE "cms"."pages" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cms"."paths" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."_paths_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cms"."courses" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."_courses_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cms"."intakes" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."_intakes_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cms"."posts" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cms"."legal_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."_legal_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cms"."media" DROP COLUMN "deleted_at";
  ALTER TABLE "cms"."site_settings" DROP COLUMN "team_language";
  ALTER TABLE "cms"."_site_settings_v" DROP COLUMN "version_team_language";
  DROP TYPE "cms"."enum_site_settings_team_language";
  DROP TYPE "cms"."enum__site_settings_v_version_team_language";`)
}
