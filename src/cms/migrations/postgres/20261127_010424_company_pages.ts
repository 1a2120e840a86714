import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_pages_blocks_job_openings_jobs_area" AS ENUM('it', 'english', 'business', 'staff');
  CREATE TYPE "cms"."enum_pages_blocks_reasons_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_job_openings_jobs_area" AS ENUM('it', 'english', 'business', 'staff');
  CREATE TYPE "cms"."enum__pages_v_blocks_reasons_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TABLE "cms"."pages_blocks_job_openings_jobs_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_job_openings_jobs_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_job_openings_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_pages_blocks_job_openings_jobs_area"
  );
  
  CREATE TABLE "cms"."pages_blocks_job_openings_jobs_locales" (
  	"type" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_job_openings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_job_openings_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_reasons_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_reasons_cards_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_reasons_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_reasons_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_apply_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_apply_steps_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_apply_steps_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_training_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_training_areas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_process_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_process_steps_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_process_steps_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_process_steps_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_process_steps_locales" (
  	"title" varchar,
  	"benefits_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_industries_locales" (
  	"title" varchar,
  	"clients_title" varchar,
  	"partners_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_contact_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_contact_cards_locales" (
  	"label" varchar,
  	"phone_title" varchar,
  	"email_title" varchar,
  	"whatsapp_title" varchar,
  	"whatsapp_text" varchar,
  	"visit_title" varchar,
  	"visit_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_contact_desk" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_contact_desk_locales" (
  	"form_title" varchar,
  	"form_description" varchar,
  	"hours_title" varchar,
  	"hours_open_days" varchar,
  	"hours_open_times" varchar,
  	"hours_closed_days" varchar,
  	"hours_closed" varchar,
  	"get_in_touch_title" varchar,
  	"get_in_touch_phone_label" varchar,
  	"get_in_touch_email_label" varchar,
  	"get_in_touch_website_label" varchar,
  	"get_in_touch_call_button" varchar,
  	"get_in_touch_whatsapp_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_job_openings_jobs_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_job_openings_jobs_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_job_openings_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__pages_v_blocks_job_openings_jobs_area",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_job_openings_jobs_locales" (
  	"type" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_job_openings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_job_openings_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_reasons_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_reasons_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_reasons_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_reasons_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_apply_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_apply_steps_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_apply_steps_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_training_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_training_areas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_process_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_process_steps_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_process_steps_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_process_steps_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_process_steps_locales" (
  	"title" varchar,
  	"benefits_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_industries_locales" (
  	"title" varchar,
  	"clients_title" varchar,
  	"partners_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_contact_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_contact_cards_locales" (
  	"label" varchar,
  	"phone_title" varchar,
  	"email_title" varchar,
  	"whatsapp_title" varchar,
  	"whatsapp_text" varchar,
  	"visit_title" varchar,
  	"visit_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_contact_desk" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_contact_desk_locales" (
  	"form_title" varchar,
  	"form_description" varchar,
  	"hours_title" varchar,
  	"hours_open_days" varchar,
  	"hours_open_times" varchar,
  	"hours_closed_days" varchar,
  	"hours_closed" varchar,
  	"get_in_touch_title" varchar,
  	"get_in_touch_phone_label" varchar,
  	"get_in_touch_email_label" varchar,
  	"get_in_touch_website_label" varchar,
  	"get_in_touch_call_button" varchar,
  	"get_in_touch_whatsapp_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."pages_blocks_map_locales" ADD COLUMN "text" varchar;
  ALTER TABLE "cms"."_pages_v_blocks_map_locales" ADD COLUMN "text" varchar;
  ALTER TABLE "cms"."pages_blocks_job_openings_jobs_requirements" ADD CONSTRAINT "pages_blocks_job_openings_jobs_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_job_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_job_openings_jobs_requirements_locales" ADD CONSTRAINT "pages_blocks_job_openings_jobs_requirements_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_job_openings_jobs_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_job_openings_jobs" ADD CONSTRAINT "pages_blocks_job_openings_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_job_openings_jobs_locales" ADD CONSTRAINT "pages_blocks_job_openings_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_job_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_job_openings" ADD CONSTRAINT "pages_blocks_job_openings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_job_openings_locales" ADD CONSTRAINT "pages_blocks_job_openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_reasons_cards" ADD CONSTRAINT "pages_blocks_reasons_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_reasons_cards_locales" ADD CONSTRAINT "pages_blocks_reasons_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_reasons_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_reasons" ADD CONSTRAINT "pages_blocks_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_reasons_locales" ADD CONSTRAINT "pages_blocks_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_apply_steps_steps" ADD CONSTRAINT "pages_blocks_apply_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_apply_steps_steps_locales" ADD CONSTRAINT "pages_blocks_apply_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_apply_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_apply_steps" ADD CONSTRAINT "pages_blocks_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_apply_steps_locales" ADD CONSTRAINT "pages_blocks_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_training_areas" ADD CONSTRAINT "pages_blocks_training_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_training_areas_locales" ADD CONSTRAINT "pages_blocks_training_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_training_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_process_steps_steps" ADD CONSTRAINT "pages_blocks_process_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_process_steps_steps_locales" ADD CONSTRAINT "pages_blocks_process_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_process_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_process_steps_benefits" ADD CONSTRAINT "pages_blocks_process_steps_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_process_steps_benefits_locales" ADD CONSTRAINT "pages_blocks_process_steps_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_process_steps_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_process_steps" ADD CONSTRAINT "pages_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_process_steps_locales" ADD CONSTRAINT "pages_blocks_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_industries" ADD CONSTRAINT "pages_blocks_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_industries_locales" ADD CONSTRAINT "pages_blocks_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_contact_cards_locales" ADD CONSTRAINT "pages_blocks_contact_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_contact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_contact_desk" ADD CONSTRAINT "pages_blocks_contact_desk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_contact_desk_locales" ADD CONSTRAINT "pages_blocks_contact_desk_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_contact_desk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_job_openings_jobs_requirements" ADD CONSTRAINT "_pages_v_blocks_job_openings_jobs_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_job_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_job_openings_jobs_requirements_locales" ADD CONSTRAINT "_pages_v_blocks_job_openings_jobs_requirements_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_job_openings_jobs_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_job_openings_jobs" ADD CONSTRAINT "_pages_v_blocks_job_openings_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_job_openings_jobs_locales" ADD CONSTRAINT "_pages_v_blocks_job_openings_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_job_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_job_openings" ADD CONSTRAINT "_pages_v_blocks_job_openings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_job_openings_locales" ADD CONSTRAINT "_pages_v_blocks_job_openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_reasons_cards" ADD CONSTRAINT "_pages_v_blocks_reasons_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_reasons_cards_locales" ADD CONSTRAINT "_pages_v_blocks_reasons_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_reasons_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_reasons" ADD CONSTRAINT "_pages_v_blocks_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_reasons_locales" ADD CONSTRAINT "_pages_v_blocks_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_apply_steps_steps" ADD CONSTRAINT "_pages_v_blocks_apply_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_apply_steps_steps_locales" ADD CONSTRAINT "_pages_v_blocks_apply_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_apply_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_apply_steps" ADD CONSTRAINT "_pages_v_blocks_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_apply_steps_locales" ADD CONSTRAINT "_pages_v_blocks_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_training_areas" ADD CONSTRAINT "_pages_v_blocks_training_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_training_areas_locales" ADD CONSTRAINT "_pages_v_blocks_training_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_training_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_process_steps_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_process_steps_steps_locales" ADD CONSTRAINT "_pages_v_blocks_process_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_process_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_process_steps_benefits" ADD CONSTRAINT "_pages_v_blocks_process_steps_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_process_steps_benefits_locales" ADD CONSTRAINT "_pages_v_blocks_process_steps_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_process_steps_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_process_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_process_steps_locales" ADD CONSTRAINT "_pages_v_blocks_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_industries" ADD CONSTRAINT "_pages_v_blocks_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_industries_locales" ADD CONSTRAINT "_pages_v_blocks_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_contact_cards_locales" ADD CONSTRAINT "_pages_v_blocks_contact_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_contact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_contact_desk" ADD CONSTRAINT "_pages_v_blocks_contact_desk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_contact_desk_locales" ADD CONSTRAINT "_pages_v_blocks_contact_desk_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_contact_desk"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_job_openings_jobs_requirements_order_idx" ON "cms"."pages_blocks_job_openings_jobs_requirements" USING btree ("_order");
  CREATE INDEX "pages_blocks_job_openings_jobs_requirements_parent_id_idx" ON "cms"."pages_blocks_job_openings_jobs_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_job_openings_jobs_requirements_locales_locale_p" ON "cms"."pages_blocks_job_openings_jobs_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_job_openings_jobs_order_idx" ON "cms"."pages_blocks_job_openings_jobs" USING btree ("_order");
  CREATE INDEX "pages_blocks_job_openings_jobs_parent_id_idx" ON "cms"."pages_blocks_job_openings_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_job_openings_jobs_locales_locale_parent_id_uniq" ON "cms"."pages_blocks_job_openings_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_job_openings_order_idx" ON "cms"."pages_blocks_job_openings" USING btree ("_order");
  CREATE INDEX "pages_blocks_job_openings_parent_id_idx" ON "cms"."pages_blocks_job_openings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_job_openings_path_idx" ON "cms"."pages_blocks_job_openings" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_job_openings_locales_locale_parent_id_unique" ON "cms"."pages_blocks_job_openings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_reasons_cards_order_idx" ON "cms"."pages_blocks_reasons_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_reasons_cards_parent_id_idx" ON "cms"."pages_blocks_reasons_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_reasons_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_reasons_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_reasons_order_idx" ON "cms"."pages_blocks_reasons" USING btree ("_order");
  CREATE INDEX "pages_blocks_reasons_parent_id_idx" ON "cms"."pages_blocks_reasons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reasons_path_idx" ON "cms"."pages_blocks_reasons" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_reasons_locales_locale_parent_id_unique" ON "cms"."pages_blocks_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_apply_steps_steps_order_idx" ON "cms"."pages_blocks_apply_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_apply_steps_steps_parent_id_idx" ON "cms"."pages_blocks_apply_steps_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_apply_steps_steps_locales_locale_parent_id_uniq" ON "cms"."pages_blocks_apply_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_apply_steps_order_idx" ON "cms"."pages_blocks_apply_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_apply_steps_parent_id_idx" ON "cms"."pages_blocks_apply_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_apply_steps_path_idx" ON "cms"."pages_blocks_apply_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_apply_steps_locales_locale_parent_id_unique" ON "cms"."pages_blocks_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_training_areas_order_idx" ON "cms"."pages_blocks_training_areas" USING btree ("_order");
  CREATE INDEX "pages_blocks_training_areas_parent_id_idx" ON "cms"."pages_blocks_training_areas" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_training_areas_path_idx" ON "cms"."pages_blocks_training_areas" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_training_areas_locales_locale_parent_id_unique" ON "cms"."pages_blocks_training_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_process_steps_steps_order_idx" ON "cms"."pages_blocks_process_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_steps_parent_id_idx" ON "cms"."pages_blocks_process_steps_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_process_steps_steps_locales_locale_parent_id_un" ON "cms"."pages_blocks_process_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_process_steps_benefits_order_idx" ON "cms"."pages_blocks_process_steps_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_benefits_parent_id_idx" ON "cms"."pages_blocks_process_steps_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_process_steps_benefits_locales_locale_parent_id" ON "cms"."pages_blocks_process_steps_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_process_steps_order_idx" ON "cms"."pages_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_parent_id_idx" ON "cms"."pages_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_process_steps_path_idx" ON "cms"."pages_blocks_process_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_process_steps_locales_locale_parent_id_unique" ON "cms"."pages_blocks_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_industries_order_idx" ON "cms"."pages_blocks_industries" USING btree ("_order");
  CREATE INDEX "pages_blocks_industries_parent_id_idx" ON "cms"."pages_blocks_industries" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_industries_path_idx" ON "cms"."pages_blocks_industries" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_industries_locales_locale_parent_id_unique" ON "cms"."pages_blocks_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_cards_order_idx" ON "cms"."pages_blocks_contact_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_cards_parent_id_idx" ON "cms"."pages_blocks_contact_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_cards_path_idx" ON "cms"."pages_blocks_contact_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_contact_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_desk_order_idx" ON "cms"."pages_blocks_contact_desk" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_desk_parent_id_idx" ON "cms"."pages_blocks_contact_desk" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_desk_path_idx" ON "cms"."pages_blocks_contact_desk" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_desk_locales_locale_parent_id_unique" ON "cms"."pages_blocks_contact_desk_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_job_openings_jobs_requirements_order_idx" ON "cms"."_pages_v_blocks_job_openings_jobs_requirements" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_job_openings_jobs_requirements_parent_id_idx" ON "cms"."_pages_v_blocks_job_openings_jobs_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_job_openings_jobs_requirements_locales_local" ON "cms"."_pages_v_blocks_job_openings_jobs_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_job_openings_jobs_order_idx" ON "cms"."_pages_v_blocks_job_openings_jobs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_job_openings_jobs_parent_id_idx" ON "cms"."_pages_v_blocks_job_openings_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_job_openings_jobs_locales_locale_parent_id_u" ON "cms"."_pages_v_blocks_job_openings_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_job_openings_order_idx" ON "cms"."_pages_v_blocks_job_openings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_job_openings_parent_id_idx" ON "cms"."_pages_v_blocks_job_openings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_job_openings_path_idx" ON "cms"."_pages_v_blocks_job_openings" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_job_openings_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_job_openings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_reasons_cards_order_idx" ON "cms"."_pages_v_blocks_reasons_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reasons_cards_parent_id_idx" ON "cms"."_pages_v_blocks_reasons_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_reasons_cards_locales_locale_parent_id_uniqu" ON "cms"."_pages_v_blocks_reasons_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_reasons_order_idx" ON "cms"."_pages_v_blocks_reasons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reasons_parent_id_idx" ON "cms"."_pages_v_blocks_reasons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reasons_path_idx" ON "cms"."_pages_v_blocks_reasons" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_reasons_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_apply_steps_steps_order_idx" ON "cms"."_pages_v_blocks_apply_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_apply_steps_steps_parent_id_idx" ON "cms"."_pages_v_blocks_apply_steps_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_apply_steps_steps_locales_locale_parent_id_u" ON "cms"."_pages_v_blocks_apply_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_apply_steps_order_idx" ON "cms"."_pages_v_blocks_apply_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_apply_steps_parent_id_idx" ON "cms"."_pages_v_blocks_apply_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_apply_steps_path_idx" ON "cms"."_pages_v_blocks_apply_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_apply_steps_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_training_areas_order_idx" ON "cms"."_pages_v_blocks_training_areas" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_training_areas_parent_id_idx" ON "cms"."_pages_v_blocks_training_areas" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_training_areas_path_idx" ON "cms"."_pages_v_blocks_training_areas" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_training_areas_locales_locale_parent_id_uniq" ON "cms"."_pages_v_blocks_training_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_order_idx" ON "cms"."_pages_v_blocks_process_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_parent_id_idx" ON "cms"."_pages_v_blocks_process_steps_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_process_steps_steps_locales_locale_parent_id" ON "cms"."_pages_v_blocks_process_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_benefits_order_idx" ON "cms"."_pages_v_blocks_process_steps_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_benefits_parent_id_idx" ON "cms"."_pages_v_blocks_process_steps_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_process_steps_benefits_locales_locale_parent" ON "cms"."_pages_v_blocks_process_steps_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_order_idx" ON "cms"."_pages_v_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_parent_id_idx" ON "cms"."_pages_v_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_path_idx" ON "cms"."_pages_v_blocks_process_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_process_steps_locales_locale_parent_id_uniqu" ON "cms"."_pages_v_blocks_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_industries_order_idx" ON "cms"."_pages_v_blocks_industries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_industries_parent_id_idx" ON "cms"."_pages_v_blocks_industries" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_industries_path_idx" ON "cms"."_pages_v_blocks_industries" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_industries_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_order_idx" ON "cms"."_pages_v_blocks_contact_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_cards_parent_id_idx" ON "cms"."_pages_v_blocks_contact_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_path_idx" ON "cms"."_pages_v_blocks_contact_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_cards_locales_locale_parent_id_uniqu" ON "cms"."_pages_v_blocks_contact_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_desk_order_idx" ON "cms"."_pages_v_blocks_contact_desk" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_desk_parent_id_idx" ON "cms"."_pages_v_blocks_contact_desk" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_desk_path_idx" ON "cms"."_pages_v_blocks_contact_desk" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_desk_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_contact_desk_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."pages_blocks_job_openings_jobs_requirements" CASCADE;
  DROP TABLE "cms"."pages_blocks_job_openings_jobs_requirements_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_job_openings_jobs" CASCADE;
  DROP TABLE "cms"."pages_blocks_job_openings_jobs_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_job_openings" CASCADE;
  DROP TABLE "cms"."pages_blocks_job_openings_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_reasons_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_reasons_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_reasons" CASCADE;
  DROP TABLE "cms"."pages_blocks_reasons_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_apply_steps_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_apply_steps_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_apply_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_apply_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_training_areas" CASCADE;
  DROP TABLE "cms"."pages_blocks_training_areas_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_process_steps_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_process_steps_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_process_steps_benefits" CASCADE;
  DROP TABLE "cms"."pages_blocks_process_steps_benefits_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_process_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_process_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_industries" CASCADE;
  DROP TABLE "cms"."pages_blocks_industries_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_contact_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_contact_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_contact_desk" CASCADE;
  DROP TABLE "cms"."pages_blocks_contact_desk_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_job_openings_jobs_requirements" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_job_openings_jobs_requirements_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_job_openings_jobs" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_job_openings_jobs_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_job_openings" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_job_openings_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_reasons_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_reasons_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_reasons" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_reasons_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_apply_steps_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_apply_steps_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_apply_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_apply_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_training_areas" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_training_areas_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_process_steps_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_process_steps_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_process_steps_benefits" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_process_steps_benefits_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_process_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_process_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_industries" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_industries_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_contact_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_contact_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_contact_desk" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_contact_desk_locales" CASCADE;
  ALTER TABLE "cms"."pages_blocks_map_locales" DROP COLUMN "text";
  ALTER TABLE "cms"."_pages_v_blocks_map_locales" DROP COLUMN "text";
  DROP TYPE "cms"."enum_pages_blocks_job_openings_jobs_area";
  DROP TYPE "cms"."enum_pages_blocks_reasons_cards_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_job_openings_jobs_area";
  DROP TYPE "cms"."enum__pages_v_blocks_reasons_cards_icon";`)
}
