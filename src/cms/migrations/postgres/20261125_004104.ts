import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_paths_stages_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_paths_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_paths_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__paths_v_version_stages_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__paths_v_version_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__paths_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__paths_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_courses_type" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum_courses_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_courses_exam" AS ENUM('IELTS', 'TOEFL');
  CREATE TYPE "cms"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__courses_v_version_type" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum__courses_v_version_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__courses_v_version_exam" AS ENUM('IELTS', 'TOEFL');
  CREATE TYPE "cms"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__courses_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_clients_row" AS ENUM('1', '2', '3');
  CREATE TYPE "cms"."enum_clients_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__clients_v_version_row" AS ENUM('1', '2', '3');
  CREATE TYPE "cms"."enum__clients_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__clients_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_partners_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__partners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__partners_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_testimonials_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__testimonials_v_version_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__testimonials_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "cms"."enum_site_settings_office_hours_days" AS ENUM('Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr');
  CREATE TYPE "cms"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_version_office_hours_days" AS ENUM('Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr');
  CREATE TYPE "cms"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "cms"."paths_stages_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."paths_stages_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hours" numeric,
  	"icon" "cms"."enum_paths_stages_icon"
  );
  
  CREATE TABLE "cms"."paths_stages_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."paths_outcomes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths_core_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "cms"."paths_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."paths_journey_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"area" "cms"."enum_paths_area",
  	"outline_file_id" integer,
  	"outline_url" varchar,
  	"search_terms" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_paths_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."paths_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hours" numeric,
  	"icon" "cms"."enum__paths_v_version_stages_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_outcomes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_core_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_journey_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_area" "cms"."enum__paths_v_version_area",
  	"version_outline_file_id" integer,
  	"version_outline_url" varchar,
  	"version_search_terms" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__paths_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__paths_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_paths_v_locales" (
  	"version_badge" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."courses_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_skills_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_topics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_target_audience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_target_audience_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_learning_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_learning_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_key_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"type" "cms"."enum_courses_type",
  	"icon" "cms"."enum_courses_icon",
  	"hours" numeric,
  	"exam" "cms"."enum_courses_exam",
  	"outline_file_id" integer,
  	"outline_url" varchar,
  	"path_id" integer,
  	"search_terms" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."courses_locales" (
  	"title" varchar,
  	"description" varchar,
  	"level" varchar,
  	"goal" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_skills_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_topics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_target_audience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_target_audience_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_learning_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_learning_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_key_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_type" "cms"."enum__courses_v_version_type",
  	"version_icon" "cms"."enum__courses_v_version_icon",
  	"version_hours" numeric,
  	"version_exam" "cms"."enum__courses_v_version_exam",
  	"version_outline_file_id" integer,
  	"version_outline_url" varchar,
  	"version_path_id" integer,
  	"version_search_terms" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__courses_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_courses_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_level" varchar,
  	"version_goal" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"row" "cms"."enum_clients_row" DEFAULT '1',
  	"order" numeric DEFAULT 100,
  	"example" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_clients_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."clients_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_clients_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_logo_id" integer,
  	"version_row" "cms"."enum__clients_v_version_row" DEFAULT '1',
  	"version_order" numeric DEFAULT 100,
  	"version_example" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__clients_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__clients_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_clients_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"order" numeric DEFAULT 100,
  	"example" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_partners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_example" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__partners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__partners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_testimonials_area",
  	"playlist" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."testimonials_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_area" "cms"."enum__testimonials_v_version_area",
  	"version_playlist" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__testimonials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_testimonials_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "cms"."media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"paths_id" integer,
  	"courses_id" integer,
  	"clients_id" integer,
  	"partners_id" integer,
  	"testimonials_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_office_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_site_settings_office_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"founded_year" numeric,
  	"email" varchar,
  	"phone_display" varchar,
  	"phone_e164" varchar,
  	"whatsapp_display" varchar,
  	"whatsapp_number" varchar,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"map_link" varchar,
  	"map_embed" varchar,
  	"office_hours_opens" varchar,
  	"office_hours_closes" varchar,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"social_instagram" varchar,
  	"social_youtube" varchar,
  	"hero_playlist" varchar,
  	"placement_test_url" varchar,
  	"exam_booking_url" varchar,
  	"_status" "cms"."enum_site_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."site_settings_locales" (
  	"brand" varchar,
  	"parent_company" varchar,
  	"address_street" varchar,
  	"address_district" varchar,
  	"address_city" varchar,
  	"address_country" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_office_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__site_settings_v_version_office_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_founded_year" numeric,
  	"version_email" varchar,
  	"version_phone_display" varchar,
  	"version_phone_e164" varchar,
  	"version_whatsapp_display" varchar,
  	"version_whatsapp_number" varchar,
  	"version_address_latitude" numeric,
  	"version_address_longitude" numeric,
  	"version_map_link" varchar,
  	"version_map_embed" varchar,
  	"version_office_hours_opens" varchar,
  	"version_office_hours_closes" varchar,
  	"version_social_facebook" varchar,
  	"version_social_linkedin" varchar,
  	"version_social_instagram" varchar,
  	"version_social_youtube" varchar,
  	"version_hero_playlist" varchar,
  	"version_placement_test_url" varchar,
  	"version_exam_booking_url" varchar,
  	"version__status" "cms"."enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__site_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_site_settings_v_locales" (
  	"version_brand" varchar,
  	"version_parent_company" varchar,
  	"version_address_street" varchar,
  	"version_address_district" varchar,
  	"version_address_city" varchar,
  	"version_address_country" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."seed_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cms"."paths_stages_points" ADD CONSTRAINT "paths_stages_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages_points_locales" ADD CONSTRAINT "paths_stages_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_stages_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages" ADD CONSTRAINT "paths_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages_locales" ADD CONSTRAINT "paths_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_outcomes" ADD CONSTRAINT "paths_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_outcomes_locales" ADD CONSTRAINT "paths_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_core_tools" ADD CONSTRAINT "paths_core_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_journey" ADD CONSTRAINT "paths_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_journey_locales" ADD CONSTRAINT "paths_journey_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_journey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths" ADD CONSTRAINT "paths_outline_file_id_media_id_fk" FOREIGN KEY ("outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."paths_locales" ADD CONSTRAINT "paths_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages_points" ADD CONSTRAINT "_paths_v_version_stages_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages_points_locales" ADD CONSTRAINT "_paths_v_version_stages_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_stages_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages" ADD CONSTRAINT "_paths_v_version_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages_locales" ADD CONSTRAINT "_paths_v_version_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_outcomes" ADD CONSTRAINT "_paths_v_version_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_outcomes_locales" ADD CONSTRAINT "_paths_v_version_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_core_tools" ADD CONSTRAINT "_paths_v_version_core_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_journey" ADD CONSTRAINT "_paths_v_version_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_journey_locales" ADD CONSTRAINT "_paths_v_version_journey_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_journey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v" ADD CONSTRAINT "_paths_v_parent_id_paths_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v" ADD CONSTRAINT "_paths_v_version_outline_file_id_media_id_fk" FOREIGN KEY ("version_outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_locales" ADD CONSTRAINT "_paths_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_skills" ADD CONSTRAINT "courses_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_skills_locales" ADD CONSTRAINT "courses_skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_topics" ADD CONSTRAINT "courses_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_topics_locales" ADD CONSTRAINT "courses_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_target_audience" ADD CONSTRAINT "courses_target_audience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_target_audience_locales" ADD CONSTRAINT "courses_target_audience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_target_audience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_learning_objectives" ADD CONSTRAINT "courses_learning_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_learning_objectives_locales" ADD CONSTRAINT "courses_learning_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_learning_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_key_features" ADD CONSTRAINT "courses_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_key_features_locales" ADD CONSTRAINT "courses_key_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_key_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses" ADD CONSTRAINT "courses_outline_file_id_media_id_fk" FOREIGN KEY ("outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."courses" ADD CONSTRAINT "courses_path_id_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "cms"."paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."courses_locales" ADD CONSTRAINT "courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_skills" ADD CONSTRAINT "_courses_v_version_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_skills_locales" ADD CONSTRAINT "_courses_v_version_skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_topics" ADD CONSTRAINT "_courses_v_version_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_topics_locales" ADD CONSTRAINT "_courses_v_version_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_target_audience" ADD CONSTRAINT "_courses_v_version_target_audience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_target_audience_locales" ADD CONSTRAINT "_courses_v_version_target_audience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_target_audience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_learning_objectives" ADD CONSTRAINT "_courses_v_version_learning_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_learning_objectives_locales" ADD CONSTRAINT "_courses_v_version_learning_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_learning_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_key_features" ADD CONSTRAINT "_courses_v_version_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_key_features_locales" ADD CONSTRAINT "_courses_v_version_key_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_key_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v" ADD CONSTRAINT "_courses_v_version_outline_file_id_media_id_fk" FOREIGN KEY ("version_outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v" ADD CONSTRAINT "_courses_v_version_path_id_paths_id_fk" FOREIGN KEY ("version_path_id") REFERENCES "cms"."paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_locales" ADD CONSTRAINT "_courses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."clients" ADD CONSTRAINT "clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."clients_locales" ADD CONSTRAINT "clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_clients_v" ADD CONSTRAINT "_clients_v_parent_id_clients_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_clients_v" ADD CONSTRAINT "_clients_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_clients_v_locales" ADD CONSTRAINT "_clients_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_clients_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."partners" ADD CONSTRAINT "partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v" ADD CONSTRAINT "_partners_v_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v" ADD CONSTRAINT "_partners_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "cms"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "cms"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "cms"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_office_hours_days" ADD CONSTRAINT "site_settings_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_office_hours_days" ADD CONSTRAINT "_site_settings_v_version_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "paths_stages_points_order_idx" ON "cms"."paths_stages_points" USING btree ("_order");
  CREATE INDEX "paths_stages_points_parent_id_idx" ON "cms"."paths_stages_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_stages_points_locales_locale_parent_id_unique" ON "cms"."paths_stages_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths_stages_order_idx" ON "cms"."paths_stages" USING btree ("_order");
  CREATE INDEX "paths_stages_parent_id_idx" ON "cms"."paths_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_stages_locales_locale_parent_id_unique" ON "cms"."paths_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths_outcomes_order_idx" ON "cms"."paths_outcomes" USING btree ("_order");
  CREATE INDEX "paths_outcomes_parent_id_idx" ON "cms"."paths_outcomes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_outcomes_locales_locale_parent_id_unique" ON "cms"."paths_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths_core_tools_order_idx" ON "cms"."paths_core_tools" USING btree ("_order");
  CREATE INDEX "paths_core_tools_parent_id_idx" ON "cms"."paths_core_tools" USING btree ("_parent_id");
  CREATE INDEX "paths_journey_order_idx" ON "cms"."paths_journey" USING btree ("_order");
  CREATE INDEX "paths_journey_parent_id_idx" ON "cms"."paths_journey" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_journey_locales_locale_parent_id_unique" ON "cms"."paths_journey_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "paths_slug_idx" ON "cms"."paths" USING btree ("slug");
  CREATE INDEX "paths_outline_outline_file_idx" ON "cms"."paths" USING btree ("outline_file_id");
  CREATE INDEX "paths_updated_at_idx" ON "cms"."paths" USING btree ("updated_at");
  CREATE INDEX "paths_created_at_idx" ON "cms"."paths" USING btree ("created_at");
  CREATE INDEX "paths__status_idx" ON "cms"."paths" USING btree ("_status");
  CREATE UNIQUE INDEX "paths_locales_locale_parent_id_unique" ON "cms"."paths_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_stages_points_order_idx" ON "cms"."_paths_v_version_stages_points" USING btree ("_order");
  CREATE INDEX "_paths_v_version_stages_points_parent_id_idx" ON "cms"."_paths_v_version_stages_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_stages_points_locales_locale_parent_id_uniq" ON "cms"."_paths_v_version_stages_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_stages_order_idx" ON "cms"."_paths_v_version_stages" USING btree ("_order");
  CREATE INDEX "_paths_v_version_stages_parent_id_idx" ON "cms"."_paths_v_version_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_stages_locales_locale_parent_id_unique" ON "cms"."_paths_v_version_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_outcomes_order_idx" ON "cms"."_paths_v_version_outcomes" USING btree ("_order");
  CREATE INDEX "_paths_v_version_outcomes_parent_id_idx" ON "cms"."_paths_v_version_outcomes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_outcomes_locales_locale_parent_id_unique" ON "cms"."_paths_v_version_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_core_tools_order_idx" ON "cms"."_paths_v_version_core_tools" USING btree ("_order");
  CREATE INDEX "_paths_v_version_core_tools_parent_id_idx" ON "cms"."_paths_v_version_core_tools" USING btree ("_parent_id");
  CREATE INDEX "_paths_v_version_journey_order_idx" ON "cms"."_paths_v_version_journey" USING btree ("_order");
  CREATE INDEX "_paths_v_version_journey_parent_id_idx" ON "cms"."_paths_v_version_journey" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_journey_locales_locale_parent_id_unique" ON "cms"."_paths_v_version_journey_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_parent_idx" ON "cms"."_paths_v" USING btree ("parent_id");
  CREATE INDEX "_paths_v_version_version_slug_idx" ON "cms"."_paths_v" USING btree ("version_slug");
  CREATE INDEX "_paths_v_version_outline_version_outline_file_idx" ON "cms"."_paths_v" USING btree ("version_outline_file_id");
  CREATE INDEX "_paths_v_version_version_updated_at_idx" ON "cms"."_paths_v" USING btree ("version_updated_at");
  CREATE INDEX "_paths_v_version_version_created_at_idx" ON "cms"."_paths_v" USING btree ("version_created_at");
  CREATE INDEX "_paths_v_version_version__status_idx" ON "cms"."_paths_v" USING btree ("version__status");
  CREATE INDEX "_paths_v_created_at_idx" ON "cms"."_paths_v" USING btree ("created_at");
  CREATE INDEX "_paths_v_updated_at_idx" ON "cms"."_paths_v" USING btree ("updated_at");
  CREATE INDEX "_paths_v_snapshot_idx" ON "cms"."_paths_v" USING btree ("snapshot");
  CREATE INDEX "_paths_v_published_locale_idx" ON "cms"."_paths_v" USING btree ("published_locale");
  CREATE INDEX "_paths_v_latest_idx" ON "cms"."_paths_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_paths_v_locales_locale_parent_id_unique" ON "cms"."_paths_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_skills_order_idx" ON "cms"."courses_skills" USING btree ("_order");
  CREATE INDEX "courses_skills_parent_id_idx" ON "cms"."courses_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_skills_locales_locale_parent_id_unique" ON "cms"."courses_skills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_topics_order_idx" ON "cms"."courses_topics" USING btree ("_order");
  CREATE INDEX "courses_topics_parent_id_idx" ON "cms"."courses_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_topics_locales_locale_parent_id_unique" ON "cms"."courses_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_target_audience_order_idx" ON "cms"."courses_target_audience" USING btree ("_order");
  CREATE INDEX "courses_target_audience_parent_id_idx" ON "cms"."courses_target_audience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_target_audience_locales_locale_parent_id_unique" ON "cms"."courses_target_audience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_learning_objectives_order_idx" ON "cms"."courses_learning_objectives" USING btree ("_order");
  CREATE INDEX "courses_learning_objectives_parent_id_idx" ON "cms"."courses_learning_objectives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_learning_objectives_locales_locale_parent_id_unique" ON "cms"."courses_learning_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_key_features_order_idx" ON "cms"."courses_key_features" USING btree ("_order");
  CREATE INDEX "courses_key_features_parent_id_idx" ON "cms"."courses_key_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_key_features_locales_locale_parent_id_unique" ON "cms"."courses_key_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "courses_slug_idx" ON "cms"."courses" USING btree ("slug");
  CREATE INDEX "courses_type_idx" ON "cms"."courses" USING btree ("type");
  CREATE INDEX "courses_outline_outline_file_idx" ON "cms"."courses" USING btree ("outline_file_id");
  CREATE INDEX "courses_path_idx" ON "cms"."courses" USING btree ("path_id");
  CREATE INDEX "courses_updated_at_idx" ON "cms"."courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "cms"."courses" USING btree ("created_at");
  CREATE INDEX "courses__status_idx" ON "cms"."courses" USING btree ("_status");
  CREATE UNIQUE INDEX "courses_locales_locale_parent_id_unique" ON "cms"."courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_skills_order_idx" ON "cms"."_courses_v_version_skills" USING btree ("_order");
  CREATE INDEX "_courses_v_version_skills_parent_id_idx" ON "cms"."_courses_v_version_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_skills_locales_locale_parent_id_unique" ON "cms"."_courses_v_version_skills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_topics_order_idx" ON "cms"."_courses_v_version_topics" USING btree ("_order");
  CREATE INDEX "_courses_v_version_topics_parent_id_idx" ON "cms"."_courses_v_version_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_topics_locales_locale_parent_id_unique" ON "cms"."_courses_v_version_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_target_audience_order_idx" ON "cms"."_courses_v_version_target_audience" USING btree ("_order");
  CREATE INDEX "_courses_v_version_target_audience_parent_id_idx" ON "cms"."_courses_v_version_target_audience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_target_audience_locales_locale_parent_id_" ON "cms"."_courses_v_version_target_audience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_learning_objectives_order_idx" ON "cms"."_courses_v_version_learning_objectives" USING btree ("_order");
  CREATE INDEX "_courses_v_version_learning_objectives_parent_id_idx" ON "cms"."_courses_v_version_learning_objectives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_learning_objectives_locales_locale_parent" ON "cms"."_courses_v_version_learning_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_key_features_order_idx" ON "cms"."_courses_v_version_key_features" USING btree ("_order");
  CREATE INDEX "_courses_v_version_key_features_parent_id_idx" ON "cms"."_courses_v_version_key_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_key_features_locales_locale_parent_id_uni" ON "cms"."_courses_v_version_key_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_parent_idx" ON "cms"."_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_slug_idx" ON "cms"."_courses_v" USING btree ("version_slug");
  CREATE INDEX "_courses_v_version_version_type_idx" ON "cms"."_courses_v" USING btree ("version_type");
  CREATE INDEX "_courses_v_version_outline_version_outline_file_idx" ON "cms"."_courses_v" USING btree ("version_outline_file_id");
  CREATE INDEX "_courses_v_version_version_path_idx" ON "cms"."_courses_v" USING btree ("version_path_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "cms"."_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "cms"."_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "cms"."_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "cms"."_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "cms"."_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_snapshot_idx" ON "cms"."_courses_v" USING btree ("snapshot");
  CREATE INDEX "_courses_v_published_locale_idx" ON "cms"."_courses_v" USING btree ("published_locale");
  CREATE INDEX "_courses_v_latest_idx" ON "cms"."_courses_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_courses_v_locales_locale_parent_id_unique" ON "cms"."_courses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "clients_logo_idx" ON "cms"."clients" USING btree ("logo_id");
  CREATE INDEX "clients_updated_at_idx" ON "cms"."clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "cms"."clients" USING btree ("created_at");
  CREATE INDEX "clients__status_idx" ON "cms"."clients" USING btree ("_status");
  CREATE UNIQUE INDEX "clients_locales_locale_parent_id_unique" ON "cms"."clients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_clients_v_parent_idx" ON "cms"."_clients_v" USING btree ("parent_id");
  CREATE INDEX "_clients_v_version_version_logo_idx" ON "cms"."_clients_v" USING btree ("version_logo_id");
  CREATE INDEX "_clients_v_version_version_updated_at_idx" ON "cms"."_clients_v" USING btree ("version_updated_at");
  CREATE INDEX "_clients_v_version_version_created_at_idx" ON "cms"."_clients_v" USING btree ("version_created_at");
  CREATE INDEX "_clients_v_version_version__status_idx" ON "cms"."_clients_v" USING btree ("version__status");
  CREATE INDEX "_clients_v_created_at_idx" ON "cms"."_clients_v" USING btree ("created_at");
  CREATE INDEX "_clients_v_updated_at_idx" ON "cms"."_clients_v" USING btree ("updated_at");
  CREATE INDEX "_clients_v_snapshot_idx" ON "cms"."_clients_v" USING btree ("snapshot");
  CREATE INDEX "_clients_v_published_locale_idx" ON "cms"."_clients_v" USING btree ("published_locale");
  CREATE INDEX "_clients_v_latest_idx" ON "cms"."_clients_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_clients_v_locales_locale_parent_id_unique" ON "cms"."_clients_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partners_logo_idx" ON "cms"."partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "cms"."partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "cms"."partners" USING btree ("created_at");
  CREATE INDEX "partners__status_idx" ON "cms"."partners" USING btree ("_status");
  CREATE INDEX "_partners_v_parent_idx" ON "cms"."_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version_logo_idx" ON "cms"."_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "cms"."_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "cms"."_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_version_version__status_idx" ON "cms"."_partners_v" USING btree ("version__status");
  CREATE INDEX "_partners_v_created_at_idx" ON "cms"."_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "cms"."_partners_v" USING btree ("updated_at");
  CREATE INDEX "_partners_v_snapshot_idx" ON "cms"."_partners_v" USING btree ("snapshot");
  CREATE INDEX "_partners_v_published_locale_idx" ON "cms"."_partners_v" USING btree ("published_locale");
  CREATE INDEX "_partners_v_latest_idx" ON "cms"."_partners_v" USING btree ("latest");
  CREATE INDEX "testimonials_updated_at_idx" ON "cms"."testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "cms"."testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "cms"."testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "cms"."testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "cms"."_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "cms"."_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "cms"."_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "cms"."_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "cms"."_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "cms"."_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "cms"."_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "cms"."_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "cms"."_testimonials_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "cms"."_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "cms"."media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "cms"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "cms"."media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "cms"."users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "cms"."users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_paths_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("paths_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_office_hours_days_order_idx" ON "cms"."site_settings_office_hours_days" USING btree ("order");
  CREATE INDEX "site_settings_office_hours_days_parent_idx" ON "cms"."site_settings_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "site_settings__status_idx" ON "cms"."site_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "cms"."site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_office_hours_days_order_idx" ON "cms"."_site_settings_v_version_office_hours_days" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_office_hours_days_parent_idx" ON "cms"."_site_settings_v_version_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "cms"."_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "cms"."_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "cms"."_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "cms"."_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "cms"."_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "cms"."_site_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "cms"."_site_settings_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."paths_stages_points" CASCADE;
  DROP TABLE "cms"."paths_stages_points_locales" CASCADE;
  DROP TABLE "cms"."paths_stages" CASCADE;
  DROP TABLE "cms"."paths_stages_locales" CASCADE;
  DROP TABLE "cms"."paths_outcomes" CASCADE;
  DROP TABLE "cms"."paths_outcomes_locales" CASCADE;
  DROP TABLE "cms"."paths_core_tools" CASCADE;
  DROP TABLE "cms"."paths_journey" CASCADE;
  DROP TABLE "cms"."paths_journey_locales" CASCADE;
  DROP TABLE "cms"."paths" CASCADE;
  DROP TABLE "cms"."paths_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages_points" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages_points_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_outcomes" CASCADE;
  DROP TABLE "cms"."_paths_v_version_outcomes_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_core_tools" CASCADE;
  DROP TABLE "cms"."_paths_v_version_journey" CASCADE;
  DROP TABLE "cms"."_paths_v_version_journey_locales" CASCADE;
  DROP TABLE "cms"."_paths_v" CASCADE;
  DROP TABLE "cms"."_paths_v_locales" CASCADE;
  DROP TABLE "cms"."courses_skills" CASCADE;
  DROP TABLE "cms"."courses_skills_locales" CASCADE;
  DROP TABLE "cms"."courses_topics" CASCADE;
  DROP TABLE "cms"."courses_topics_locales" CASCADE;
  DROP TABLE "cms"."courses_target_audience" CASCADE;
  DROP TABLE "cms"."courses_target_audience_locales" CASCADE;
  DROP TABLE "cms"."courses_learning_objectives" CASCADE;
  DROP TABLE "cms"."courses_learning_objectives_locales" CASCADE;
  DROP TABLE "cms"."courses_key_features" CASCADE;
  DROP TABLE "cms"."courses_key_features_locales" CASCADE;
  DROP TABLE "cms"."courses" CASCADE;
  DROP TABLE "cms"."courses_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_skills" CASCADE;
  DROP TABLE "cms"."_courses_v_version_skills_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_topics" CASCADE;
  DROP TABLE "cms"."_courses_v_version_topics_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_target_audience" CASCADE;
  DROP TABLE "cms"."_courses_v_version_target_audience_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_learning_objectives" CASCADE;
  DROP TABLE "cms"."_courses_v_version_learning_objectives_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_key_features" CASCADE;
  DROP TABLE "cms"."_courses_v_version_key_features_locales" CASCADE;
  DROP TABLE "cms"."_courses_v" CASCADE;
  DROP TABLE "cms"."_courses_v_locales" CASCADE;
  DROP TABLE "cms"."clients" CASCADE;
  DROP TABLE "cms"."clients_locales" CASCADE;
  DROP TABLE "cms"."_clients_v" CASCADE;
  DROP TABLE "cms"."_clients_v_locales" CASCADE;
  DROP TABLE "cms"."partners" CASCADE;
  DROP TABLE "cms"."_partners_v" CASCADE;
  DROP TABLE "cms"."testimonials" CASCADE;
  DROP TABLE "cms"."testimonials_locales" CASCADE;
  DROP TABLE "cms"."_testimonials_v" CASCADE;
  DROP TABLE "cms"."_testimonials_v_locales" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_locales" CASCADE;
  DROP TABLE "cms"."users_roles" CASCADE;
  DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."site_settings_office_hours_days" CASCADE;
  DROP TABLE "cms"."site_settings" CASCADE;
  DROP TABLE "cms"."site_settings_locales" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_office_hours_days" CASCADE;
  DROP TABLE "cms"."_site_settings_v" CASCADE;
  DROP TABLE "cms"."_site_settings_v_locales" CASCADE;
  DROP TABLE "cms"."seed_status" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_paths_stages_icon";
  DROP TYPE "cms"."enum_paths_area";
  DROP TYPE "cms"."enum_paths_status";
  DROP TYPE "cms"."enum__paths_v_version_stages_icon";
  DROP TYPE "cms"."enum__paths_v_version_area";
  DROP TYPE "cms"."enum__paths_v_version_status";
  DROP TYPE "cms"."enum__paths_v_published_locale";
  DROP TYPE "cms"."enum_courses_type";
  DROP TYPE "cms"."enum_courses_icon";
  DROP TYPE "cms"."enum_courses_exam";
  DROP TYPE "cms"."enum_courses_status";
  DROP TYPE "cms"."enum__courses_v_version_type";
  DROP TYPE "cms"."enum__courses_v_version_icon";
  DROP TYPE "cms"."enum__courses_v_version_exam";
  DROP TYPE "cms"."enum__courses_v_version_status";
  DROP TYPE "cms"."enum__courses_v_published_locale";
  DROP TYPE "cms"."enum_clients_row";
  DROP TYPE "cms"."enum_clients_status";
  DROP TYPE "cms"."enum__clients_v_version_row";
  DROP TYPE "cms"."enum__clients_v_version_status";
  DROP TYPE "cms"."enum__clients_v_published_locale";
  DROP TYPE "cms"."enum_partners_status";
  DROP TYPE "cms"."enum__partners_v_version_status";
  DROP TYPE "cms"."enum__partners_v_published_locale";
  DROP TYPE "cms"."enum_testimonials_area";
  DROP TYPE "cms"."enum_testimonials_status";
  DROP TYPE "cms"."enum__testimonials_v_version_area";
  DROP TYPE "cms"."enum__testimonials_v_version_status";
  DROP TYPE "cms"."enum__testimonials_v_published_locale";
  DROP TYPE "cms"."enum_users_roles";
  DROP TYPE "cms"."enum_site_settings_office_hours_days";
  DROP TYPE "cms"."enum_site_settings_status";
  DROP TYPE "cms"."enum__site_settings_v_version_office_hours_days";
  DROP TYPE "cms"."enum__site_settings_v_version_status";
  DROP TYPE "cms"."enum__site_settings_v_published_locale";`)
}
