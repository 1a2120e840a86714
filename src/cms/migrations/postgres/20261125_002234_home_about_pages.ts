import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_home_page_services_cards_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_home_page_services_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_home_page_services_cards_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum_home_page_clients_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_home_page_success_factors_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_page_v_version_services_cards_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__home_page_v_version_services_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__home_page_v_version_services_cards_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum__home_page_v_version_clients_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__home_page_v_version_success_factors_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_about_page_mission_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_about_page_approach_steps_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_about_page_values_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__about_page_v_version_mission_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__about_page_v_version_approach_steps_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__about_page_v_version_values_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__about_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "cms"."home_page_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_home_page_services_cards_area",
  	"icon" "cms"."enum_home_page_services_cards_icon",
  	"link" "cms"."enum_home_page_services_cards_link"
  );
  
  CREATE TABLE "cms"."home_page_services_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_clients_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_home_page_clients_industries_icon"
  );
  
  CREATE TABLE "cms"."home_page_clients_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_success_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_home_page_success_factors_icon"
  );
  
  CREATE TABLE "cms"."home_page_success_factors_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."home_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_slogan_one" varchar,
  	"hero_slogan_two" varchar,
  	"hero_parent_line" varchar,
  	"hero_description" varchar,
  	"hero_primary_button" varchar,
  	"hero_secondary_button" varchar,
  	"hero_video_title" varchar,
  	"hero_stats_label" varchar,
  	"services_badge" varchar,
  	"services_title" varchar,
  	"services_description" varchar,
  	"services_stats_label" varchar,
  	"clients_badge" varchar,
  	"clients_title" varchar,
  	"clients_description" varchar,
  	"clients_industries_title" varchar,
  	"clients_partners_title" varchar,
  	"clients_partners_description" varchar,
  	"testimonials_badge" varchar,
  	"testimonials_title" varchar,
  	"testimonials_description" varchar,
  	"success_badge" varchar,
  	"success_title" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__home_page_v_version_services_cards_area",
  	"icon" "cms"."enum__home_page_v_version_services_cards_icon",
  	"link" "cms"."enum__home_page_v_version_services_cards_link",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_clients_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__home_page_v_version_clients_industries_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_clients_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_success_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__home_page_v_version_success_factors_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_success_factors_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__home_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_home_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_slogan_one" varchar,
  	"version_hero_slogan_two" varchar,
  	"version_hero_parent_line" varchar,
  	"version_hero_description" varchar,
  	"version_hero_primary_button" varchar,
  	"version_hero_secondary_button" varchar,
  	"version_hero_video_title" varchar,
  	"version_hero_stats_label" varchar,
  	"version_services_badge" varchar,
  	"version_services_title" varchar,
  	"version_services_description" varchar,
  	"version_services_stats_label" varchar,
  	"version_clients_badge" varchar,
  	"version_clients_title" varchar,
  	"version_clients_description" varchar,
  	"version_clients_industries_title" varchar,
  	"version_clients_partners_title" varchar,
  	"version_clients_partners_description" varchar,
  	"version_testimonials_badge" varchar,
  	"version_testimonials_title" varchar,
  	"version_testimonials_description" varchar,
  	"version_success_badge" varchar,
  	"version_success_title" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "cms"."about_page_milestones_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_mission_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_page_mission_cards_icon"
  );
  
  CREATE TABLE "cms"."about_page_mission_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_approach_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_page_approach_steps_icon"
  );
  
  CREATE TABLE "cms"."about_page_approach_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_page_values_items_icon"
  );
  
  CREATE TABLE "cms"."about_page_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_achievements_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_achievements_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."about_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"story_title" varchar,
  	"story_stats_label" varchar,
  	"milestones_title" varchar,
  	"mission_title" varchar,
  	"approach_title" varchar,
  	"approach_description" varchar,
  	"approach_award_title" varchar,
  	"approach_award_description" varchar,
  	"vision_title" varchar,
  	"vision_text" varchar,
  	"values_title" varchar,
  	"achievements_title" varchar,
  	"achievements_description" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_milestones_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_mission_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_page_v_version_mission_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_mission_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_approach_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_page_v_version_approach_steps_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_approach_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_page_v_version_values_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_achievements_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_achievements_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__about_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_about_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_story_title" varchar,
  	"version_story_stats_label" varchar,
  	"version_milestones_title" varchar,
  	"version_mission_title" varchar,
  	"version_approach_title" varchar,
  	"version_approach_description" varchar,
  	"version_approach_award_title" varchar,
  	"version_approach_award_description" varchar,
  	"version_vision_title" varchar,
  	"version_vision_text" varchar,
  	"version_values_title" varchar,
  	"version_achievements_title" varchar,
  	"version_achievements_description" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."home_page_hero_stats" ADD CONSTRAINT "home_page_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_hero_stats_locales" ADD CONSTRAINT "home_page_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards_features" ADD CONSTRAINT "home_page_services_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards_features_locales" ADD CONSTRAINT "home_page_services_cards_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards" ADD CONSTRAINT "home_page_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards_locales" ADD CONSTRAINT "home_page_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_stats" ADD CONSTRAINT "home_page_services_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_stats_locales" ADD CONSTRAINT "home_page_services_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_clients_industries" ADD CONSTRAINT "home_page_clients_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_clients_industries_locales" ADD CONSTRAINT "home_page_clients_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_clients_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_success_factors" ADD CONSTRAINT "home_page_success_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_success_factors_locales" ADD CONSTRAINT "home_page_success_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_hero_stats" ADD CONSTRAINT "_home_page_v_version_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_hero_stats_locales" ADD CONSTRAINT "_home_page_v_version_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards_features" ADD CONSTRAINT "_home_page_v_version_services_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards_features_locales" ADD CONSTRAINT "_home_page_v_version_services_cards_features_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards" ADD CONSTRAINT "_home_page_v_version_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards_locales" ADD CONSTRAINT "_home_page_v_version_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_stats" ADD CONSTRAINT "_home_page_v_version_services_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_stats_locales" ADD CONSTRAINT "_home_page_v_version_services_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_clients_industries" ADD CONSTRAINT "_home_page_v_version_clients_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_clients_industries_locales" ADD CONSTRAINT "_home_page_v_version_clients_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_clients_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_success_factors" ADD CONSTRAINT "_home_page_v_version_success_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_success_factors_locales" ADD CONSTRAINT "_home_page_v_version_success_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_paragraphs" ADD CONSTRAINT "about_page_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_paragraphs_locales" ADD CONSTRAINT "about_page_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_stats" ADD CONSTRAINT "about_page_story_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_stats_locales" ADD CONSTRAINT "about_page_story_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_story_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_milestones_items" ADD CONSTRAINT "about_page_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_milestones_items_locales" ADD CONSTRAINT "about_page_milestones_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_milestones_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_mission_cards" ADD CONSTRAINT "about_page_mission_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_mission_cards_locales" ADD CONSTRAINT "about_page_mission_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_mission_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_approach_steps" ADD CONSTRAINT "about_page_approach_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_approach_steps_locales" ADD CONSTRAINT "about_page_approach_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_approach_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_values_items" ADD CONSTRAINT "about_page_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_values_items_locales" ADD CONSTRAINT "about_page_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_achievements_stats" ADD CONSTRAINT "about_page_achievements_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_achievements_stats_locales" ADD CONSTRAINT "about_page_achievements_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_achievements_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_paragraphs" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_paragraphs_locales" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_stats" ADD CONSTRAINT "_about_page_v_version_story_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_stats_locales" ADD CONSTRAINT "_about_page_v_version_story_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_story_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_milestones_items" ADD CONSTRAINT "_about_page_v_version_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_milestones_items_locales" ADD CONSTRAINT "_about_page_v_version_milestones_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_milestones_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_mission_cards" ADD CONSTRAINT "_about_page_v_version_mission_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_mission_cards_locales" ADD CONSTRAINT "_about_page_v_version_mission_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_mission_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_approach_steps" ADD CONSTRAINT "_about_page_v_version_approach_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_approach_steps_locales" ADD CONSTRAINT "_about_page_v_version_approach_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_approach_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_values_items" ADD CONSTRAINT "_about_page_v_version_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_values_items_locales" ADD CONSTRAINT "_about_page_v_version_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_achievements_stats" ADD CONSTRAINT "_about_page_v_version_achievements_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_achievements_stats_locales" ADD CONSTRAINT "_about_page_v_version_achievements_stats_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_achievements_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_hero_stats_order_idx" ON "cms"."home_page_hero_stats" USING btree ("_order");
  CREATE INDEX "home_page_hero_stats_parent_id_idx" ON "cms"."home_page_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_hero_stats_locales_locale_parent_id_unique" ON "cms"."home_page_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_cards_features_order_idx" ON "cms"."home_page_services_cards_features" USING btree ("_order");
  CREATE INDEX "home_page_services_cards_features_parent_id_idx" ON "cms"."home_page_services_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_cards_features_locales_locale_parent_id_u" ON "cms"."home_page_services_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_cards_order_idx" ON "cms"."home_page_services_cards" USING btree ("_order");
  CREATE INDEX "home_page_services_cards_parent_id_idx" ON "cms"."home_page_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_cards_locales_locale_parent_id_unique" ON "cms"."home_page_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_stats_order_idx" ON "cms"."home_page_services_stats" USING btree ("_order");
  CREATE INDEX "home_page_services_stats_parent_id_idx" ON "cms"."home_page_services_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_stats_locales_locale_parent_id_unique" ON "cms"."home_page_services_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_clients_industries_order_idx" ON "cms"."home_page_clients_industries" USING btree ("_order");
  CREATE INDEX "home_page_clients_industries_parent_id_idx" ON "cms"."home_page_clients_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_clients_industries_locales_locale_parent_id_unique" ON "cms"."home_page_clients_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_success_factors_order_idx" ON "cms"."home_page_success_factors" USING btree ("_order");
  CREATE INDEX "home_page_success_factors_parent_id_idx" ON "cms"."home_page_success_factors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_success_factors_locales_locale_parent_id_unique" ON "cms"."home_page_success_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page__status_idx" ON "cms"."home_page" USING btree ("_status");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "cms"."home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_hero_stats_order_idx" ON "cms"."_home_page_v_version_hero_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_stats_parent_id_idx" ON "cms"."_home_page_v_version_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_hero_stats_locales_locale_parent_id_uni" ON "cms"."_home_page_v_version_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_cards_features_order_idx" ON "cms"."_home_page_v_version_services_cards_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_cards_features_parent_id_idx" ON "cms"."_home_page_v_version_services_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_cards_features_locales_locale_" ON "cms"."_home_page_v_version_services_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_cards_order_idx" ON "cms"."_home_page_v_version_services_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_cards_parent_id_idx" ON "cms"."_home_page_v_version_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_cards_locales_locale_parent_id" ON "cms"."_home_page_v_version_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_stats_order_idx" ON "cms"."_home_page_v_version_services_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_stats_parent_id_idx" ON "cms"."_home_page_v_version_services_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_stats_locales_locale_parent_id" ON "cms"."_home_page_v_version_services_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_clients_industries_order_idx" ON "cms"."_home_page_v_version_clients_industries" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_clients_industries_parent_id_idx" ON "cms"."_home_page_v_version_clients_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_clients_industries_locales_locale_paren" ON "cms"."_home_page_v_version_clients_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_success_factors_order_idx" ON "cms"."_home_page_v_version_success_factors" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_success_factors_parent_id_idx" ON "cms"."_home_page_v_version_success_factors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_success_factors_locales_locale_parent_i" ON "cms"."_home_page_v_version_success_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "cms"."_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "cms"."_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "cms"."_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "cms"."_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "cms"."_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "cms"."_home_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "cms"."_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_story_paragraphs_order_idx" ON "cms"."about_page_story_paragraphs" USING btree ("_order");
  CREATE INDEX "about_page_story_paragraphs_parent_id_idx" ON "cms"."about_page_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_story_paragraphs_locales_locale_parent_id_unique" ON "cms"."about_page_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_story_stats_order_idx" ON "cms"."about_page_story_stats" USING btree ("_order");
  CREATE INDEX "about_page_story_stats_parent_id_idx" ON "cms"."about_page_story_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_story_stats_locales_locale_parent_id_unique" ON "cms"."about_page_story_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_milestones_items_order_idx" ON "cms"."about_page_milestones_items" USING btree ("_order");
  CREATE INDEX "about_page_milestones_items_parent_id_idx" ON "cms"."about_page_milestones_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_milestones_items_locales_locale_parent_id_unique" ON "cms"."about_page_milestones_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_mission_cards_order_idx" ON "cms"."about_page_mission_cards" USING btree ("_order");
  CREATE INDEX "about_page_mission_cards_parent_id_idx" ON "cms"."about_page_mission_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_mission_cards_locales_locale_parent_id_unique" ON "cms"."about_page_mission_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_approach_steps_order_idx" ON "cms"."about_page_approach_steps" USING btree ("_order");
  CREATE INDEX "about_page_approach_steps_parent_id_idx" ON "cms"."about_page_approach_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_approach_steps_locales_locale_parent_id_unique" ON "cms"."about_page_approach_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_values_items_order_idx" ON "cms"."about_page_values_items" USING btree ("_order");
  CREATE INDEX "about_page_values_items_parent_id_idx" ON "cms"."about_page_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_values_items_locales_locale_parent_id_unique" ON "cms"."about_page_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_achievements_stats_order_idx" ON "cms"."about_page_achievements_stats" USING btree ("_order");
  CREATE INDEX "about_page_achievements_stats_parent_id_idx" ON "cms"."about_page_achievements_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_achievements_stats_locales_locale_parent_id_uniqu" ON "cms"."about_page_achievements_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page__status_idx" ON "cms"."about_page" USING btree ("_status");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "cms"."about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_story_paragraphs_order_idx" ON "cms"."_about_page_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_paragraphs_parent_id_idx" ON "cms"."_about_page_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_story_paragraphs_locales_locale_parent" ON "cms"."_about_page_v_version_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_story_stats_order_idx" ON "cms"."_about_page_v_version_story_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_stats_parent_id_idx" ON "cms"."_about_page_v_version_story_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_story_stats_locales_locale_parent_id_u" ON "cms"."_about_page_v_version_story_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_milestones_items_order_idx" ON "cms"."_about_page_v_version_milestones_items" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_milestones_items_parent_id_idx" ON "cms"."_about_page_v_version_milestones_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_milestones_items_locales_locale_parent" ON "cms"."_about_page_v_version_milestones_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_mission_cards_order_idx" ON "cms"."_about_page_v_version_mission_cards" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_mission_cards_parent_id_idx" ON "cms"."_about_page_v_version_mission_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_mission_cards_locales_locale_parent_id" ON "cms"."_about_page_v_version_mission_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_approach_steps_order_idx" ON "cms"."_about_page_v_version_approach_steps" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_approach_steps_parent_id_idx" ON "cms"."_about_page_v_version_approach_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_approach_steps_locales_locale_parent_i" ON "cms"."_about_page_v_version_approach_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_values_items_order_idx" ON "cms"."_about_page_v_version_values_items" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_items_parent_id_idx" ON "cms"."_about_page_v_version_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_values_items_locales_locale_parent_id_" ON "cms"."_about_page_v_version_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_achievements_stats_order_idx" ON "cms"."_about_page_v_version_achievements_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_achievements_stats_parent_id_idx" ON "cms"."_about_page_v_version_achievements_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_achievements_stats_locales_locale_pare" ON "cms"."_about_page_v_version_achievements_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "cms"."_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "cms"."_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "cms"."_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "cms"."_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "cms"."_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "cms"."_about_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "cms"."_about_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."home_page_hero_stats" CASCADE;
  DROP TABLE "cms"."home_page_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."home_page_services_cards_features" CASCADE;
  DROP TABLE "cms"."home_page_services_cards_features_locales" CASCADE;
  DROP TABLE "cms"."home_page_services_cards" CASCADE;
  DROP TABLE "cms"."home_page_services_cards_locales" CASCADE;
  DROP TABLE "cms"."home_page_services_stats" CASCADE;
  DROP TABLE "cms"."home_page_services_stats_locales" CASCADE;
  DROP TABLE "cms"."home_page_clients_industries" CASCADE;
  DROP TABLE "cms"."home_page_clients_industries_locales" CASCADE;
  DROP TABLE "cms"."home_page_success_factors" CASCADE;
  DROP TABLE "cms"."home_page_success_factors_locales" CASCADE;
  DROP TABLE "cms"."home_page" CASCADE;
  DROP TABLE "cms"."home_page_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_hero_stats" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards_features" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards_features_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_stats" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_stats_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_clients_industries" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_clients_industries_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_success_factors" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_success_factors_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v" CASCADE;
  DROP TABLE "cms"."_home_page_v_locales" CASCADE;
  DROP TABLE "cms"."about_page_story_paragraphs" CASCADE;
  DROP TABLE "cms"."about_page_story_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."about_page_story_stats" CASCADE;
  DROP TABLE "cms"."about_page_story_stats_locales" CASCADE;
  DROP TABLE "cms"."about_page_milestones_items" CASCADE;
  DROP TABLE "cms"."about_page_milestones_items_locales" CASCADE;
  DROP TABLE "cms"."about_page_mission_cards" CASCADE;
  DROP TABLE "cms"."about_page_mission_cards_locales" CASCADE;
  DROP TABLE "cms"."about_page_approach_steps" CASCADE;
  DROP TABLE "cms"."about_page_approach_steps_locales" CASCADE;
  DROP TABLE "cms"."about_page_values_items" CASCADE;
  DROP TABLE "cms"."about_page_values_items_locales" CASCADE;
  DROP TABLE "cms"."about_page_achievements_stats" CASCADE;
  DROP TABLE "cms"."about_page_achievements_stats_locales" CASCADE;
  DROP TABLE "cms"."about_page" CASCADE;
  DROP TABLE "cms"."about_page_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_paragraphs" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_stats" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_stats_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_milestones_items" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_milestones_items_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_mission_cards" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_mission_cards_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_approach_steps" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_approach_steps_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_values_items" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_values_items_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_achievements_stats" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_achievements_stats_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v" CASCADE;
  DROP TABLE "cms"."_about_page_v_locales" CASCADE;
  DROP TYPE "cms"."enum_home_page_services_cards_area";
  DROP TYPE "cms"."enum_home_page_services_cards_icon";
  DROP TYPE "cms"."enum_home_page_services_cards_link";
  DROP TYPE "cms"."enum_home_page_clients_industries_icon";
  DROP TYPE "cms"."enum_home_page_success_factors_icon";
  DROP TYPE "cms"."enum_home_page_status";
  DROP TYPE "cms"."enum__home_page_v_version_services_cards_area";
  DROP TYPE "cms"."enum__home_page_v_version_services_cards_icon";
  DROP TYPE "cms"."enum__home_page_v_version_services_cards_link";
  DROP TYPE "cms"."enum__home_page_v_version_clients_industries_icon";
  DROP TYPE "cms"."enum__home_page_v_version_success_factors_icon";
  DROP TYPE "cms"."enum__home_page_v_version_status";
  DROP TYPE "cms"."enum__home_page_v_published_locale";
  DROP TYPE "cms"."enum_about_page_mission_cards_icon";
  DROP TYPE "cms"."enum_about_page_approach_steps_icon";
  DROP TYPE "cms"."enum_about_page_values_items_icon";
  DROP TYPE "cms"."enum_about_page_status";
  DROP TYPE "cms"."enum__about_page_v_version_mission_cards_icon";
  DROP TYPE "cms"."enum__about_page_v_version_approach_steps_icon";
  DROP TYPE "cms"."enum__about_page_v_version_values_items_icon";
  DROP TYPE "cms"."enum__about_page_v_version_status";
  DROP TYPE "cms"."enum__about_page_v_published_locale";`)
}
