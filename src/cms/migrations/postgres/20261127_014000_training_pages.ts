import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_pages_blocks_course_list_kind" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_why_choose_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_why_choose_figures_placement" AS ENUM('below', 'beside');
  CREATE TYPE "cms"."enum__pages_v_blocks_course_list_kind" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_why_choose_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_why_choose_figures_placement" AS ENUM('below', 'beside');
  CREATE TABLE "cms"."pages_blocks_course_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "cms"."enum_pages_blocks_course_list_kind",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_course_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"test_centre_title" varchar,
  	"test_centre_text" varchar,
  	"test_centre_booking_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_why_choose_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_why_choose_items_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_why_choose_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_why_choose_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_why_choose_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_why_choose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figures_placement" "cms"."enum_pages_blocks_why_choose_figures_placement" DEFAULT 'below',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_why_choose_locales" (
  	"title" varchar,
  	"figures_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_test_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_test_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"assessment_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_group_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_group_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"parent_line" varchar,
  	"button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_figures_band_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_figures_band_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_figures_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_figures_band_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_brochure_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_brochure_cta_locales" (
  	"title" varchar,
  	"description" varchar,
  	"primary_button" varchar,
  	"brochure_button" varchar,
  	"brochure_hint" varchar,
  	"brochure_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_course_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "cms"."enum__pages_v_blocks_course_list_kind",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_course_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"test_centre_title" varchar,
  	"test_centre_text" varchar,
  	"test_centre_booking_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_why_choose_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_why_choose_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_why_choose_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_why_choose_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_why_choose_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_why_choose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figures_placement" "cms"."enum__pages_v_blocks_why_choose_figures_placement" DEFAULT 'below',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_why_choose_locales" (
  	"title" varchar,
  	"figures_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_test_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_test_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"assessment_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_group_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_group_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"parent_line" varchar,
  	"button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_figures_band_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_figures_band_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_figures_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_figures_band_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_brochure_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_brochure_cta_locales" (
  	"title" varchar,
  	"description" varchar,
  	"primary_button" varchar,
  	"brochure_button" varchar,
  	"brochure_hint" varchar,
  	"brochure_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."pages_blocks_course_list" ADD CONSTRAINT "pages_blocks_course_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_course_list_locales" ADD CONSTRAINT "pages_blocks_course_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_course_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_why_choose_items" ADD CONSTRAINT "pages_blocks_why_choose_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_why_choose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_why_choose_items_locales" ADD CONSTRAINT "pages_blocks_why_choose_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_why_choose_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_why_choose_figures" ADD CONSTRAINT "pages_blocks_why_choose_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_why_choose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_why_choose_figures_locales" ADD CONSTRAINT "pages_blocks_why_choose_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_why_choose_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_why_choose" ADD CONSTRAINT "pages_blocks_why_choose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_why_choose_locales" ADD CONSTRAINT "pages_blocks_why_choose_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_why_choose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_test_hero" ADD CONSTRAINT "pages_blocks_test_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_test_hero_locales" ADD CONSTRAINT "pages_blocks_test_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_test_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_group_hero" ADD CONSTRAINT "pages_blocks_group_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_group_hero_locales" ADD CONSTRAINT "pages_blocks_group_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_group_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_figures_band_stats" ADD CONSTRAINT "pages_blocks_figures_band_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_figures_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_figures_band_stats_locales" ADD CONSTRAINT "pages_blocks_figures_band_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_figures_band_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_figures_band" ADD CONSTRAINT "pages_blocks_figures_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_figures_band_locales" ADD CONSTRAINT "pages_blocks_figures_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_figures_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_brochure_cta" ADD CONSTRAINT "pages_blocks_brochure_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_brochure_cta_locales" ADD CONSTRAINT "pages_blocks_brochure_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_brochure_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_course_list" ADD CONSTRAINT "_pages_v_blocks_course_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_course_list_locales" ADD CONSTRAINT "_pages_v_blocks_course_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_course_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_why_choose_items" ADD CONSTRAINT "_pages_v_blocks_why_choose_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_why_choose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_why_choose_items_locales" ADD CONSTRAINT "_pages_v_blocks_why_choose_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_why_choose_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_why_choose_figures" ADD CONSTRAINT "_pages_v_blocks_why_choose_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_why_choose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_why_choose_figures_locales" ADD CONSTRAINT "_pages_v_blocks_why_choose_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_why_choose_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_why_choose" ADD CONSTRAINT "_pages_v_blocks_why_choose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_why_choose_locales" ADD CONSTRAINT "_pages_v_blocks_why_choose_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_why_choose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_test_hero" ADD CONSTRAINT "_pages_v_blocks_test_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_test_hero_locales" ADD CONSTRAINT "_pages_v_blocks_test_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_test_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_group_hero" ADD CONSTRAINT "_pages_v_blocks_group_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_group_hero_locales" ADD CONSTRAINT "_pages_v_blocks_group_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_group_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_figures_band_stats" ADD CONSTRAINT "_pages_v_blocks_figures_band_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_figures_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_figures_band_stats_locales" ADD CONSTRAINT "_pages_v_blocks_figures_band_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_figures_band_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_figures_band" ADD CONSTRAINT "_pages_v_blocks_figures_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_figures_band_locales" ADD CONSTRAINT "_pages_v_blocks_figures_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_figures_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_brochure_cta" ADD CONSTRAINT "_pages_v_blocks_brochure_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_brochure_cta_locales" ADD CONSTRAINT "_pages_v_blocks_brochure_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_brochure_cta"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_course_list_order_idx" ON "cms"."pages_blocks_course_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_course_list_parent_id_idx" ON "cms"."pages_blocks_course_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_course_list_path_idx" ON "cms"."pages_blocks_course_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_course_list_locales_locale_parent_id_unique" ON "cms"."pages_blocks_course_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_why_choose_items_order_idx" ON "cms"."pages_blocks_why_choose_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_choose_items_parent_id_idx" ON "cms"."pages_blocks_why_choose_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_why_choose_items_locales_locale_parent_id_uniqu" ON "cms"."pages_blocks_why_choose_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_why_choose_figures_order_idx" ON "cms"."pages_blocks_why_choose_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_choose_figures_parent_id_idx" ON "cms"."pages_blocks_why_choose_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_why_choose_figures_locales_locale_parent_id_uni" ON "cms"."pages_blocks_why_choose_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_why_choose_order_idx" ON "cms"."pages_blocks_why_choose" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_choose_parent_id_idx" ON "cms"."pages_blocks_why_choose" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_why_choose_path_idx" ON "cms"."pages_blocks_why_choose" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_why_choose_locales_locale_parent_id_unique" ON "cms"."pages_blocks_why_choose_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_test_hero_order_idx" ON "cms"."pages_blocks_test_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_test_hero_parent_id_idx" ON "cms"."pages_blocks_test_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_test_hero_path_idx" ON "cms"."pages_blocks_test_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_test_hero_locales_locale_parent_id_unique" ON "cms"."pages_blocks_test_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_group_hero_order_idx" ON "cms"."pages_blocks_group_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_group_hero_parent_id_idx" ON "cms"."pages_blocks_group_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_group_hero_path_idx" ON "cms"."pages_blocks_group_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_group_hero_locales_locale_parent_id_unique" ON "cms"."pages_blocks_group_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_figures_band_stats_order_idx" ON "cms"."pages_blocks_figures_band_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_band_stats_parent_id_idx" ON "cms"."pages_blocks_figures_band_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_figures_band_stats_locales_locale_parent_id_uni" ON "cms"."pages_blocks_figures_band_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_figures_band_order_idx" ON "cms"."pages_blocks_figures_band" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_band_parent_id_idx" ON "cms"."pages_blocks_figures_band" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_band_path_idx" ON "cms"."pages_blocks_figures_band" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_figures_band_locales_locale_parent_id_unique" ON "cms"."pages_blocks_figures_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_brochure_cta_order_idx" ON "cms"."pages_blocks_brochure_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_brochure_cta_parent_id_idx" ON "cms"."pages_blocks_brochure_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brochure_cta_path_idx" ON "cms"."pages_blocks_brochure_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_brochure_cta_locales_locale_parent_id_unique" ON "cms"."pages_blocks_brochure_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_course_list_order_idx" ON "cms"."_pages_v_blocks_course_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_course_list_parent_id_idx" ON "cms"."_pages_v_blocks_course_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_course_list_path_idx" ON "cms"."_pages_v_blocks_course_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_course_list_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_course_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_why_choose_items_order_idx" ON "cms"."_pages_v_blocks_why_choose_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_choose_items_parent_id_idx" ON "cms"."_pages_v_blocks_why_choose_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_why_choose_items_locales_locale_parent_id_un" ON "cms"."_pages_v_blocks_why_choose_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_why_choose_figures_order_idx" ON "cms"."_pages_v_blocks_why_choose_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_choose_figures_parent_id_idx" ON "cms"."_pages_v_blocks_why_choose_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_why_choose_figures_locales_locale_parent_id_" ON "cms"."_pages_v_blocks_why_choose_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_why_choose_order_idx" ON "cms"."_pages_v_blocks_why_choose" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_choose_parent_id_idx" ON "cms"."_pages_v_blocks_why_choose" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_why_choose_path_idx" ON "cms"."_pages_v_blocks_why_choose" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_why_choose_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_why_choose_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_test_hero_order_idx" ON "cms"."_pages_v_blocks_test_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_test_hero_parent_id_idx" ON "cms"."_pages_v_blocks_test_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_test_hero_path_idx" ON "cms"."_pages_v_blocks_test_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_test_hero_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_test_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_group_hero_order_idx" ON "cms"."_pages_v_blocks_group_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_group_hero_parent_id_idx" ON "cms"."_pages_v_blocks_group_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_group_hero_path_idx" ON "cms"."_pages_v_blocks_group_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_group_hero_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_group_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_band_stats_order_idx" ON "cms"."_pages_v_blocks_figures_band_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_band_stats_parent_id_idx" ON "cms"."_pages_v_blocks_figures_band_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_band_stats_locales_locale_parent_id_" ON "cms"."_pages_v_blocks_figures_band_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_band_order_idx" ON "cms"."_pages_v_blocks_figures_band" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_band_parent_id_idx" ON "cms"."_pages_v_blocks_figures_band" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_band_path_idx" ON "cms"."_pages_v_blocks_figures_band" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_band_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_figures_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_brochure_cta_order_idx" ON "cms"."_pages_v_blocks_brochure_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brochure_cta_parent_id_idx" ON "cms"."_pages_v_blocks_brochure_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brochure_cta_path_idx" ON "cms"."_pages_v_blocks_brochure_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_brochure_cta_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_brochure_cta_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."pages_blocks_course_list" CASCADE;
  DROP TABLE "cms"."pages_blocks_course_list_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_why_choose_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_why_choose_items_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_why_choose_figures" CASCADE;
  DROP TABLE "cms"."pages_blocks_why_choose_figures_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_why_choose" CASCADE;
  DROP TABLE "cms"."pages_blocks_why_choose_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_test_hero" CASCADE;
  DROP TABLE "cms"."pages_blocks_test_hero_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_group_hero" CASCADE;
  DROP TABLE "cms"."pages_blocks_group_hero_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_figures_band_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_figures_band_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_figures_band" CASCADE;
  DROP TABLE "cms"."pages_blocks_figures_band_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_brochure_cta" CASCADE;
  DROP TABLE "cms"."pages_blocks_brochure_cta_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_course_list" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_course_list_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_why_choose_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_why_choose_items_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_why_choose_figures" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_why_choose_figures_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_why_choose" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_why_choose_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_test_hero" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_test_hero_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_group_hero" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_group_hero_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_figures_band_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_figures_band_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_figures_band" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_figures_band_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_brochure_cta" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_brochure_cta_locales" CASCADE;
  DROP TYPE "cms"."enum_pages_blocks_course_list_kind";
  DROP TYPE "cms"."enum_pages_blocks_why_choose_items_icon";
  DROP TYPE "cms"."enum_pages_blocks_why_choose_figures_placement";
  DROP TYPE "cms"."enum__pages_v_blocks_course_list_kind";
  DROP TYPE "cms"."enum__pages_v_blocks_why_choose_items_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_why_choose_figures_placement";`)
}
