import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_pages_blocks_area_cards_cards_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_area_cards_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_area_cards_cards_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum_pages_blocks_clients_showcase_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_success_factors_factors_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_mission_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_approach_steps_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_values_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_area_cards_cards_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_area_cards_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_area_cards_cards_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum__pages_v_blocks_clients_showcase_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_success_factors_factors_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_mission_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_approach_steps_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_values_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TABLE "cms"."pages_blocks_video_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_video_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_video_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_video_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"slogan_one" varchar,
  	"slogan_two" varchar,
  	"parent_line" varchar,
  	"description" varchar,
  	"primary_button" varchar,
  	"secondary_button" varchar,
  	"video_title" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_pages_blocks_area_cards_cards_area",
  	"icon" "cms"."enum_pages_blocks_area_cards_cards_icon",
  	"link" "cms"."enum_pages_blocks_area_cards_cards_link"
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_area_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_clients_showcase_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_clients_showcase_industries_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_clients_showcase_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_clients_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_clients_showcase_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"industries_title" varchar,
  	"partners_title" varchar,
  	"partners_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_success_factors_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_success_factors_factors_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_success_factors_factors_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_success_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_success_factors_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_story_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_story_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_story_locales" (
  	"title" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "cms"."pages_blocks_timeline_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_timeline_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_mission_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_mission_cards_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_mission_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_mission" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_mission_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_approach_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_approach_steps_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_approach_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_approach" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_approach_locales" (
  	"title" varchar,
  	"description" varchar,
  	"award_title" varchar,
  	"award_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_vision" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_vision_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_values_items_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_values_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_achievements_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_achievements_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_achievements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_achievements_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_video_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_video_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_video_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_video_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"slogan_one" varchar,
  	"slogan_two" varchar,
  	"parent_line" varchar,
  	"description" varchar,
  	"primary_button" varchar,
  	"secondary_button" varchar,
  	"video_title" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__pages_v_blocks_area_cards_cards_area",
  	"icon" "cms"."enum__pages_v_blocks_area_cards_cards_icon",
  	"link" "cms"."enum__pages_v_blocks_area_cards_cards_link",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_area_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_clients_showcase_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_clients_showcase_industries_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_clients_showcase_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_clients_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_clients_showcase_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"industries_title" varchar,
  	"partners_title" varchar,
  	"partners_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_success_factors_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_success_factors_factors_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_success_factors_factors_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_success_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_success_factors_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_story_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_story_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_story_locales" (
  	"title" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_timeline_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_timeline_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_mission_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_mission_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_mission_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_mission" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_mission_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_approach_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_approach_steps_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_approach_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_approach" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_approach_locales" (
  	"title" varchar,
  	"description" varchar,
  	"award_title" varchar,
  	"award_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_vision" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_vision_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_values_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_values_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_achievements_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_achievements_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_achievements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_achievements_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."pages_blocks_testimonials_locales" ADD COLUMN "badge" varchar;
  ALTER TABLE "cms"."_pages_v_blocks_testimonials_locales" ADD COLUMN "badge" varchar;
  ALTER TABLE "cms"."pages_blocks_video_hero_stats" ADD CONSTRAINT "pages_blocks_video_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_video_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_video_hero_stats_locales" ADD CONSTRAINT "pages_blocks_video_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_video_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_video_hero" ADD CONSTRAINT "pages_blocks_video_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_video_hero_locales" ADD CONSTRAINT "pages_blocks_video_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_video_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_cards_features" ADD CONSTRAINT "pages_blocks_area_cards_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_cards_features_locales" ADD CONSTRAINT "pages_blocks_area_cards_cards_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_cards" ADD CONSTRAINT "pages_blocks_area_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_cards_locales" ADD CONSTRAINT "pages_blocks_area_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_stats" ADD CONSTRAINT "pages_blocks_area_cards_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_stats_locales" ADD CONSTRAINT "pages_blocks_area_cards_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards" ADD CONSTRAINT "pages_blocks_area_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_area_cards_locales" ADD CONSTRAINT "pages_blocks_area_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_area_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_clients_showcase_industries" ADD CONSTRAINT "pages_blocks_clients_showcase_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_clients_showcase"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_clients_showcase_industries_locales" ADD CONSTRAINT "pages_blocks_clients_showcase_industries_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_clients_showcase_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_clients_showcase" ADD CONSTRAINT "pages_blocks_clients_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_clients_showcase_locales" ADD CONSTRAINT "pages_blocks_clients_showcase_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_clients_showcase"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_success_factors_factors" ADD CONSTRAINT "pages_blocks_success_factors_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_success_factors_factors_locales" ADD CONSTRAINT "pages_blocks_success_factors_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_success_factors_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_success_factors" ADD CONSTRAINT "pages_blocks_success_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_success_factors_locales" ADD CONSTRAINT "pages_blocks_success_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_story_paragraphs" ADD CONSTRAINT "pages_blocks_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_story_paragraphs_locales" ADD CONSTRAINT "pages_blocks_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_story_stats" ADD CONSTRAINT "pages_blocks_story_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_story_stats_locales" ADD CONSTRAINT "pages_blocks_story_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_story_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_story" ADD CONSTRAINT "pages_blocks_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_story_locales" ADD CONSTRAINT "pages_blocks_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_timeline_items" ADD CONSTRAINT "pages_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_timeline_items_locales" ADD CONSTRAINT "pages_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_timeline_locales" ADD CONSTRAINT "pages_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_mission_cards" ADD CONSTRAINT "pages_blocks_mission_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_mission_cards_locales" ADD CONSTRAINT "pages_blocks_mission_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_mission_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_mission" ADD CONSTRAINT "pages_blocks_mission_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_mission_locales" ADD CONSTRAINT "pages_blocks_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_approach_steps" ADD CONSTRAINT "pages_blocks_approach_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_approach"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_approach_steps_locales" ADD CONSTRAINT "pages_blocks_approach_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_approach_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_approach" ADD CONSTRAINT "pages_blocks_approach_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_approach_locales" ADD CONSTRAINT "pages_blocks_approach_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_approach"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_vision" ADD CONSTRAINT "pages_blocks_vision_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_vision_locales" ADD CONSTRAINT "pages_blocks_vision_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_vision"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_values_items" ADD CONSTRAINT "pages_blocks_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_values_items_locales" ADD CONSTRAINT "pages_blocks_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_values" ADD CONSTRAINT "pages_blocks_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_values_locales" ADD CONSTRAINT "pages_blocks_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_achievements_stats" ADD CONSTRAINT "pages_blocks_achievements_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_achievements_stats_locales" ADD CONSTRAINT "pages_blocks_achievements_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_achievements_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_achievements" ADD CONSTRAINT "pages_blocks_achievements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_achievements_locales" ADD CONSTRAINT "pages_blocks_achievements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_video_hero_stats" ADD CONSTRAINT "_pages_v_blocks_video_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_video_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_video_hero_stats_locales" ADD CONSTRAINT "_pages_v_blocks_video_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_video_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_video_hero" ADD CONSTRAINT "_pages_v_blocks_video_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_video_hero_locales" ADD CONSTRAINT "_pages_v_blocks_video_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_video_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_cards_features" ADD CONSTRAINT "_pages_v_blocks_area_cards_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_cards_features_locales" ADD CONSTRAINT "_pages_v_blocks_area_cards_cards_features_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_cards" ADD CONSTRAINT "_pages_v_blocks_area_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_area_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_stats" ADD CONSTRAINT "_pages_v_blocks_area_cards_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_stats_locales" ADD CONSTRAINT "_pages_v_blocks_area_cards_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards" ADD CONSTRAINT "_pages_v_blocks_area_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_area_cards_locales" ADD CONSTRAINT "_pages_v_blocks_area_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_area_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_clients_showcase_industries" ADD CONSTRAINT "_pages_v_blocks_clients_showcase_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_clients_showcase"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_clients_showcase_industries_locales" ADD CONSTRAINT "_pages_v_blocks_clients_showcase_industries_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_clients_showcase_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_clients_showcase" ADD CONSTRAINT "_pages_v_blocks_clients_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_clients_showcase_locales" ADD CONSTRAINT "_pages_v_blocks_clients_showcase_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_clients_showcase"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_success_factors_factors" ADD CONSTRAINT "_pages_v_blocks_success_factors_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_success_factors_factors_locales" ADD CONSTRAINT "_pages_v_blocks_success_factors_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_success_factors_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_success_factors" ADD CONSTRAINT "_pages_v_blocks_success_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_success_factors_locales" ADD CONSTRAINT "_pages_v_blocks_success_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_story_paragraphs" ADD CONSTRAINT "_pages_v_blocks_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_story_paragraphs_locales" ADD CONSTRAINT "_pages_v_blocks_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_story_stats" ADD CONSTRAINT "_pages_v_blocks_story_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_story_stats_locales" ADD CONSTRAINT "_pages_v_blocks_story_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_story_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_story" ADD CONSTRAINT "_pages_v_blocks_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_story_locales" ADD CONSTRAINT "_pages_v_blocks_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_timeline_items" ADD CONSTRAINT "_pages_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_timeline_items_locales" ADD CONSTRAINT "_pages_v_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_timeline_locales" ADD CONSTRAINT "_pages_v_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_mission_cards" ADD CONSTRAINT "_pages_v_blocks_mission_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_mission_cards_locales" ADD CONSTRAINT "_pages_v_blocks_mission_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_mission_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_mission" ADD CONSTRAINT "_pages_v_blocks_mission_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_mission_locales" ADD CONSTRAINT "_pages_v_blocks_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_approach_steps" ADD CONSTRAINT "_pages_v_blocks_approach_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_approach"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_approach_steps_locales" ADD CONSTRAINT "_pages_v_blocks_approach_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_approach_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_approach" ADD CONSTRAINT "_pages_v_blocks_approach_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_approach_locales" ADD CONSTRAINT "_pages_v_blocks_approach_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_approach"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_vision" ADD CONSTRAINT "_pages_v_blocks_vision_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_vision_locales" ADD CONSTRAINT "_pages_v_blocks_vision_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_vision"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_values_items" ADD CONSTRAINT "_pages_v_blocks_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_values_items_locales" ADD CONSTRAINT "_pages_v_blocks_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_values" ADD CONSTRAINT "_pages_v_blocks_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_values_locales" ADD CONSTRAINT "_pages_v_blocks_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_achievements_stats" ADD CONSTRAINT "_pages_v_blocks_achievements_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_achievements_stats_locales" ADD CONSTRAINT "_pages_v_blocks_achievements_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_achievements_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_achievements" ADD CONSTRAINT "_pages_v_blocks_achievements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_achievements_locales" ADD CONSTRAINT "_pages_v_blocks_achievements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_achievements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_hero_stats_order_idx" ON "cms"."pages_blocks_video_hero_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_hero_stats_parent_id_idx" ON "cms"."pages_blocks_video_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_video_hero_stats_locales_locale_parent_id_uniqu" ON "cms"."pages_blocks_video_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_hero_order_idx" ON "cms"."pages_blocks_video_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_hero_parent_id_idx" ON "cms"."pages_blocks_video_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_hero_path_idx" ON "cms"."pages_blocks_video_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_video_hero_locales_locale_parent_id_unique" ON "cms"."pages_blocks_video_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_area_cards_cards_features_order_idx" ON "cms"."pages_blocks_area_cards_cards_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_area_cards_cards_features_parent_id_idx" ON "cms"."pages_blocks_area_cards_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_area_cards_cards_features_locales_locale_parent" ON "cms"."pages_blocks_area_cards_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_area_cards_cards_order_idx" ON "cms"."pages_blocks_area_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_area_cards_cards_parent_id_idx" ON "cms"."pages_blocks_area_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_area_cards_cards_locales_locale_parent_id_uniqu" ON "cms"."pages_blocks_area_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_area_cards_stats_order_idx" ON "cms"."pages_blocks_area_cards_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_area_cards_stats_parent_id_idx" ON "cms"."pages_blocks_area_cards_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_area_cards_stats_locales_locale_parent_id_uniqu" ON "cms"."pages_blocks_area_cards_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_area_cards_order_idx" ON "cms"."pages_blocks_area_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_area_cards_parent_id_idx" ON "cms"."pages_blocks_area_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_area_cards_path_idx" ON "cms"."pages_blocks_area_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_area_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_area_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_clients_showcase_industries_order_idx" ON "cms"."pages_blocks_clients_showcase_industries" USING btree ("_order");
  CREATE INDEX "pages_blocks_clients_showcase_industries_parent_id_idx" ON "cms"."pages_blocks_clients_showcase_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_clients_showcase_industries_locales_locale_pare" ON "cms"."pages_blocks_clients_showcase_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_clients_showcase_order_idx" ON "cms"."pages_blocks_clients_showcase" USING btree ("_order");
  CREATE INDEX "pages_blocks_clients_showcase_parent_id_idx" ON "cms"."pages_blocks_clients_showcase" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_clients_showcase_path_idx" ON "cms"."pages_blocks_clients_showcase" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_clients_showcase_locales_locale_parent_id_uniqu" ON "cms"."pages_blocks_clients_showcase_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_success_factors_factors_order_idx" ON "cms"."pages_blocks_success_factors_factors" USING btree ("_order");
  CREATE INDEX "pages_blocks_success_factors_factors_parent_id_idx" ON "cms"."pages_blocks_success_factors_factors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_success_factors_factors_locales_locale_parent_i" ON "cms"."pages_blocks_success_factors_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_success_factors_order_idx" ON "cms"."pages_blocks_success_factors" USING btree ("_order");
  CREATE INDEX "pages_blocks_success_factors_parent_id_idx" ON "cms"."pages_blocks_success_factors" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_success_factors_path_idx" ON "cms"."pages_blocks_success_factors" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_success_factors_locales_locale_parent_id_unique" ON "cms"."pages_blocks_success_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_story_paragraphs_order_idx" ON "cms"."pages_blocks_story_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_paragraphs_parent_id_idx" ON "cms"."pages_blocks_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_story_paragraphs_locales_locale_parent_id_uniqu" ON "cms"."pages_blocks_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_story_stats_order_idx" ON "cms"."pages_blocks_story_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_stats_parent_id_idx" ON "cms"."pages_blocks_story_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_story_stats_locales_locale_parent_id_unique" ON "cms"."pages_blocks_story_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_story_order_idx" ON "cms"."pages_blocks_story" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_parent_id_idx" ON "cms"."pages_blocks_story" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_path_idx" ON "cms"."pages_blocks_story" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_story_locales_locale_parent_id_unique" ON "cms"."pages_blocks_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_timeline_items_order_idx" ON "cms"."pages_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_items_parent_id_idx" ON "cms"."pages_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_timeline_items_locales_locale_parent_id_unique" ON "cms"."pages_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "cms"."pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "cms"."pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "cms"."pages_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_timeline_locales_locale_parent_id_unique" ON "cms"."pages_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_mission_cards_order_idx" ON "cms"."pages_blocks_mission_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_mission_cards_parent_id_idx" ON "cms"."pages_blocks_mission_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_mission_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_mission_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_mission_order_idx" ON "cms"."pages_blocks_mission" USING btree ("_order");
  CREATE INDEX "pages_blocks_mission_parent_id_idx" ON "cms"."pages_blocks_mission" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mission_path_idx" ON "cms"."pages_blocks_mission" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_mission_locales_locale_parent_id_unique" ON "cms"."pages_blocks_mission_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_approach_steps_order_idx" ON "cms"."pages_blocks_approach_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_approach_steps_parent_id_idx" ON "cms"."pages_blocks_approach_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_approach_steps_locales_locale_parent_id_unique" ON "cms"."pages_blocks_approach_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_approach_order_idx" ON "cms"."pages_blocks_approach" USING btree ("_order");
  CREATE INDEX "pages_blocks_approach_parent_id_idx" ON "cms"."pages_blocks_approach" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_approach_path_idx" ON "cms"."pages_blocks_approach" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_approach_locales_locale_parent_id_unique" ON "cms"."pages_blocks_approach_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_vision_order_idx" ON "cms"."pages_blocks_vision" USING btree ("_order");
  CREATE INDEX "pages_blocks_vision_parent_id_idx" ON "cms"."pages_blocks_vision" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_vision_path_idx" ON "cms"."pages_blocks_vision" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_vision_locales_locale_parent_id_unique" ON "cms"."pages_blocks_vision_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_values_items_order_idx" ON "cms"."pages_blocks_values_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_values_items_parent_id_idx" ON "cms"."pages_blocks_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_values_items_locales_locale_parent_id_unique" ON "cms"."pages_blocks_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_values_order_idx" ON "cms"."pages_blocks_values" USING btree ("_order");
  CREATE INDEX "pages_blocks_values_parent_id_idx" ON "cms"."pages_blocks_values" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_values_path_idx" ON "cms"."pages_blocks_values" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_values_locales_locale_parent_id_unique" ON "cms"."pages_blocks_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_achievements_stats_order_idx" ON "cms"."pages_blocks_achievements_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_achievements_stats_parent_id_idx" ON "cms"."pages_blocks_achievements_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_achievements_stats_locales_locale_parent_id_uni" ON "cms"."pages_blocks_achievements_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_achievements_order_idx" ON "cms"."pages_blocks_achievements" USING btree ("_order");
  CREATE INDEX "pages_blocks_achievements_parent_id_idx" ON "cms"."pages_blocks_achievements" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_achievements_path_idx" ON "cms"."pages_blocks_achievements" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_achievements_locales_locale_parent_id_unique" ON "cms"."pages_blocks_achievements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_hero_stats_order_idx" ON "cms"."_pages_v_blocks_video_hero_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_hero_stats_parent_id_idx" ON "cms"."_pages_v_blocks_video_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_hero_stats_locales_locale_parent_id_un" ON "cms"."_pages_v_blocks_video_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_hero_order_idx" ON "cms"."_pages_v_blocks_video_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_hero_parent_id_idx" ON "cms"."_pages_v_blocks_video_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_hero_path_idx" ON "cms"."_pages_v_blocks_video_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_hero_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_video_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_area_cards_cards_features_order_idx" ON "cms"."_pages_v_blocks_area_cards_cards_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_area_cards_cards_features_parent_id_idx" ON "cms"."_pages_v_blocks_area_cards_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_area_cards_cards_features_locales_locale_par" ON "cms"."_pages_v_blocks_area_cards_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_area_cards_cards_order_idx" ON "cms"."_pages_v_blocks_area_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_area_cards_cards_parent_id_idx" ON "cms"."_pages_v_blocks_area_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_area_cards_cards_locales_locale_parent_id_un" ON "cms"."_pages_v_blocks_area_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_area_cards_stats_order_idx" ON "cms"."_pages_v_blocks_area_cards_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_area_cards_stats_parent_id_idx" ON "cms"."_pages_v_blocks_area_cards_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_area_cards_stats_locales_locale_parent_id_un" ON "cms"."_pages_v_blocks_area_cards_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_area_cards_order_idx" ON "cms"."_pages_v_blocks_area_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_area_cards_parent_id_idx" ON "cms"."_pages_v_blocks_area_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_area_cards_path_idx" ON "cms"."_pages_v_blocks_area_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_area_cards_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_area_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_showcase_industries_order_idx" ON "cms"."_pages_v_blocks_clients_showcase_industries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clients_showcase_industries_parent_id_idx" ON "cms"."_pages_v_blocks_clients_showcase_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_clients_showcase_industries_locales_locale_p" ON "cms"."_pages_v_blocks_clients_showcase_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_showcase_order_idx" ON "cms"."_pages_v_blocks_clients_showcase" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clients_showcase_parent_id_idx" ON "cms"."_pages_v_blocks_clients_showcase" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_showcase_path_idx" ON "cms"."_pages_v_blocks_clients_showcase" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_clients_showcase_locales_locale_parent_id_un" ON "cms"."_pages_v_blocks_clients_showcase_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_success_factors_factors_order_idx" ON "cms"."_pages_v_blocks_success_factors_factors" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_success_factors_factors_parent_id_idx" ON "cms"."_pages_v_blocks_success_factors_factors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_success_factors_factors_locales_locale_paren" ON "cms"."_pages_v_blocks_success_factors_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_success_factors_order_idx" ON "cms"."_pages_v_blocks_success_factors" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_success_factors_parent_id_idx" ON "cms"."_pages_v_blocks_success_factors" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_success_factors_path_idx" ON "cms"."_pages_v_blocks_success_factors" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_success_factors_locales_locale_parent_id_uni" ON "cms"."_pages_v_blocks_success_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_story_paragraphs_order_idx" ON "cms"."_pages_v_blocks_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_paragraphs_parent_id_idx" ON "cms"."_pages_v_blocks_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_story_paragraphs_locales_locale_parent_id_un" ON "cms"."_pages_v_blocks_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_story_stats_order_idx" ON "cms"."_pages_v_blocks_story_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_stats_parent_id_idx" ON "cms"."_pages_v_blocks_story_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_story_stats_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_story_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_story_order_idx" ON "cms"."_pages_v_blocks_story" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_parent_id_idx" ON "cms"."_pages_v_blocks_story" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_path_idx" ON "cms"."_pages_v_blocks_story" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_story_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_items_order_idx" ON "cms"."_pages_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_items_parent_id_idx" ON "cms"."_pages_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_timeline_items_locales_locale_parent_id_uniq" ON "cms"."_pages_v_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "cms"."_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "cms"."_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "cms"."_pages_v_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_timeline_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_mission_cards_order_idx" ON "cms"."_pages_v_blocks_mission_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mission_cards_parent_id_idx" ON "cms"."_pages_v_blocks_mission_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_mission_cards_locales_locale_parent_id_uniqu" ON "cms"."_pages_v_blocks_mission_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_mission_order_idx" ON "cms"."_pages_v_blocks_mission" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mission_parent_id_idx" ON "cms"."_pages_v_blocks_mission" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mission_path_idx" ON "cms"."_pages_v_blocks_mission" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_mission_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_mission_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_approach_steps_order_idx" ON "cms"."_pages_v_blocks_approach_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_approach_steps_parent_id_idx" ON "cms"."_pages_v_blocks_approach_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_approach_steps_locales_locale_parent_id_uniq" ON "cms"."_pages_v_blocks_approach_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_approach_order_idx" ON "cms"."_pages_v_blocks_approach" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_approach_parent_id_idx" ON "cms"."_pages_v_blocks_approach" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_approach_path_idx" ON "cms"."_pages_v_blocks_approach" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_approach_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_approach_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_vision_order_idx" ON "cms"."_pages_v_blocks_vision" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_vision_parent_id_idx" ON "cms"."_pages_v_blocks_vision" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_vision_path_idx" ON "cms"."_pages_v_blocks_vision" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_vision_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_vision_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_values_items_order_idx" ON "cms"."_pages_v_blocks_values_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_values_items_parent_id_idx" ON "cms"."_pages_v_blocks_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_values_items_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_values_order_idx" ON "cms"."_pages_v_blocks_values" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_values_parent_id_idx" ON "cms"."_pages_v_blocks_values" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_values_path_idx" ON "cms"."_pages_v_blocks_values" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_values_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_achievements_stats_order_idx" ON "cms"."_pages_v_blocks_achievements_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_achievements_stats_parent_id_idx" ON "cms"."_pages_v_blocks_achievements_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_achievements_stats_locales_locale_parent_id_" ON "cms"."_pages_v_blocks_achievements_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_achievements_order_idx" ON "cms"."_pages_v_blocks_achievements" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_achievements_parent_id_idx" ON "cms"."_pages_v_blocks_achievements" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_achievements_path_idx" ON "cms"."_pages_v_blocks_achievements" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_achievements_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_achievements_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."pages_blocks_video_hero_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_video_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_video_hero" CASCADE;
  DROP TABLE "cms"."pages_blocks_video_hero_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_cards_features" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_cards_features_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_area_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_clients_showcase_industries" CASCADE;
  DROP TABLE "cms"."pages_blocks_clients_showcase_industries_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_clients_showcase" CASCADE;
  DROP TABLE "cms"."pages_blocks_clients_showcase_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_success_factors_factors" CASCADE;
  DROP TABLE "cms"."pages_blocks_success_factors_factors_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_success_factors" CASCADE;
  DROP TABLE "cms"."pages_blocks_success_factors_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_story_paragraphs" CASCADE;
  DROP TABLE "cms"."pages_blocks_story_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_story_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_story_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_story" CASCADE;
  DROP TABLE "cms"."pages_blocks_story_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_timeline_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_timeline" CASCADE;
  DROP TABLE "cms"."pages_blocks_timeline_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_mission_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_mission_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_mission" CASCADE;
  DROP TABLE "cms"."pages_blocks_mission_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_approach_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_approach_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_approach" CASCADE;
  DROP TABLE "cms"."pages_blocks_approach_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_vision" CASCADE;
  DROP TABLE "cms"."pages_blocks_vision_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_values_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_values_items_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_values" CASCADE;
  DROP TABLE "cms"."pages_blocks_values_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_achievements_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_achievements_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_achievements" CASCADE;
  DROP TABLE "cms"."pages_blocks_achievements_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_video_hero_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_video_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_video_hero" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_video_hero_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_cards_features" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_cards_features_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_area_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_clients_showcase_industries" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_clients_showcase_industries_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_clients_showcase" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_clients_showcase_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_success_factors_factors" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_success_factors_factors_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_success_factors" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_success_factors_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_story_paragraphs" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_story_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_story_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_story_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_story" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_story_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_timeline_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_timeline_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_mission_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_mission_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_mission" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_mission_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_approach_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_approach_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_approach" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_approach_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_vision" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_vision_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_values_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_values_items_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_values" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_values_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_achievements_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_achievements_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_achievements" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_achievements_locales" CASCADE;
  ALTER TABLE "cms"."pages_blocks_testimonials_locales" DROP COLUMN "badge";
  ALTER TABLE "cms"."_pages_v_blocks_testimonials_locales" DROP COLUMN "badge";
  DROP TYPE "cms"."enum_pages_blocks_area_cards_cards_area";
  DROP TYPE "cms"."enum_pages_blocks_area_cards_cards_icon";
  DROP TYPE "cms"."enum_pages_blocks_area_cards_cards_link";
  DROP TYPE "cms"."enum_pages_blocks_clients_showcase_industries_icon";
  DROP TYPE "cms"."enum_pages_blocks_success_factors_factors_icon";
  DROP TYPE "cms"."enum_pages_blocks_mission_cards_icon";
  DROP TYPE "cms"."enum_pages_blocks_approach_steps_icon";
  DROP TYPE "cms"."enum_pages_blocks_values_items_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_area_cards_cards_area";
  DROP TYPE "cms"."enum__pages_v_blocks_area_cards_cards_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_area_cards_cards_link";
  DROP TYPE "cms"."enum__pages_v_blocks_clients_showcase_industries_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_success_factors_factors_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_mission_cards_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_approach_steps_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_values_items_icon";`)
}
