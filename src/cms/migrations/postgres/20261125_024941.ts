import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_leads_history_field" AS ENUM('status', 'owner');
  CREATE TYPE "cms"."enum_leads_kind" AS ENUM('contact', 'plan', 'newsletter');
  CREATE TYPE "cms"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'enrolled', 'lost');
  CREATE TYPE "cms"."enum_leads_locale" AS ENUM('en', 'ar');
  CREATE TABLE "cms"."leads_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"course" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "cms"."leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "cms"."enum_leads_history_field",
  	"from" varchar,
  	"to" varchar,
  	"by" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"kind" "cms"."enum_leads_kind" NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"title" varchar,
  	"status" "cms"."enum_leads_status" DEFAULT 'new' NOT NULL,
  	"owner_id" integer,
  	"follow_up_at" timestamp(3) with time zone,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"locale" "cms"."enum_leads_locale" NOT NULL,
  	"training_interest" varchar,
  	"message" varchar,
  	"course_ids" varchar,
  	"source_landing_page" varchar,
  	"source_page" varchar,
  	"source_referrer_host" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"source_device" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "cms"."leads_courses" ADD CONSTRAINT "leads_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_courses_order_idx" ON "cms"."leads_courses" USING btree ("_order");
  CREATE INDEX "leads_courses_parent_id_idx" ON "cms"."leads_courses" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_order_idx" ON "cms"."leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "cms"."leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_history_order_idx" ON "cms"."leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "cms"."leads_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "leads_ref_idx" ON "cms"."leads" USING btree ("ref");
  CREATE INDEX "leads_received_at_idx" ON "cms"."leads" USING btree ("received_at");
  CREATE INDEX "leads_status_idx" ON "cms"."leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "cms"."leads" USING btree ("owner_id");
  CREATE INDEX "leads_email_idx" ON "cms"."leads" USING btree ("email");
  CREATE INDEX "leads_course_ids_idx" ON "cms"."leads" USING btree ("course_ids");
  CREATE INDEX "leads_updated_at_idx" ON "cms"."leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "cms"."leads" USING btree ("created_at");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."leads_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."leads_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."leads_courses" CASCADE;
  DROP TABLE "cms"."leads_notes" CASCADE;
  DROP TABLE "cms"."leads_history" CASCADE;
  DROP TABLE "cms"."leads" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "cms"."enum_leads_history_field";
  DROP TYPE "cms"."enum_leads_kind";
  DROP TYPE "cms"."enum_leads_status";
  DROP TYPE "cms"."enum_leads_locale";`)
}
