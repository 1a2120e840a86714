import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { notCarriedOverMessage, pagesNotCarriedOver } from '../former-page-globals'

// The page globals go: the specification's pages are documents of the collection `pages` since 08fe525.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // What editors wrote in a page global lives on in its page (made from it at a start since the pages came);
  // a database that never had such a start would lose it here, so the migration stops and says what to do.
  const missing = await pagesNotCarriedOver(async (query) => (await db.execute(sql.raw(query))).rows, '"cms".')
  if (missing.length > 0) throw new Error(notCarriedOverMessage(missing))
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
  DROP TABLE "cms"."it_training_page_why_items" CASCADE;
  DROP TABLE "cms"."it_training_page_why_items_locales" CASCADE;
  DROP TABLE "cms"."it_training_page" CASCADE;
  DROP TABLE "cms"."it_training_page_locales" CASCADE;
  DROP TABLE "cms"."_it_training_page_v_version_why_items" CASCADE;
  DROP TABLE "cms"."_it_training_page_v_version_why_items_locales" CASCADE;
  DROP TABLE "cms"."_it_training_page_v" CASCADE;
  DROP TABLE "cms"."_it_training_page_v_locales" CASCADE;
  DROP TABLE "cms"."english_training_page_figures_stats" CASCADE;
  DROP TABLE "cms"."english_training_page_figures_stats_locales" CASCADE;
  DROP TABLE "cms"."english_training_page_why_items" CASCADE;
  DROP TABLE "cms"."english_training_page_why_items_locales" CASCADE;
  DROP TABLE "cms"."english_training_page_why_figures" CASCADE;
  DROP TABLE "cms"."english_training_page_why_figures_locales" CASCADE;
  DROP TABLE "cms"."english_training_page" CASCADE;
  DROP TABLE "cms"."english_training_page_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_figures_stats" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_figures_stats_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_items" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_items_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_figures" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_figures_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_locales" CASCADE;
  DROP TABLE "cms"."business_training_page_why_items" CASCADE;
  DROP TABLE "cms"."business_training_page_why_items_locales" CASCADE;
  DROP TABLE "cms"."business_training_page_why_figures" CASCADE;
  DROP TABLE "cms"."business_training_page_why_figures_locales" CASCADE;
  DROP TABLE "cms"."business_training_page" CASCADE;
  DROP TABLE "cms"."business_training_page_locales" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_items" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_items_locales" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_figures" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_figures_locales" CASCADE;
  DROP TABLE "cms"."_business_training_page_v" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_locales" CASCADE;
  DROP TABLE "cms"."contact_page" CASCADE;
  DROP TABLE "cms"."contact_page_locales" CASCADE;
  DROP TABLE "cms"."_contact_page_v" CASCADE;
  DROP TABLE "cms"."_contact_page_v_locales" CASCADE;
  DROP TABLE "cms"."corporate_page_formats_cards" CASCADE;
  DROP TABLE "cms"."corporate_page_formats_cards_locales" CASCADE;
  DROP TABLE "cms"."corporate_page_process_steps" CASCADE;
  DROP TABLE "cms"."corporate_page_process_steps_locales" CASCADE;
  DROP TABLE "cms"."corporate_page_process_benefits" CASCADE;
  DROP TABLE "cms"."corporate_page_process_benefits_locales" CASCADE;
  DROP TABLE "cms"."corporate_page" CASCADE;
  DROP TABLE "cms"."corporate_page_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_formats_cards" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_formats_cards_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_steps" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_steps_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_benefits" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_benefits_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_locales" CASCADE;
  DROP TABLE "cms"."careers_job_requirements" CASCADE;
  DROP TABLE "cms"."careers_job_requirements_locales" CASCADE;
  DROP TABLE "cms"."careers_page_openings_jobs" CASCADE;
  DROP TABLE "cms"."careers_page_openings_jobs_locales" CASCADE;
  DROP TABLE "cms"."careers_page_why_join_cards" CASCADE;
  DROP TABLE "cms"."careers_page_why_join_cards_locales" CASCADE;
  DROP TABLE "cms"."careers_page_apply_steps" CASCADE;
  DROP TABLE "cms"."careers_page_apply_steps_locales" CASCADE;
  DROP TABLE "cms"."careers_page" CASCADE;
  DROP TABLE "cms"."careers_page_locales" CASCADE;
  DROP TABLE "cms"."_careers_job_requirements_v" CASCADE;
  DROP TABLE "cms"."_careers_job_requirements_v_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_openings_jobs" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_openings_jobs_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_why_join_cards" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_why_join_cards_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_apply_steps" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_apply_steps_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v" CASCADE;
  DROP TABLE "cms"."_careers_page_v_locales" CASCADE;
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
  DROP TYPE "cms"."enum__about_page_v_published_locale";
  DROP TYPE "cms"."enum_it_training_page_why_items_icon";
  DROP TYPE "cms"."enum_it_training_page_status";
  DROP TYPE "cms"."enum__it_training_page_v_version_why_items_icon";
  DROP TYPE "cms"."enum__it_training_page_v_version_status";
  DROP TYPE "cms"."enum__it_training_page_v_published_locale";
  DROP TYPE "cms"."enum_english_training_page_why_items_icon";
  DROP TYPE "cms"."enum_english_training_page_status";
  DROP TYPE "cms"."enum__english_training_page_v_version_why_items_icon";
  DROP TYPE "cms"."enum__english_training_page_v_version_status";
  DROP TYPE "cms"."enum__english_training_page_v_published_locale";
  DROP TYPE "cms"."enum_business_training_page_why_items_icon";
  DROP TYPE "cms"."enum_business_training_page_status";
  DROP TYPE "cms"."enum__business_training_page_v_version_why_items_icon";
  DROP TYPE "cms"."enum__business_training_page_v_version_status";
  DROP TYPE "cms"."enum__business_training_page_v_published_locale";
  DROP TYPE "cms"."enum_contact_page_status";
  DROP TYPE "cms"."enum__contact_page_v_version_status";
  DROP TYPE "cms"."enum__contact_page_v_published_locale";
  DROP TYPE "cms"."enum_corporate_page_formats_cards_icon";
  DROP TYPE "cms"."enum_corporate_page_status";
  DROP TYPE "cms"."enum__corporate_page_v_version_formats_cards_icon";
  DROP TYPE "cms"."enum__corporate_page_v_version_status";
  DROP TYPE "cms"."enum__corporate_page_v_published_locale";
  DROP TYPE "cms"."enum_careers_page_openings_jobs_area";
  DROP TYPE "cms"."enum_careers_page_why_join_cards_icon";
  DROP TYPE "cms"."enum_careers_page_status";
  DROP TYPE "cms"."enum__careers_page_v_version_openings_jobs_area";
  DROP TYPE "cms"."enum__careers_page_v_version_why_join_cards_icon";
  DROP TYPE "cms"."enum__careers_page_v_version_status";
  DROP TYPE "cms"."enum__careers_page_v_published_locale";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
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
  CREATE TYPE "cms"."enum_it_training_page_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_it_training_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__it_training_page_v_version_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__it_training_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__it_training_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_english_training_page_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_english_training_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__english_training_page_v_version_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__english_training_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__english_training_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_business_training_page_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_business_training_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__business_training_page_v_version_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__business_training_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__business_training_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__contact_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_corporate_page_formats_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_corporate_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__corporate_page_v_version_formats_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__corporate_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__corporate_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_careers_page_openings_jobs_area" AS ENUM('it', 'english', 'business', 'staff');
  CREATE TYPE "cms"."enum_careers_page_why_join_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_careers_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__careers_page_v_version_openings_jobs_area" AS ENUM('it', 'english', 'business', 'staff');
  CREATE TYPE "cms"."enum__careers_page_v_version_why_join_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__careers_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__careers_page_v_published_locale" AS ENUM('en', 'ar');
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
  	"edited_by" varchar,
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
  	"meta_image_id" integer,
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
  	"version_edited_by" varchar,
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
  	"version_meta_image_id" integer,
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
  	"edited_by" varchar,
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
  	"meta_image_id" integer,
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
  	"version_edited_by" varchar,
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
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."it_training_page_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_it_training_page_why_items_icon"
  );
  
  CREATE TABLE "cms"."it_training_page_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."it_training_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_it_training_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."it_training_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_primary_button" varchar,
  	"hero_secondary_button" varchar,
  	"sections_programmes_title" varchar,
  	"sections_programmes_description" varchar,
  	"sections_end_user_title" varchar,
  	"sections_end_user_description" varchar,
  	"why_title" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_secondary_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_it_training_page_v_version_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__it_training_page_v_version_why_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_it_training_page_v_version_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_it_training_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__it_training_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__it_training_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_it_training_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_primary_button" varchar,
  	"version_hero_secondary_button" varchar,
  	"version_sections_programmes_title" varchar,
  	"version_sections_programmes_description" varchar,
  	"version_sections_end_user_title" varchar,
  	"version_sections_end_user_description" varchar,
  	"version_why_title" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_secondary_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_figures_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_figures_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_english_training_page_why_items_icon"
  );
  
  CREATE TABLE "cms"."english_training_page_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_english_training_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."english_training_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_assessment_button" varchar,
  	"figures_label" varchar,
  	"sections_general_title" varchar,
  	"sections_general_description" varchar,
  	"sections_conversation_title" varchar,
  	"sections_conversation_description" varchar,
  	"sections_exams_title" varchar,
  	"sections_exams_description" varchar,
  	"sections_test_centre_title" varchar,
  	"sections_test_centre_text" varchar,
  	"sections_test_centre_booking_button" varchar,
  	"why_title" varchar,
  	"why_figures_label" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_secondary_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_figures_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_figures_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__english_training_page_v_version_why_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__english_training_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__english_training_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_english_training_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_assessment_button" varchar,
  	"version_figures_label" varchar,
  	"version_sections_general_title" varchar,
  	"version_sections_general_description" varchar,
  	"version_sections_conversation_title" varchar,
  	"version_sections_conversation_description" varchar,
  	"version_sections_exams_title" varchar,
  	"version_sections_exams_description" varchar,
  	"version_sections_test_centre_title" varchar,
  	"version_sections_test_centre_text" varchar,
  	"version_sections_test_centre_booking_button" varchar,
  	"version_why_title" varchar,
  	"version_why_figures_label" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_secondary_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_business_training_page_why_items_icon"
  );
  
  CREATE TABLE "cms"."business_training_page_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_business_training_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."business_training_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_parent_line" varchar,
  	"hero_button" varchar,
  	"sections_courses_title" varchar,
  	"sections_courses_description" varchar,
  	"why_title" varchar,
  	"why_figures_label" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_brochure_button" varchar,
  	"cta_brochure_hint" varchar,
  	"cta_brochure_message" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__business_training_page_v_version_why_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_business_training_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__business_training_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__business_training_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_business_training_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_parent_line" varchar,
  	"version_hero_button" varchar,
  	"version_sections_courses_title" varchar,
  	"version_sections_courses_description" varchar,
  	"version_why_title" varchar,
  	"version_why_figures_label" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_brochure_button" varchar,
  	"version_cta_brochure_hint" varchar,
  	"version_cta_brochure_message" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_contact_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."contact_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"cards_label" varchar,
  	"cards_phone_title" varchar,
  	"cards_email_title" varchar,
  	"cards_whatsapp_title" varchar,
  	"cards_whatsapp_text" varchar,
  	"cards_visit_title" varchar,
  	"cards_visit_text" varchar,
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
  	"location_title" varchar,
  	"location_text" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_secondary_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__contact_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_contact_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_cards_label" varchar,
  	"version_cards_phone_title" varchar,
  	"version_cards_email_title" varchar,
  	"version_cards_whatsapp_title" varchar,
  	"version_cards_whatsapp_text" varchar,
  	"version_cards_visit_title" varchar,
  	"version_cards_visit_text" varchar,
  	"version_form_title" varchar,
  	"version_form_description" varchar,
  	"version_hours_title" varchar,
  	"version_hours_open_days" varchar,
  	"version_hours_open_times" varchar,
  	"version_hours_closed_days" varchar,
  	"version_hours_closed" varchar,
  	"version_get_in_touch_title" varchar,
  	"version_get_in_touch_phone_label" varchar,
  	"version_get_in_touch_email_label" varchar,
  	"version_get_in_touch_website_label" varchar,
  	"version_get_in_touch_call_button" varchar,
  	"version_get_in_touch_whatsapp_button" varchar,
  	"version_location_title" varchar,
  	"version_location_text" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_secondary_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_formats_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_corporate_page_formats_cards_icon"
  );
  
  CREATE TABLE "cms"."corporate_page_formats_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_corporate_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."corporate_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"hero_button" varchar,
  	"areas_title" varchar,
  	"formats_title" varchar,
  	"process_title" varchar,
  	"process_benefits_title" varchar,
  	"industries_title" varchar,
  	"industries_clients_title" varchar,
  	"industries_partners_title" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"cta_secondary" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_formats_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__corporate_page_v_version_formats_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_formats_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__corporate_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__corporate_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_corporate_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_hero_button" varchar,
  	"version_areas_title" varchar,
  	"version_formats_title" varchar,
  	"version_process_title" varchar,
  	"version_process_benefits_title" varchar,
  	"version_industries_title" varchar,
  	"version_industries_clients_title" varchar,
  	"version_industries_partners_title" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"version_cta_secondary" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."careers_job_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."careers_job_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_openings_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_careers_page_openings_jobs_area"
  );
  
  CREATE TABLE "cms"."careers_page_openings_jobs_locales" (
  	"type" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_why_join_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_careers_page_why_join_cards_icon"
  );
  
  CREATE TABLE "cms"."careers_page_why_join_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_apply_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_careers_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."careers_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"openings_title" varchar,
  	"why_join_title" varchar,
  	"apply_title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_job_requirements_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_job_requirements_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_openings_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__careers_page_v_version_openings_jobs_area",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_openings_jobs_locales" (
  	"type" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_why_join_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__careers_page_v_version_why_join_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_why_join_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_apply_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__careers_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__careers_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_careers_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_openings_title" varchar,
  	"version_why_join_title" varchar,
  	"version_apply_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
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
  ALTER TABLE "cms"."home_page_locales" ADD CONSTRAINT "home_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "cms"."_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "cms"."about_page_locales" ADD CONSTRAINT "about_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "cms"."_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_why_items" ADD CONSTRAINT "it_training_page_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."it_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_why_items_locales" ADD CONSTRAINT "it_training_page_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."it_training_page_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_locales" ADD CONSTRAINT "it_training_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_locales" ADD CONSTRAINT "it_training_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."it_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_version_why_items" ADD CONSTRAINT "_it_training_page_v_version_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_it_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_version_why_items_locales" ADD CONSTRAINT "_it_training_page_v_version_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_it_training_page_v_version_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_locales" ADD CONSTRAINT "_it_training_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_locales" ADD CONSTRAINT "_it_training_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_it_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_figures_stats" ADD CONSTRAINT "english_training_page_figures_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_figures_stats_locales" ADD CONSTRAINT "english_training_page_figures_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page_figures_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_items" ADD CONSTRAINT "english_training_page_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_items_locales" ADD CONSTRAINT "english_training_page_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_figures" ADD CONSTRAINT "english_training_page_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_figures_locales" ADD CONSTRAINT "english_training_page_why_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_locales" ADD CONSTRAINT "english_training_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_locales" ADD CONSTRAINT "english_training_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_figures_stats" ADD CONSTRAINT "_english_training_page_v_version_figures_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_figures_stats_locales" ADD CONSTRAINT "_english_training_page_v_version_figures_stats_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v_version_figures_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_items" ADD CONSTRAINT "_english_training_page_v_version_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_items_locales" ADD CONSTRAINT "_english_training_page_v_version_why_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v_version_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_figures" ADD CONSTRAINT "_english_training_page_v_version_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_figures_locales" ADD CONSTRAINT "_english_training_page_v_version_why_figures_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v_version_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_locales" ADD CONSTRAINT "_english_training_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_locales" ADD CONSTRAINT "_english_training_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_items" ADD CONSTRAINT "business_training_page_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_items_locales" ADD CONSTRAINT "business_training_page_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_figures" ADD CONSTRAINT "business_training_page_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_figures_locales" ADD CONSTRAINT "business_training_page_why_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_locales" ADD CONSTRAINT "business_training_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_locales" ADD CONSTRAINT "business_training_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_items" ADD CONSTRAINT "_business_training_page_v_version_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_items_locales" ADD CONSTRAINT "_business_training_page_v_version_why_items_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v_version_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_figures" ADD CONSTRAINT "_business_training_page_v_version_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_figures_locales" ADD CONSTRAINT "_business_training_page_v_version_why_figures_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v_version_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_locales" ADD CONSTRAINT "_business_training_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_locales" ADD CONSTRAINT "_business_training_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."contact_page_locales" ADD CONSTRAINT "contact_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_formats_cards" ADD CONSTRAINT "corporate_page_formats_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_formats_cards_locales" ADD CONSTRAINT "corporate_page_formats_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page_formats_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_steps" ADD CONSTRAINT "corporate_page_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_steps_locales" ADD CONSTRAINT "corporate_page_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_benefits" ADD CONSTRAINT "corporate_page_process_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_benefits_locales" ADD CONSTRAINT "corporate_page_process_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page_process_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_locales" ADD CONSTRAINT "corporate_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_locales" ADD CONSTRAINT "corporate_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_formats_cards" ADD CONSTRAINT "_corporate_page_v_version_formats_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_formats_cards_locales" ADD CONSTRAINT "_corporate_page_v_version_formats_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v_version_formats_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_steps" ADD CONSTRAINT "_corporate_page_v_version_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_steps_locales" ADD CONSTRAINT "_corporate_page_v_version_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v_version_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_benefits" ADD CONSTRAINT "_corporate_page_v_version_process_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_benefits_locales" ADD CONSTRAINT "_corporate_page_v_version_process_benefits_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v_version_process_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_locales" ADD CONSTRAINT "_corporate_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_locales" ADD CONSTRAINT "_corporate_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_job_requirements" ADD CONSTRAINT "careers_job_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_job_requirements_locales" ADD CONSTRAINT "careers_job_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_job_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_openings_jobs" ADD CONSTRAINT "careers_page_openings_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_openings_jobs_locales" ADD CONSTRAINT "careers_page_openings_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_why_join_cards" ADD CONSTRAINT "careers_page_why_join_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_why_join_cards_locales" ADD CONSTRAINT "careers_page_why_join_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_why_join_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_apply_steps" ADD CONSTRAINT "careers_page_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_apply_steps_locales" ADD CONSTRAINT "careers_page_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_locales" ADD CONSTRAINT "careers_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_locales" ADD CONSTRAINT "careers_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_job_requirements_v" ADD CONSTRAINT "_careers_job_requirements_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_job_requirements_v_locales" ADD CONSTRAINT "_careers_job_requirements_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_job_requirements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_openings_jobs" ADD CONSTRAINT "_careers_page_v_version_openings_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_openings_jobs_locales" ADD CONSTRAINT "_careers_page_v_version_openings_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_why_join_cards" ADD CONSTRAINT "_careers_page_v_version_why_join_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_why_join_cards_locales" ADD CONSTRAINT "_careers_page_v_version_why_join_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_why_join_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_apply_steps" ADD CONSTRAINT "_careers_page_v_version_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_apply_steps_locales" ADD CONSTRAINT "_careers_page_v_version_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "home_page_meta_meta_image_idx" ON "cms"."home_page_locales" USING btree ("meta_image_id","_locale");
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
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "cms"."_home_page_v_locales" USING btree ("version_meta_image_id","_locale");
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
  CREATE INDEX "about_page_meta_meta_image_idx" ON "cms"."about_page_locales" USING btree ("meta_image_id","_locale");
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
  CREATE INDEX "_about_page_v_version_meta_version_meta_image_idx" ON "cms"."_about_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "cms"."_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "it_training_page_why_items_order_idx" ON "cms"."it_training_page_why_items" USING btree ("_order");
  CREATE INDEX "it_training_page_why_items_parent_id_idx" ON "cms"."it_training_page_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "it_training_page_why_items_locales_locale_parent_id_unique" ON "cms"."it_training_page_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "it_training_page__status_idx" ON "cms"."it_training_page" USING btree ("_status");
  CREATE INDEX "it_training_page_meta_meta_image_idx" ON "cms"."it_training_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "it_training_page_locales_locale_parent_id_unique" ON "cms"."it_training_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_it_training_page_v_version_why_items_order_idx" ON "cms"."_it_training_page_v_version_why_items" USING btree ("_order");
  CREATE INDEX "_it_training_page_v_version_why_items_parent_id_idx" ON "cms"."_it_training_page_v_version_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_it_training_page_v_version_why_items_locales_locale_parent_" ON "cms"."_it_training_page_v_version_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_it_training_page_v_version_version__status_idx" ON "cms"."_it_training_page_v" USING btree ("version__status");
  CREATE INDEX "_it_training_page_v_created_at_idx" ON "cms"."_it_training_page_v" USING btree ("created_at");
  CREATE INDEX "_it_training_page_v_updated_at_idx" ON "cms"."_it_training_page_v" USING btree ("updated_at");
  CREATE INDEX "_it_training_page_v_snapshot_idx" ON "cms"."_it_training_page_v" USING btree ("snapshot");
  CREATE INDEX "_it_training_page_v_published_locale_idx" ON "cms"."_it_training_page_v" USING btree ("published_locale");
  CREATE INDEX "_it_training_page_v_latest_idx" ON "cms"."_it_training_page_v" USING btree ("latest");
  CREATE INDEX "_it_training_page_v_version_meta_version_meta_image_idx" ON "cms"."_it_training_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_it_training_page_v_locales_locale_parent_id_unique" ON "cms"."_it_training_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page_figures_stats_order_idx" ON "cms"."english_training_page_figures_stats" USING btree ("_order");
  CREATE INDEX "english_training_page_figures_stats_parent_id_idx" ON "cms"."english_training_page_figures_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "english_training_page_figures_stats_locales_locale_parent_id" ON "cms"."english_training_page_figures_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page_why_items_order_idx" ON "cms"."english_training_page_why_items" USING btree ("_order");
  CREATE INDEX "english_training_page_why_items_parent_id_idx" ON "cms"."english_training_page_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "english_training_page_why_items_locales_locale_parent_id_uni" ON "cms"."english_training_page_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page_why_figures_order_idx" ON "cms"."english_training_page_why_figures" USING btree ("_order");
  CREATE INDEX "english_training_page_why_figures_parent_id_idx" ON "cms"."english_training_page_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "english_training_page_why_figures_locales_locale_parent_id_u" ON "cms"."english_training_page_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page__status_idx" ON "cms"."english_training_page" USING btree ("_status");
  CREATE INDEX "english_training_page_meta_meta_image_idx" ON "cms"."english_training_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "english_training_page_locales_locale_parent_id_unique" ON "cms"."english_training_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_figures_stats_order_idx" ON "cms"."_english_training_page_v_version_figures_stats" USING btree ("_order");
  CREATE INDEX "_english_training_page_v_version_figures_stats_parent_id_idx" ON "cms"."_english_training_page_v_version_figures_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_english_training_page_v_version_figures_stats_locales_local" ON "cms"."_english_training_page_v_version_figures_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_why_items_order_idx" ON "cms"."_english_training_page_v_version_why_items" USING btree ("_order");
  CREATE INDEX "_english_training_page_v_version_why_items_parent_id_idx" ON "cms"."_english_training_page_v_version_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_english_training_page_v_version_why_items_locales_locale_pa" ON "cms"."_english_training_page_v_version_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_why_figures_order_idx" ON "cms"."_english_training_page_v_version_why_figures" USING btree ("_order");
  CREATE INDEX "_english_training_page_v_version_why_figures_parent_id_idx" ON "cms"."_english_training_page_v_version_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_english_training_page_v_version_why_figures_locales_locale_" ON "cms"."_english_training_page_v_version_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_version__status_idx" ON "cms"."_english_training_page_v" USING btree ("version__status");
  CREATE INDEX "_english_training_page_v_created_at_idx" ON "cms"."_english_training_page_v" USING btree ("created_at");
  CREATE INDEX "_english_training_page_v_updated_at_idx" ON "cms"."_english_training_page_v" USING btree ("updated_at");
  CREATE INDEX "_english_training_page_v_snapshot_idx" ON "cms"."_english_training_page_v" USING btree ("snapshot");
  CREATE INDEX "_english_training_page_v_published_locale_idx" ON "cms"."_english_training_page_v" USING btree ("published_locale");
  CREATE INDEX "_english_training_page_v_latest_idx" ON "cms"."_english_training_page_v" USING btree ("latest");
  CREATE INDEX "_english_training_page_v_version_meta_version_meta_image_idx" ON "cms"."_english_training_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_english_training_page_v_locales_locale_parent_id_unique" ON "cms"."_english_training_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_training_page_why_items_order_idx" ON "cms"."business_training_page_why_items" USING btree ("_order");
  CREATE INDEX "business_training_page_why_items_parent_id_idx" ON "cms"."business_training_page_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_training_page_why_items_locales_locale_parent_id_un" ON "cms"."business_training_page_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_training_page_why_figures_order_idx" ON "cms"."business_training_page_why_figures" USING btree ("_order");
  CREATE INDEX "business_training_page_why_figures_parent_id_idx" ON "cms"."business_training_page_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_training_page_why_figures_locales_locale_parent_id_" ON "cms"."business_training_page_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_training_page__status_idx" ON "cms"."business_training_page" USING btree ("_status");
  CREATE INDEX "business_training_page_meta_meta_image_idx" ON "cms"."business_training_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "business_training_page_locales_locale_parent_id_unique" ON "cms"."business_training_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_training_page_v_version_why_items_order_idx" ON "cms"."_business_training_page_v_version_why_items" USING btree ("_order");
  CREATE INDEX "_business_training_page_v_version_why_items_parent_id_idx" ON "cms"."_business_training_page_v_version_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_business_training_page_v_version_why_items_locales_locale_p" ON "cms"."_business_training_page_v_version_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_training_page_v_version_why_figures_order_idx" ON "cms"."_business_training_page_v_version_why_figures" USING btree ("_order");
  CREATE INDEX "_business_training_page_v_version_why_figures_parent_id_idx" ON "cms"."_business_training_page_v_version_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_business_training_page_v_version_why_figures_locales_locale" ON "cms"."_business_training_page_v_version_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_training_page_v_version_version__status_idx" ON "cms"."_business_training_page_v" USING btree ("version__status");
  CREATE INDEX "_business_training_page_v_created_at_idx" ON "cms"."_business_training_page_v" USING btree ("created_at");
  CREATE INDEX "_business_training_page_v_updated_at_idx" ON "cms"."_business_training_page_v" USING btree ("updated_at");
  CREATE INDEX "_business_training_page_v_snapshot_idx" ON "cms"."_business_training_page_v" USING btree ("snapshot");
  CREATE INDEX "_business_training_page_v_published_locale_idx" ON "cms"."_business_training_page_v" USING btree ("published_locale");
  CREATE INDEX "_business_training_page_v_latest_idx" ON "cms"."_business_training_page_v" USING btree ("latest");
  CREATE INDEX "_business_training_page_v_version_meta_version_meta_imag_idx" ON "cms"."_business_training_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_business_training_page_v_locales_locale_parent_id_unique" ON "cms"."_business_training_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page__status_idx" ON "cms"."contact_page" USING btree ("_status");
  CREATE INDEX "contact_page_meta_meta_image_idx" ON "cms"."contact_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "cms"."contact_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "cms"."_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "cms"."_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "cms"."_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_snapshot_idx" ON "cms"."_contact_page_v" USING btree ("snapshot");
  CREATE INDEX "_contact_page_v_published_locale_idx" ON "cms"."_contact_page_v" USING btree ("published_locale");
  CREATE INDEX "_contact_page_v_latest_idx" ON "cms"."_contact_page_v" USING btree ("latest");
  CREATE INDEX "_contact_page_v_version_meta_version_meta_image_idx" ON "cms"."_contact_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "cms"."_contact_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page_formats_cards_order_idx" ON "cms"."corporate_page_formats_cards" USING btree ("_order");
  CREATE INDEX "corporate_page_formats_cards_parent_id_idx" ON "cms"."corporate_page_formats_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporate_page_formats_cards_locales_locale_parent_id_unique" ON "cms"."corporate_page_formats_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page_process_steps_order_idx" ON "cms"."corporate_page_process_steps" USING btree ("_order");
  CREATE INDEX "corporate_page_process_steps_parent_id_idx" ON "cms"."corporate_page_process_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporate_page_process_steps_locales_locale_parent_id_unique" ON "cms"."corporate_page_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page_process_benefits_order_idx" ON "cms"."corporate_page_process_benefits" USING btree ("_order");
  CREATE INDEX "corporate_page_process_benefits_parent_id_idx" ON "cms"."corporate_page_process_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporate_page_process_benefits_locales_locale_parent_id_uni" ON "cms"."corporate_page_process_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page__status_idx" ON "cms"."corporate_page" USING btree ("_status");
  CREATE INDEX "corporate_page_meta_meta_image_idx" ON "cms"."corporate_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "corporate_page_locales_locale_parent_id_unique" ON "cms"."corporate_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_formats_cards_order_idx" ON "cms"."_corporate_page_v_version_formats_cards" USING btree ("_order");
  CREATE INDEX "_corporate_page_v_version_formats_cards_parent_id_idx" ON "cms"."_corporate_page_v_version_formats_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporate_page_v_version_formats_cards_locales_locale_paren" ON "cms"."_corporate_page_v_version_formats_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_process_steps_order_idx" ON "cms"."_corporate_page_v_version_process_steps" USING btree ("_order");
  CREATE INDEX "_corporate_page_v_version_process_steps_parent_id_idx" ON "cms"."_corporate_page_v_version_process_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporate_page_v_version_process_steps_locales_locale_paren" ON "cms"."_corporate_page_v_version_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_process_benefits_order_idx" ON "cms"."_corporate_page_v_version_process_benefits" USING btree ("_order");
  CREATE INDEX "_corporate_page_v_version_process_benefits_parent_id_idx" ON "cms"."_corporate_page_v_version_process_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporate_page_v_version_process_benefits_locales_locale_pa" ON "cms"."_corporate_page_v_version_process_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_version__status_idx" ON "cms"."_corporate_page_v" USING btree ("version__status");
  CREATE INDEX "_corporate_page_v_created_at_idx" ON "cms"."_corporate_page_v" USING btree ("created_at");
  CREATE INDEX "_corporate_page_v_updated_at_idx" ON "cms"."_corporate_page_v" USING btree ("updated_at");
  CREATE INDEX "_corporate_page_v_snapshot_idx" ON "cms"."_corporate_page_v" USING btree ("snapshot");
  CREATE INDEX "_corporate_page_v_published_locale_idx" ON "cms"."_corporate_page_v" USING btree ("published_locale");
  CREATE INDEX "_corporate_page_v_latest_idx" ON "cms"."_corporate_page_v" USING btree ("latest");
  CREATE INDEX "_corporate_page_v_version_meta_version_meta_image_idx" ON "cms"."_corporate_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_corporate_page_v_locales_locale_parent_id_unique" ON "cms"."_corporate_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_job_requirements_order_idx" ON "cms"."careers_job_requirements" USING btree ("_order");
  CREATE INDEX "careers_job_requirements_parent_id_idx" ON "cms"."careers_job_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_job_requirements_locales_locale_parent_id_unique" ON "cms"."careers_job_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_openings_jobs_order_idx" ON "cms"."careers_page_openings_jobs" USING btree ("_order");
  CREATE INDEX "careers_page_openings_jobs_parent_id_idx" ON "cms"."careers_page_openings_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_openings_jobs_locales_locale_parent_id_unique" ON "cms"."careers_page_openings_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_why_join_cards_order_idx" ON "cms"."careers_page_why_join_cards" USING btree ("_order");
  CREATE INDEX "careers_page_why_join_cards_parent_id_idx" ON "cms"."careers_page_why_join_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_why_join_cards_locales_locale_parent_id_unique" ON "cms"."careers_page_why_join_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_apply_steps_order_idx" ON "cms"."careers_page_apply_steps" USING btree ("_order");
  CREATE INDEX "careers_page_apply_steps_parent_id_idx" ON "cms"."careers_page_apply_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_apply_steps_locales_locale_parent_id_unique" ON "cms"."careers_page_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page__status_idx" ON "cms"."careers_page" USING btree ("_status");
  CREATE INDEX "careers_page_meta_meta_image_idx" ON "cms"."careers_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "careers_page_locales_locale_parent_id_unique" ON "cms"."careers_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_job_requirements_v_order_idx" ON "cms"."_careers_job_requirements_v" USING btree ("_order");
  CREATE INDEX "_careers_job_requirements_v_parent_id_idx" ON "cms"."_careers_job_requirements_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_job_requirements_v_locales_locale_parent_id_unique" ON "cms"."_careers_job_requirements_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_openings_jobs_order_idx" ON "cms"."_careers_page_v_version_openings_jobs" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_openings_jobs_parent_id_idx" ON "cms"."_careers_page_v_version_openings_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_openings_jobs_locales_locale_parent_" ON "cms"."_careers_page_v_version_openings_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_why_join_cards_order_idx" ON "cms"."_careers_page_v_version_why_join_cards" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_why_join_cards_parent_id_idx" ON "cms"."_careers_page_v_version_why_join_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_why_join_cards_locales_locale_parent" ON "cms"."_careers_page_v_version_why_join_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_apply_steps_order_idx" ON "cms"."_careers_page_v_version_apply_steps" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_apply_steps_parent_id_idx" ON "cms"."_careers_page_v_version_apply_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_apply_steps_locales_locale_parent_id" ON "cms"."_careers_page_v_version_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_version__status_idx" ON "cms"."_careers_page_v" USING btree ("version__status");
  CREATE INDEX "_careers_page_v_created_at_idx" ON "cms"."_careers_page_v" USING btree ("created_at");
  CREATE INDEX "_careers_page_v_updated_at_idx" ON "cms"."_careers_page_v" USING btree ("updated_at");
  CREATE INDEX "_careers_page_v_snapshot_idx" ON "cms"."_careers_page_v" USING btree ("snapshot");
  CREATE INDEX "_careers_page_v_published_locale_idx" ON "cms"."_careers_page_v" USING btree ("published_locale");
  CREATE INDEX "_careers_page_v_latest_idx" ON "cms"."_careers_page_v" USING btree ("latest");
  CREATE INDEX "_careers_page_v_version_meta_version_meta_image_idx" ON "cms"."_careers_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_careers_page_v_locales_locale_parent_id_unique" ON "cms"."_careers_page_v_locales" USING btree ("_locale","_parent_id");`)
}
