import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__header_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__footer_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "cms"."header_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."header_items_children_locales" (
  	"label" varchar,
  	"hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."header_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_href" varchar,
  	"_status" "cms"."enum_header_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."header_locales" (
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_header_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_header_v_version_items_children_locales" (
  	"label" varchar,
  	"hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_header_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_header_v_version_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_button_href" varchar,
  	"version__status" "cms"."enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__header_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_header_v_locales" (
  	"version_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."footer_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."footer_services_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."footer_company" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."footer_company_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."footer_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."footer_legal_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_footer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_footer_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_footer_v_version_services_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_footer_v_version_company" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_footer_v_version_company_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_footer_v_version_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_footer_v_version_legal_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__footer_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "cms"."header_items_children" ADD CONSTRAINT "header_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items_children_locales" ADD CONSTRAINT "header_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items" ADD CONSTRAINT "header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items_locales" ADD CONSTRAINT "header_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items_children" ADD CONSTRAINT "_header_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items_children_locales" ADD CONSTRAINT "_header_v_version_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v_version_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items" ADD CONSTRAINT "_header_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items_locales" ADD CONSTRAINT "_header_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_locales" ADD CONSTRAINT "_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_services" ADD CONSTRAINT "footer_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_services_locales" ADD CONSTRAINT "footer_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_company" ADD CONSTRAINT "footer_company_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_company_locales" ADD CONSTRAINT "footer_company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer_company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_legal" ADD CONSTRAINT "footer_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_legal_locales" ADD CONSTRAINT "footer_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_services" ADD CONSTRAINT "_footer_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_services_locales" ADD CONSTRAINT "_footer_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_company" ADD CONSTRAINT "_footer_v_version_company_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_company_locales" ADD CONSTRAINT "_footer_v_version_company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v_version_company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_legal" ADD CONSTRAINT "_footer_v_version_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_legal_locales" ADD CONSTRAINT "_footer_v_version_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v_version_legal"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "header_items_children_order_idx" ON "cms"."header_items_children" USING btree ("_order");
  CREATE INDEX "header_items_children_parent_id_idx" ON "cms"."header_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_children_locales_locale_parent_id_unique" ON "cms"."header_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_items_order_idx" ON "cms"."header_items" USING btree ("_order");
  CREATE INDEX "header_items_parent_id_idx" ON "cms"."header_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_locales_locale_parent_id_unique" ON "cms"."header_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header__status_idx" ON "cms"."header" USING btree ("_status");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "cms"."header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_items_children_order_idx" ON "cms"."_header_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_header_v_version_items_children_parent_id_idx" ON "cms"."_header_v_version_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_items_children_locales_locale_parent_id_un" ON "cms"."_header_v_version_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_items_order_idx" ON "cms"."_header_v_version_items" USING btree ("_order");
  CREATE INDEX "_header_v_version_items_parent_id_idx" ON "cms"."_header_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_items_locales_locale_parent_id_unique" ON "cms"."_header_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "cms"."_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "cms"."_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "cms"."_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "cms"."_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "cms"."_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "cms"."_header_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_header_v_locales_locale_parent_id_unique" ON "cms"."_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_services_order_idx" ON "cms"."footer_services" USING btree ("_order");
  CREATE INDEX "footer_services_parent_id_idx" ON "cms"."footer_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_services_locales_locale_parent_id_unique" ON "cms"."footer_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_company_order_idx" ON "cms"."footer_company" USING btree ("_order");
  CREATE INDEX "footer_company_parent_id_idx" ON "cms"."footer_company" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_company_locales_locale_parent_id_unique" ON "cms"."footer_company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_legal_order_idx" ON "cms"."footer_legal" USING btree ("_order");
  CREATE INDEX "footer_legal_parent_id_idx" ON "cms"."footer_legal" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_legal_locales_locale_parent_id_unique" ON "cms"."footer_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer__status_idx" ON "cms"."footer" USING btree ("_status");
  CREATE INDEX "_footer_v_version_services_order_idx" ON "cms"."_footer_v_version_services" USING btree ("_order");
  CREATE INDEX "_footer_v_version_services_parent_id_idx" ON "cms"."_footer_v_version_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_services_locales_locale_parent_id_unique" ON "cms"."_footer_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_company_order_idx" ON "cms"."_footer_v_version_company" USING btree ("_order");
  CREATE INDEX "_footer_v_version_company_parent_id_idx" ON "cms"."_footer_v_version_company" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_company_locales_locale_parent_id_unique" ON "cms"."_footer_v_version_company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_legal_order_idx" ON "cms"."_footer_v_version_legal" USING btree ("_order");
  CREATE INDEX "_footer_v_version_legal_parent_id_idx" ON "cms"."_footer_v_version_legal" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_legal_locales_locale_parent_id_unique" ON "cms"."_footer_v_version_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "cms"."_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "cms"."_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "cms"."_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "cms"."_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "cms"."_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "cms"."_footer_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."header_items_children" CASCADE;
  DROP TABLE "cms"."header_items_children_locales" CASCADE;
  DROP TABLE "cms"."header_items" CASCADE;
  DROP TABLE "cms"."header_items_locales" CASCADE;
  DROP TABLE "cms"."header" CASCADE;
  DROP TABLE "cms"."header_locales" CASCADE;
  DROP TABLE "cms"."_header_v_version_items_children" CASCADE;
  DROP TABLE "cms"."_header_v_version_items_children_locales" CASCADE;
  DROP TABLE "cms"."_header_v_version_items" CASCADE;
  DROP TABLE "cms"."_header_v_version_items_locales" CASCADE;
  DROP TABLE "cms"."_header_v" CASCADE;
  DROP TABLE "cms"."_header_v_locales" CASCADE;
  DROP TABLE "cms"."footer_services" CASCADE;
  DROP TABLE "cms"."footer_services_locales" CASCADE;
  DROP TABLE "cms"."footer_company" CASCADE;
  DROP TABLE "cms"."footer_company_locales" CASCADE;
  DROP TABLE "cms"."footer_legal" CASCADE;
  DROP TABLE "cms"."footer_legal_locales" CASCADE;
  DROP TABLE "cms"."footer" CASCADE;
  DROP TABLE "cms"."_footer_v_version_services" CASCADE;
  DROP TABLE "cms"."_footer_v_version_services_locales" CASCADE;
  DROP TABLE "cms"."_footer_v_version_company" CASCADE;
  DROP TABLE "cms"."_footer_v_version_company_locales" CASCADE;
  DROP TABLE "cms"."_footer_v_version_legal" CASCADE;
  DROP TABLE "cms"."_footer_v_version_legal_locales" CASCADE;
  DROP TABLE "cms"."_footer_v" CASCADE;
  DROP TYPE "cms"."enum_header_status";
  DROP TYPE "cms"."enum__header_v_version_status";
  DROP TYPE "cms"."enum__header_v_published_locale";
  DROP TYPE "cms"."enum_footer_status";
  DROP TYPE "cms"."enum__footer_v_version_status";
  DROP TYPE "cms"."enum__footer_v_published_locale";`)
}
