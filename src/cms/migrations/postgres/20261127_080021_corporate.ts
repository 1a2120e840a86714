import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_leads_areas" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_leads_team_size" AS ENUM('1-5', '6-15', '16-30', '31-60', '61+');
  CREATE TYPE "cms"."enum_leads_delivery" AS ENUM('centre', 'online', 'company');
  ALTER TYPE "cms"."enum_leads_kind" ADD VALUE 'corporate';
  CREATE TABLE "cms"."pages_blocks_corporate_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_corporate_request_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_corporate_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_corporate_request_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."leads_areas" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_leads_areas",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "cms"."leads" ADD COLUMN "company" varchar;
  ALTER TABLE "cms"."leads" ADD COLUMN "role" varchar;
  ALTER TABLE "cms"."leads" ADD COLUMN "team_size" "cms"."enum_leads_team_size";
  ALTER TABLE "cms"."leads" ADD COLUMN "delivery" "cms"."enum_leads_delivery";
  ALTER TABLE "cms"."leads" ADD COLUMN "months" varchar;
  ALTER TABLE "cms"."pages_blocks_corporate_request" ADD CONSTRAINT "pages_blocks_corporate_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_corporate_request_locales" ADD CONSTRAINT "pages_blocks_corporate_request_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_corporate_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_corporate_request" ADD CONSTRAINT "_pages_v_blocks_corporate_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_corporate_request_locales" ADD CONSTRAINT "_pages_v_blocks_corporate_request_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_corporate_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_areas" ADD CONSTRAINT "leads_areas_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_corporate_request_order_idx" ON "cms"."pages_blocks_corporate_request" USING btree ("_order");
  CREATE INDEX "pages_blocks_corporate_request_parent_id_idx" ON "cms"."pages_blocks_corporate_request" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_corporate_request_path_idx" ON "cms"."pages_blocks_corporate_request" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_corporate_request_locales_locale_parent_id_uniq" ON "cms"."pages_blocks_corporate_request_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_corporate_request_order_idx" ON "cms"."_pages_v_blocks_corporate_request" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_corporate_request_parent_id_idx" ON "cms"."_pages_v_blocks_corporate_request" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_corporate_request_path_idx" ON "cms"."_pages_v_blocks_corporate_request" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_corporate_request_locales_locale_parent_id_u" ON "cms"."_pages_v_blocks_corporate_request_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "leads_areas_order_idx" ON "cms"."leads_areas" USING btree ("order");
  CREATE INDEX "leads_areas_parent_idx" ON "cms"."leads_areas" USING btree ("parent_id");
  CREATE INDEX "leads_company_idx" ON "cms"."leads" USING btree ("company");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_blocks_corporate_request" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pages_blocks_corporate_request_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pages_v_blocks_corporate_request" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pages_v_blocks_corporate_request_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."leads_areas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."pages_blocks_corporate_request" CASCADE;
  DROP TABLE "cms"."pages_blocks_corporate_request_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_corporate_request" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_corporate_request_locales" CASCADE;
  DROP TABLE "cms"."leads_areas" CASCADE;
  ALTER TABLE "cms"."leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "cms"."enum_leads_kind";
  CREATE TYPE "cms"."enum_leads_kind" AS ENUM('contact', 'plan', 'newsletter', 'seat', 'interest', 'level-test');
  ALTER TABLE "cms"."leads" ALTER COLUMN "kind" SET DATA TYPE "cms"."enum_leads_kind" USING "kind"::"cms"."enum_leads_kind";
  DROP INDEX "cms"."leads_company_idx";
  ALTER TABLE "cms"."leads" DROP COLUMN "company";
  ALTER TABLE "cms"."leads" DROP COLUMN "role";
  ALTER TABLE "cms"."leads" DROP COLUMN "team_size";
  ALTER TABLE "cms"."leads" DROP COLUMN "delivery";
  ALTER TABLE "cms"."leads" DROP COLUMN "months";
  DROP TYPE "cms"."enum_leads_areas";
  DROP TYPE "cms"."enum_leads_team_size";
  DROP TYPE "cms"."enum_leads_delivery";`)
}
