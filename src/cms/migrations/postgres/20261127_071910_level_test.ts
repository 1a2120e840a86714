import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_test_questions_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1');
  CREATE TYPE "cms"."enum_test_questions_skill" AS ENUM('grammar', 'vocabulary', 'reading');
  CREATE TYPE "cms"."enum_test_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__test_questions_v_version_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1');
  CREATE TYPE "cms"."enum__test_questions_v_version_skill" AS ENUM('grammar', 'vocabulary', 'reading');
  CREATE TYPE "cms"."enum__test_questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__test_questions_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_leads_test_level" AS ENUM('pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1');
  ALTER TYPE "cms"."enum_leads_kind" ADD VALUE 'level-test';
  CREATE TABLE "cms"."test_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"correct" boolean DEFAULT false
  );
  
  CREATE TABLE "cms"."test_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "cms"."enum_test_questions_level",
  	"skill" "cms"."enum_test_questions_skill",
  	"order" numeric DEFAULT 100,
  	"passage" varchar,
  	"question" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_test_questions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."test_questions_locales" (
  	"explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_test_questions_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"correct" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_test_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_level" "cms"."enum__test_questions_v_version_level",
  	"version_skill" "cms"."enum__test_questions_v_version_skill",
  	"version_order" numeric DEFAULT 100,
  	"version_passage" varchar,
  	"version_question" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__test_questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__test_questions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_test_questions_v_locales" (
  	"version_explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."leads" ADD COLUMN "test_level" "cms"."enum_leads_test_level";
  ALTER TABLE "cms"."leads" ADD COLUMN "test_summary" varchar;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "test_questions_id" integer;
  ALTER TABLE "cms"."test_questions_options" ADD CONSTRAINT "test_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."test_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."test_questions_locales" ADD CONSTRAINT "test_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."test_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_test_questions_v_version_options" ADD CONSTRAINT "_test_questions_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_test_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_test_questions_v" ADD CONSTRAINT "_test_questions_v_parent_id_test_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."test_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_test_questions_v_locales" ADD CONSTRAINT "_test_questions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_test_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "test_questions_options_order_idx" ON "cms"."test_questions_options" USING btree ("_order");
  CREATE INDEX "test_questions_options_parent_id_idx" ON "cms"."test_questions_options" USING btree ("_parent_id");
  CREATE INDEX "test_questions_level_idx" ON "cms"."test_questions" USING btree ("level");
  CREATE INDEX "test_questions_updated_at_idx" ON "cms"."test_questions" USING btree ("updated_at");
  CREATE INDEX "test_questions_created_at_idx" ON "cms"."test_questions" USING btree ("created_at");
  CREATE INDEX "test_questions__status_idx" ON "cms"."test_questions" USING btree ("_status");
  CREATE UNIQUE INDEX "test_questions_locales_locale_parent_id_unique" ON "cms"."test_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_test_questions_v_version_options_order_idx" ON "cms"."_test_questions_v_version_options" USING btree ("_order");
  CREATE INDEX "_test_questions_v_version_options_parent_id_idx" ON "cms"."_test_questions_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_test_questions_v_parent_idx" ON "cms"."_test_questions_v" USING btree ("parent_id");
  CREATE INDEX "_test_questions_v_version_version_level_idx" ON "cms"."_test_questions_v" USING btree ("version_level");
  CREATE INDEX "_test_questions_v_version_version_updated_at_idx" ON "cms"."_test_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_test_questions_v_version_version_created_at_idx" ON "cms"."_test_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_test_questions_v_version_version__status_idx" ON "cms"."_test_questions_v" USING btree ("version__status");
  CREATE INDEX "_test_questions_v_created_at_idx" ON "cms"."_test_questions_v" USING btree ("created_at");
  CREATE INDEX "_test_questions_v_updated_at_idx" ON "cms"."_test_questions_v" USING btree ("updated_at");
  CREATE INDEX "_test_questions_v_snapshot_idx" ON "cms"."_test_questions_v" USING btree ("snapshot");
  CREATE INDEX "_test_questions_v_published_locale_idx" ON "cms"."_test_questions_v" USING btree ("published_locale");
  CREATE INDEX "_test_questions_v_latest_idx" ON "cms"."_test_questions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_test_questions_v_locales_locale_parent_id_unique" ON "cms"."_test_questions_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_questions_fk" FOREIGN KEY ("test_questions_id") REFERENCES "cms"."test_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_test_level_idx" ON "cms"."leads" USING btree ("test_level");
  CREATE INDEX "payload_locked_documents_rels_test_questions_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("test_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."test_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."test_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."test_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_test_questions_v_version_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_test_questions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_test_questions_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."test_questions_options" CASCADE;
  DROP TABLE "cms"."test_questions" CASCADE;
  DROP TABLE "cms"."test_questions_locales" CASCADE;
  DROP TABLE "cms"."_test_questions_v_version_options" CASCADE;
  DROP TABLE "cms"."_test_questions_v" CASCADE;
  DROP TABLE "cms"."_test_questions_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_test_questions_fk";
  
  ALTER TABLE "cms"."leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "cms"."enum_leads_kind";
  CREATE TYPE "cms"."enum_leads_kind" AS ENUM('contact', 'plan', 'newsletter', 'seat', 'interest');
  ALTER TABLE "cms"."leads" ALTER COLUMN "kind" SET DATA TYPE "cms"."enum_leads_kind" USING "kind"::"cms"."enum_leads_kind";
  DROP INDEX "cms"."leads_test_level_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_test_questions_id_idx";
  ALTER TABLE "cms"."leads" DROP COLUMN "test_level";
  ALTER TABLE "cms"."leads" DROP COLUMN "test_summary";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "test_questions_id";
  DROP TYPE "cms"."enum_test_questions_level";
  DROP TYPE "cms"."enum_test_questions_skill";
  DROP TYPE "cms"."enum_test_questions_status";
  DROP TYPE "cms"."enum__test_questions_v_version_level";
  DROP TYPE "cms"."enum__test_questions_v_version_skill";
  DROP TYPE "cms"."enum__test_questions_v_version_status";
  DROP TYPE "cms"."enum__test_questions_v_published_locale";
  DROP TYPE "cms"."enum_leads_test_level";`)
}
