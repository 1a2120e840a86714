import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_schedule_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__schedule_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__schedule_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "cms"."schedule_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_schedule_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."schedule_page_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_schedule_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__schedule_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__schedule_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_schedule_page_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."schedule_page_locales" ADD CONSTRAINT "schedule_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."schedule_page_locales" ADD CONSTRAINT "schedule_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."schedule_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_schedule_page_v_locales" ADD CONSTRAINT "_schedule_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_schedule_page_v_locales" ADD CONSTRAINT "_schedule_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_schedule_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schedule_page__status_idx" ON "cms"."schedule_page" USING btree ("_status");
  CREATE INDEX "schedule_page_meta_meta_image_idx" ON "cms"."schedule_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "schedule_page_locales_locale_parent_id_unique" ON "cms"."schedule_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_schedule_page_v_version_version__status_idx" ON "cms"."_schedule_page_v" USING btree ("version__status");
  CREATE INDEX "_schedule_page_v_created_at_idx" ON "cms"."_schedule_page_v" USING btree ("created_at");
  CREATE INDEX "_schedule_page_v_updated_at_idx" ON "cms"."_schedule_page_v" USING btree ("updated_at");
  CREATE INDEX "_schedule_page_v_snapshot_idx" ON "cms"."_schedule_page_v" USING btree ("snapshot");
  CREATE INDEX "_schedule_page_v_published_locale_idx" ON "cms"."_schedule_page_v" USING btree ("published_locale");
  CREATE INDEX "_schedule_page_v_latest_idx" ON "cms"."_schedule_page_v" USING btree ("latest");
  CREATE INDEX "_schedule_page_v_version_meta_version_meta_image_idx" ON "cms"."_schedule_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_schedule_page_v_locales_locale_parent_id_unique" ON "cms"."_schedule_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."schedule_page" CASCADE;
  DROP TABLE "cms"."schedule_page_locales" CASCADE;
  DROP TABLE "cms"."_schedule_page_v" CASCADE;
  DROP TABLE "cms"."_schedule_page_v_locales" CASCADE;
  DROP TYPE "cms"."enum_schedule_page_status";
  DROP TYPE "cms"."enum__schedule_page_v_version_status";
  DROP TYPE "cms"."enum__schedule_page_v_published_locale";`)
}
