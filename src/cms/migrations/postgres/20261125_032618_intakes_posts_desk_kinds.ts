import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_intakes_run_status" AS ENUM('confirmed', 'forming', 'no-date');
  CREATE TYPE "cms"."enum_intakes_format" AS ENUM('centre', 'online', 'on-site');
  CREATE TYPE "cms"."enum_intakes_language" AS ENUM('ar', 'en', 'ar-en');
  CREATE TYPE "cms"."enum_intakes_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__intakes_v_version_format" AS ENUM('centre', 'online', 'on-site');
  CREATE TYPE "cms"."enum__intakes_v_version_language" AS ENUM('ar', 'en', 'ar-en');
  CREATE TYPE "cms"."enum__intakes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__intakes_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__posts_v_published_locale" AS ENUM('en', 'ar');
  ALTER TYPE "cms"."enum_leads_kind" ADD VALUE 'seat';
  ALTER TYPE "cms"."enum_leads_kind" ADD VALUE 'interest';
  CREATE TABLE "cms"."intakes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "cms"."enum_intakes_run_status" DEFAULT 'forming',
  	"start_date" timestamp(3) with time zone,
  	"format" "cms"."enum_intakes_format" DEFAULT 'centre',
  	"language" "cms"."enum_intakes_language" DEFAULT 'ar-en',
  	"seats_total" numeric,
  	"seats_taken" numeric DEFAULT 0,
  	"price_from" numeric,
  	"price_to" numeric,
  	"example" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_intakes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."intakes_locales" (
  	"schedule" varchar,
  	"price_instalments" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."intakes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer,
  	"paths_id" integer
  );
  
  CREATE TABLE "cms"."_intakes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_status" "cms"."enum_intakes_run_status" DEFAULT 'forming',
  	"version_start_date" timestamp(3) with time zone,
  	"version_format" "cms"."enum__intakes_v_version_format" DEFAULT 'centre',
  	"version_language" "cms"."enum__intakes_v_version_language" DEFAULT 'ar-en',
  	"version_seats_total" numeric,
  	"version_seats_taken" numeric DEFAULT 0,
  	"version_price_from" numeric,
  	"version_price_to" numeric,
  	"version_example" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__intakes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__intakes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_intakes_v_locales" (
  	"version_schedule" varchar,
  	"version_price_instalments" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_intakes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer,
  	"paths_id" integer
  );
  
  CREATE TABLE "cms"."posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."posts_locales" (
  	"listed" boolean DEFAULT false,
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"author" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_posts_v_locales" (
  	"version_listed" boolean DEFAULT false,
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_author" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  ALTER TABLE "cms"."leads" ADD COLUMN "offering" varchar;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "intakes_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "cms"."intakes_locales" ADD CONSTRAINT "intakes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_rels" ADD CONSTRAINT "intakes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_rels" ADD CONSTRAINT "intakes_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_rels" ADD CONSTRAINT "intakes_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v" ADD CONSTRAINT "_intakes_v_parent_id_intakes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."intakes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_locales" ADD CONSTRAINT "_intakes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_intakes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_rels" ADD CONSTRAINT "_intakes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_intakes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_rels" ADD CONSTRAINT "_intakes_v_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_rels" ADD CONSTRAINT "_intakes_v_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."posts_texts" ADD CONSTRAINT "posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_texts" ADD CONSTRAINT "_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "intakes_status_idx" ON "cms"."intakes" USING btree ("status");
  CREATE INDEX "intakes_start_date_idx" ON "cms"."intakes" USING btree ("start_date");
  CREATE INDEX "intakes_updated_at_idx" ON "cms"."intakes" USING btree ("updated_at");
  CREATE INDEX "intakes_created_at_idx" ON "cms"."intakes" USING btree ("created_at");
  CREATE INDEX "intakes__status_idx" ON "cms"."intakes" USING btree ("_status");
  CREATE UNIQUE INDEX "intakes_locales_locale_parent_id_unique" ON "cms"."intakes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "intakes_rels_order_idx" ON "cms"."intakes_rels" USING btree ("order");
  CREATE INDEX "intakes_rels_parent_idx" ON "cms"."intakes_rels" USING btree ("parent_id");
  CREATE INDEX "intakes_rels_path_idx" ON "cms"."intakes_rels" USING btree ("path");
  CREATE INDEX "intakes_rels_courses_id_idx" ON "cms"."intakes_rels" USING btree ("courses_id");
  CREATE INDEX "intakes_rels_paths_id_idx" ON "cms"."intakes_rels" USING btree ("paths_id");
  CREATE INDEX "_intakes_v_parent_idx" ON "cms"."_intakes_v" USING btree ("parent_id");
  CREATE INDEX "_intakes_v_version_version_status_idx" ON "cms"."_intakes_v" USING btree ("version_status");
  CREATE INDEX "_intakes_v_version_version_start_date_idx" ON "cms"."_intakes_v" USING btree ("version_start_date");
  CREATE INDEX "_intakes_v_version_version_updated_at_idx" ON "cms"."_intakes_v" USING btree ("version_updated_at");
  CREATE INDEX "_intakes_v_version_version_created_at_idx" ON "cms"."_intakes_v" USING btree ("version_created_at");
  CREATE INDEX "_intakes_v_version_version__status_idx" ON "cms"."_intakes_v" USING btree ("version__status");
  CREATE INDEX "_intakes_v_created_at_idx" ON "cms"."_intakes_v" USING btree ("created_at");
  CREATE INDEX "_intakes_v_updated_at_idx" ON "cms"."_intakes_v" USING btree ("updated_at");
  CREATE INDEX "_intakes_v_snapshot_idx" ON "cms"."_intakes_v" USING btree ("snapshot");
  CREATE INDEX "_intakes_v_published_locale_idx" ON "cms"."_intakes_v" USING btree ("published_locale");
  CREATE INDEX "_intakes_v_latest_idx" ON "cms"."_intakes_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_intakes_v_locales_locale_parent_id_unique" ON "cms"."_intakes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_intakes_v_rels_order_idx" ON "cms"."_intakes_v_rels" USING btree ("order");
  CREATE INDEX "_intakes_v_rels_parent_idx" ON "cms"."_intakes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_intakes_v_rels_path_idx" ON "cms"."_intakes_v_rels" USING btree ("path");
  CREATE INDEX "_intakes_v_rels_courses_id_idx" ON "cms"."_intakes_v_rels" USING btree ("courses_id");
  CREATE INDEX "_intakes_v_rels_paths_id_idx" ON "cms"."_intakes_v_rels" USING btree ("paths_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "cms"."posts" USING btree ("slug");
  CREATE INDEX "posts_published_at_idx" ON "cms"."posts" USING btree ("published_at");
  CREATE INDEX "posts_cover_idx" ON "cms"."posts" USING btree ("cover_id");
  CREATE INDEX "posts_updated_at_idx" ON "cms"."posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "cms"."posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "cms"."posts" USING btree ("_status");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "cms"."posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_texts_order_parent" ON "cms"."posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "posts_texts_locale_parent" ON "cms"."posts_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "cms"."_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "cms"."_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "cms"."_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "cms"."_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "cms"."_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "cms"."_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "cms"."_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "cms"."_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "cms"."_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "cms"."_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "cms"."_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "cms"."_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "cms"."_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_texts_order_parent" ON "cms"."_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_posts_v_texts_locale_parent" ON "cms"."_posts_v_texts" USING btree ("locale","parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_intakes_fk" FOREIGN KEY ("intakes_id") REFERENCES "cms"."intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_intakes_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("intakes_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."intakes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."intakes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."intakes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_intakes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_intakes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_intakes_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."posts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_posts_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."intakes" CASCADE;
  DROP TABLE "cms"."intakes_locales" CASCADE;
  DROP TABLE "cms"."intakes_rels" CASCADE;
  DROP TABLE "cms"."_intakes_v" CASCADE;
  DROP TABLE "cms"."_intakes_v_locales" CASCADE;
  DROP TABLE "cms"."_intakes_v_rels" CASCADE;
  DROP TABLE "cms"."posts" CASCADE;
  DROP TABLE "cms"."posts_locales" CASCADE;
  DROP TABLE "cms"."posts_texts" CASCADE;
  DROP TABLE "cms"."_posts_v" CASCADE;
  DROP TABLE "cms"."_posts_v_locales" CASCADE;
  DROP TABLE "cms"."_posts_v_texts" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_intakes_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "cms"."leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "cms"."enum_leads_kind";
  CREATE TYPE "cms"."enum_leads_kind" AS ENUM('contact', 'plan', 'newsletter');
  ALTER TABLE "cms"."leads" ALTER COLUMN "kind" SET DATA TYPE "cms"."enum_leads_kind" USING "kind"::"cms"."enum_leads_kind";
  DROP INDEX "cms"."payload_locked_documents_rels_intakes_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_posts_id_idx";
  ALTER TABLE "cms"."leads" DROP COLUMN "offering";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "intakes_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "posts_id";
  DROP TYPE "cms"."enum_intakes_run_status";
  DROP TYPE "cms"."enum_intakes_format";
  DROP TYPE "cms"."enum_intakes_language";
  DROP TYPE "cms"."enum_intakes_status";
  DROP TYPE "cms"."enum__intakes_v_version_format";
  DROP TYPE "cms"."enum__intakes_v_version_language";
  DROP TYPE "cms"."enum__intakes_v_version_status";
  DROP TYPE "cms"."enum__intakes_v_published_locale";
  DROP TYPE "cms"."enum_posts_status";
  DROP TYPE "cms"."enum__posts_v_version_status";
  DROP TYPE "cms"."enum__posts_v_published_locale";`)
}
