import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_pages_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "cms"."enum_pages_blocks_image_text_image_side" AS ENUM('start', 'end');
  CREATE TYPE "cms"."enum_pages_blocks_cards_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_logos_of" AS ENUM('clients', 'partners');
  CREATE TYPE "cms"."enum_pages_blocks_collection_list_source" AS ENUM('courses', 'paths', 'intakes', 'news');
  CREATE TYPE "cms"."enum_pages_blocks_collection_list_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'corporate');
  CREATE TYPE "cms"."enum__pages_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "cms"."enum__pages_v_blocks_image_text_image_side" AS ENUM('start', 'end');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_logos_of" AS ENUM('clients', 'partners');
  CREATE TYPE "cms"."enum__pages_v_blocks_collection_list_source" AS ENUM('courses', 'paths', 'intakes', 'news');
  CREATE TYPE "cms"."enum__pages_v_blocks_collection_list_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'corporate');
  CREATE TABLE "cms"."pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"width" "cms"."enum_pages_blocks_image_width" DEFAULT 'wide',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_side" "cms"."enum_pages_blocks_image_text_image_side" DEFAULT 'start',
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_image_text_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_cards_cards_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"of" "cms"."enum_pages_blocks_logos_of" DEFAULT 'clients',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_logos_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_collection_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "cms"."enum_pages_blocks_collection_list_source" DEFAULT 'courses',
  	"area" "cms"."enum_pages_blocks_collection_list_area",
  	"limit" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_collection_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "cms"."enum_pages_blocks_lead_form_form" DEFAULT 'contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_lead_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"width" "cms"."enum__pages_v_blocks_image_width" DEFAULT 'wide',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_side" "cms"."enum__pages_v_blocks_image_text_image_side" DEFAULT 'start',
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image_text_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_cards_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"of" "cms"."enum__pages_v_blocks_logos_of" DEFAULT 'clients',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_logos_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_collection_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "cms"."enum__pages_v_blocks_collection_list_source" DEFAULT 'courses',
  	"area" "cms"."enum__pages_v_blocks_collection_list_area",
  	"limit" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_collection_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "cms"."enum__pages_v_blocks_lead_form_form" DEFAULT 'contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_lead_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP TABLE "cms"."pages_blocks_features_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_features_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_features" CASCADE;
  DROP TABLE "cms"."pages_blocks_features_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_clients" CASCADE;
  DROP TABLE "cms"."pages_blocks_clients_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_courses" CASCADE;
  DROP TABLE "cms"."pages_blocks_courses_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_paths" CASCADE;
  DROP TABLE "cms"."pages_blocks_paths_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_intakes" CASCADE;
  DROP TABLE "cms"."pages_blocks_intakes_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_news" CASCADE;
  DROP TABLE "cms"."pages_blocks_news_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_contact_form" CASCADE;
  DROP TABLE "cms"."pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_corporate_request" CASCADE;
  DROP TABLE "cms"."pages_blocks_corporate_request_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_features_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_features_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_features" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_features_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_clients" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_clients_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_courses" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_courses_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_paths" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_paths_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_intakes" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_intakes_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_news" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_news_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_corporate_request" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_corporate_request_locales" CASCADE;
  ALTER TABLE "cms"."pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_locales" ADD CONSTRAINT "pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_images" ADD CONSTRAINT "pages_blocks_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_images" ADD CONSTRAINT "pages_blocks_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_images_locales" ADD CONSTRAINT "pages_blocks_gallery_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_locales" ADD CONSTRAINT "pages_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_text_locales" ADD CONSTRAINT "pages_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_cards_locales" ADD CONSTRAINT "pages_blocks_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_locales" ADD CONSTRAINT "pages_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_logos" ADD CONSTRAINT "pages_blocks_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_logos_locales" ADD CONSTRAINT "pages_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_collection_list" ADD CONSTRAINT "pages_blocks_collection_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_collection_list_locales" ADD CONSTRAINT "pages_blocks_collection_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_collection_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_lead_form_locales" ADD CONSTRAINT "pages_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_locales" ADD CONSTRAINT "_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_images" ADD CONSTRAINT "_pages_v_blocks_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_images" ADD CONSTRAINT "_pages_v_blocks_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_images_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_text" ADD CONSTRAINT "_pages_v_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_text" ADD CONSTRAINT "_pages_v_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_text_locales" ADD CONSTRAINT "_pages_v_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_cards" ADD CONSTRAINT "_pages_v_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_locales" ADD CONSTRAINT "_pages_v_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_logos" ADD CONSTRAINT "_pages_v_blocks_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_logos_locales" ADD CONSTRAINT "_pages_v_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_collection_list" ADD CONSTRAINT "_pages_v_blocks_collection_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_collection_list_locales" ADD CONSTRAINT "_pages_v_blocks_collection_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_collection_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_lead_form_locales" ADD CONSTRAINT "_pages_v_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_order_idx" ON "cms"."pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "cms"."pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "cms"."pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "cms"."pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_locales_locale_parent_id_unique" ON "cms"."pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_images_order_idx" ON "cms"."pages_blocks_gallery_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_images_parent_id_idx" ON "cms"."pages_blocks_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_images_image_idx" ON "cms"."pages_blocks_gallery_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_gallery_images_locales_locale_parent_id_unique" ON "cms"."pages_blocks_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "cms"."pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "cms"."pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "cms"."pages_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_gallery_locales_locale_parent_id_unique" ON "cms"."pages_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_text_order_idx" ON "cms"."pages_blocks_image_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_parent_id_idx" ON "cms"."pages_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_path_idx" ON "cms"."pages_blocks_image_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_text_image_idx" ON "cms"."pages_blocks_image_text" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_text_locales_locale_parent_id_unique" ON "cms"."pages_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_cards_order_idx" ON "cms"."pages_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_cards_parent_id_idx" ON "cms"."pages_blocks_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "cms"."pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "cms"."pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "cms"."pages_blocks_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_logos_order_idx" ON "cms"."pages_blocks_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logos_parent_id_idx" ON "cms"."pages_blocks_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logos_path_idx" ON "cms"."pages_blocks_logos" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_logos_locales_locale_parent_id_unique" ON "cms"."pages_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_collection_list_order_idx" ON "cms"."pages_blocks_collection_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_collection_list_parent_id_idx" ON "cms"."pages_blocks_collection_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collection_list_path_idx" ON "cms"."pages_blocks_collection_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_collection_list_locales_locale_parent_id_unique" ON "cms"."pages_blocks_collection_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "cms"."pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "cms"."pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "cms"."pages_blocks_lead_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_lead_form_locales_locale_parent_id_unique" ON "cms"."pages_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "cms"."_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "cms"."_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "cms"."_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "cms"."_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_images_order_idx" ON "cms"."_pages_v_blocks_gallery_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_images_parent_id_idx" ON "cms"."_pages_v_blocks_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_images_image_idx" ON "cms"."_pages_v_blocks_gallery_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_images_locales_locale_parent_id_uniq" ON "cms"."_pages_v_blocks_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "cms"."_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "cms"."_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "cms"."_pages_v_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_order_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_text_parent_id_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_path_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_text_image_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_text_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_cards_order_idx" ON "cms"."_pages_v_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_cards_parent_id_idx" ON "cms"."_pages_v_blocks_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_cards_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_order_idx" ON "cms"."_pages_v_blocks_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logos_parent_id_idx" ON "cms"."_pages_v_blocks_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_path_idx" ON "cms"."_pages_v_blocks_logos" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_logos_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_collection_list_order_idx" ON "cms"."_pages_v_blocks_collection_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collection_list_parent_id_idx" ON "cms"."_pages_v_blocks_collection_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collection_list_path_idx" ON "cms"."_pages_v_blocks_collection_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_collection_list_locales_locale_parent_id_uni" ON "cms"."_pages_v_blocks_collection_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "cms"."_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "cms"."_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "cms"."_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_lead_form_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  DROP TYPE "cms"."enum_pages_blocks_features_cards_icon";
  DROP TYPE "cms"."enum_pages_blocks_courses_area";
  DROP TYPE "cms"."enum_pages_blocks_paths_area";
  DROP TYPE "cms"."enum_pages_blocks_intakes_area";
  DROP TYPE "cms"."enum__pages_v_blocks_features_cards_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_courses_area";
  DROP TYPE "cms"."enum__pages_v_blocks_paths_area";
  DROP TYPE "cms"."enum__pages_v_blocks_intakes_area";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_pages_blocks_features_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_courses_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_paths_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_intakes_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_features_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_courses_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_paths_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_intakes_area" AS ENUM('it', 'english', 'business');
  CREATE TABLE "cms"."pages_blocks_features_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_features_cards_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_features_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_clients_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_pages_blocks_courses_area",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_courses_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_pages_blocks_paths_area",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_paths_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_intakes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_pages_blocks_intakes_area",
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_intakes_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_news_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_contact_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
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
  
  CREATE TABLE "cms"."_pages_v_blocks_features_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_features_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_features_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_clients_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__pages_v_blocks_courses_area",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_courses_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__pages_v_blocks_paths_area",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_paths_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_intakes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__pages_v_blocks_intakes_area",
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_intakes_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_news_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_contact_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  
  DROP TABLE "cms"."pages_blocks_image" CASCADE;
  DROP TABLE "cms"."pages_blocks_image_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery_images" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery_images_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_image_text" CASCADE;
  DROP TABLE "cms"."pages_blocks_image_text_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_logos" CASCADE;
  DROP TABLE "cms"."pages_blocks_logos_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_collection_list" CASCADE;
  DROP TABLE "cms"."pages_blocks_collection_list_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_lead_form" CASCADE;
  DROP TABLE "cms"."pages_blocks_lead_form_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery_images" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery_images_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image_text" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image_text_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_logos" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_logos_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_collection_list" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_collection_list_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_lead_form_locales" CASCADE;
  ALTER TABLE "cms"."pages_blocks_features_cards" ADD CONSTRAINT "pages_blocks_features_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_features_cards_locales" ADD CONSTRAINT "pages_blocks_features_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_features_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_features" ADD CONSTRAINT "pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_features_locales" ADD CONSTRAINT "pages_blocks_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_clients" ADD CONSTRAINT "pages_blocks_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_clients_locales" ADD CONSTRAINT "pages_blocks_clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_courses" ADD CONSTRAINT "pages_blocks_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_courses_locales" ADD CONSTRAINT "pages_blocks_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_paths" ADD CONSTRAINT "pages_blocks_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_paths_locales" ADD CONSTRAINT "pages_blocks_paths_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_intakes" ADD CONSTRAINT "pages_blocks_intakes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_intakes_locales" ADD CONSTRAINT "pages_blocks_intakes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_news" ADD CONSTRAINT "pages_blocks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_news_locales" ADD CONSTRAINT "pages_blocks_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_corporate_request" ADD CONSTRAINT "pages_blocks_corporate_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_corporate_request_locales" ADD CONSTRAINT "pages_blocks_corporate_request_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_corporate_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_features_cards" ADD CONSTRAINT "_pages_v_blocks_features_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_features_cards_locales" ADD CONSTRAINT "_pages_v_blocks_features_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_features_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_features" ADD CONSTRAINT "_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_features_locales" ADD CONSTRAINT "_pages_v_blocks_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_clients" ADD CONSTRAINT "_pages_v_blocks_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_clients_locales" ADD CONSTRAINT "_pages_v_blocks_clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_courses" ADD CONSTRAINT "_pages_v_blocks_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_courses_locales" ADD CONSTRAINT "_pages_v_blocks_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_paths" ADD CONSTRAINT "_pages_v_blocks_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_paths_locales" ADD CONSTRAINT "_pages_v_blocks_paths_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_intakes" ADD CONSTRAINT "_pages_v_blocks_intakes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_intakes_locales" ADD CONSTRAINT "_pages_v_blocks_intakes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_news" ADD CONSTRAINT "_pages_v_blocks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_news_locales" ADD CONSTRAINT "_pages_v_blocks_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_corporate_request" ADD CONSTRAINT "_pages_v_blocks_corporate_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_corporate_request_locales" ADD CONSTRAINT "_pages_v_blocks_corporate_request_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_corporate_request"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_features_cards_order_idx" ON "cms"."pages_blocks_features_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_cards_parent_id_idx" ON "cms"."pages_blocks_features_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_features_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_features_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_features_order_idx" ON "cms"."pages_blocks_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_parent_id_idx" ON "cms"."pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_path_idx" ON "cms"."pages_blocks_features" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_features_locales_locale_parent_id_unique" ON "cms"."pages_blocks_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_clients_order_idx" ON "cms"."pages_blocks_clients" USING btree ("_order");
  CREATE INDEX "pages_blocks_clients_parent_id_idx" ON "cms"."pages_blocks_clients" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_clients_path_idx" ON "cms"."pages_blocks_clients" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_clients_locales_locale_parent_id_unique" ON "cms"."pages_blocks_clients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_courses_order_idx" ON "cms"."pages_blocks_courses" USING btree ("_order");
  CREATE INDEX "pages_blocks_courses_parent_id_idx" ON "cms"."pages_blocks_courses" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_courses_path_idx" ON "cms"."pages_blocks_courses" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_courses_locales_locale_parent_id_unique" ON "cms"."pages_blocks_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_paths_order_idx" ON "cms"."pages_blocks_paths" USING btree ("_order");
  CREATE INDEX "pages_blocks_paths_parent_id_idx" ON "cms"."pages_blocks_paths" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_paths_path_idx" ON "cms"."pages_blocks_paths" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_paths_locales_locale_parent_id_unique" ON "cms"."pages_blocks_paths_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_intakes_order_idx" ON "cms"."pages_blocks_intakes" USING btree ("_order");
  CREATE INDEX "pages_blocks_intakes_parent_id_idx" ON "cms"."pages_blocks_intakes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_intakes_path_idx" ON "cms"."pages_blocks_intakes" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_intakes_locales_locale_parent_id_unique" ON "cms"."pages_blocks_intakes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_news_order_idx" ON "cms"."pages_blocks_news" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_parent_id_idx" ON "cms"."pages_blocks_news" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_path_idx" ON "cms"."pages_blocks_news" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_news_locales_locale_parent_id_unique" ON "cms"."pages_blocks_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "cms"."pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "cms"."pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "cms"."pages_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "cms"."pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_corporate_request_order_idx" ON "cms"."pages_blocks_corporate_request" USING btree ("_order");
  CREATE INDEX "pages_blocks_corporate_request_parent_id_idx" ON "cms"."pages_blocks_corporate_request" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_corporate_request_path_idx" ON "cms"."pages_blocks_corporate_request" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_corporate_request_locales_locale_parent_id_uniq" ON "cms"."pages_blocks_corporate_request_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_features_cards_order_idx" ON "cms"."_pages_v_blocks_features_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_cards_parent_id_idx" ON "cms"."_pages_v_blocks_features_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_features_cards_locales_locale_parent_id_uniq" ON "cms"."_pages_v_blocks_features_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_features_order_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_parent_id_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_path_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_features_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_order_idx" ON "cms"."_pages_v_blocks_clients" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clients_parent_id_idx" ON "cms"."_pages_v_blocks_clients" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_path_idx" ON "cms"."_pages_v_blocks_clients" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_clients_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_clients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_courses_order_idx" ON "cms"."_pages_v_blocks_courses" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_courses_parent_id_idx" ON "cms"."_pages_v_blocks_courses" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_courses_path_idx" ON "cms"."_pages_v_blocks_courses" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_courses_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_paths_order_idx" ON "cms"."_pages_v_blocks_paths" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_paths_parent_id_idx" ON "cms"."_pages_v_blocks_paths" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_paths_path_idx" ON "cms"."_pages_v_blocks_paths" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_paths_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_paths_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_intakes_order_idx" ON "cms"."_pages_v_blocks_intakes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_intakes_parent_id_idx" ON "cms"."_pages_v_blocks_intakes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_intakes_path_idx" ON "cms"."_pages_v_blocks_intakes" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_intakes_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_intakes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_news_order_idx" ON "cms"."_pages_v_blocks_news" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_parent_id_idx" ON "cms"."_pages_v_blocks_news" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_path_idx" ON "cms"."_pages_v_blocks_news" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_news_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "cms"."_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "cms"."_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "cms"."_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_corporate_request_order_idx" ON "cms"."_pages_v_blocks_corporate_request" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_corporate_request_parent_id_idx" ON "cms"."_pages_v_blocks_corporate_request" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_corporate_request_path_idx" ON "cms"."_pages_v_blocks_corporate_request" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_corporate_request_locales_locale_parent_id_u" ON "cms"."_pages_v_blocks_corporate_request_locales" USING btree ("_locale","_parent_id");
  DROP TYPE "cms"."enum_pages_blocks_image_width";
  DROP TYPE "cms"."enum_pages_blocks_image_text_image_side";
  DROP TYPE "cms"."enum_pages_blocks_cards_cards_icon";
  DROP TYPE "cms"."enum_pages_blocks_logos_of";
  DROP TYPE "cms"."enum_pages_blocks_collection_list_source";
  DROP TYPE "cms"."enum_pages_blocks_collection_list_area";
  DROP TYPE "cms"."enum_pages_blocks_lead_form_form";
  DROP TYPE "cms"."enum__pages_v_blocks_image_width";
  DROP TYPE "cms"."enum__pages_v_blocks_image_text_image_side";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_cards_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_logos_of";
  DROP TYPE "cms"."enum__pages_v_blocks_collection_list_source";
  DROP TYPE "cms"."enum__pages_v_blocks_collection_list_area";
  DROP TYPE "cms"."enum__pages_v_blocks_lead_form_form";`)
}
