import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { notCarriedOverMessage, pagesNotCarriedOver } from '../former-page-globals'

// The page globals go: the specification's pages are documents of the collection `pages` since 08fe525.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // What editors wrote in a page global lives on in its page (made from it at a start since the pages came);
  // a database that never had such a start would lose it here, so the migration stops and says what to do.
  const missing = await pagesNotCarriedOver((query) => db.all(sql.raw(query)))
  if (missing.length > 0) throw new Error(notCarriedOverMessage(missing))
  await db.run(sql`DROP TABLE \`home_page_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_cards_features\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_cards_features_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_clients_industries\`;`)
  await db.run(sql`DROP TABLE \`home_page_clients_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_success_factors\`;`)
  await db.run(sql`DROP TABLE \`home_page_success_factors_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_services_cards_features\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_services_cards_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_services_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_services_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_services_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_services_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_clients_industries\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_clients_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_success_factors\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_success_factors_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`about_page_story_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_story_stats\`;`)
  await db.run(sql`DROP TABLE \`about_page_story_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_milestones_items\`;`)
  await db.run(sql`DROP TABLE \`about_page_milestones_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_mission_cards\`;`)
  await db.run(sql`DROP TABLE \`about_page_mission_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_approach_steps\`;`)
  await db.run(sql`DROP TABLE \`about_page_approach_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_items\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_achievements_stats\`;`)
  await db.run(sql`DROP TABLE \`about_page_achievements_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_story_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_story_stats\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_story_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_milestones_items\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_milestones_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_mission_cards\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_mission_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_approach_steps\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_approach_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values_items\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_achievements_stats\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_achievements_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`it_training_page_why_items\`;`)
  await db.run(sql`DROP TABLE \`it_training_page_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`it_training_page\`;`)
  await db.run(sql`DROP TABLE \`it_training_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_it_training_page_v_version_why_items\`;`)
  await db.run(sql`DROP TABLE \`_it_training_page_v_version_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_it_training_page_v\`;`)
  await db.run(sql`DROP TABLE \`_it_training_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_figures_stats\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_figures_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_why_items\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_why_figures\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_why_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`english_training_page\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_version_figures_stats\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_version_figures_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_version_why_items\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_version_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_version_why_figures\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_version_why_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`business_training_page_why_items\`;`)
  await db.run(sql`DROP TABLE \`business_training_page_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`business_training_page_why_figures\`;`)
  await db.run(sql`DROP TABLE \`business_training_page_why_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`business_training_page\`;`)
  await db.run(sql`DROP TABLE \`business_training_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v_version_why_items\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v_version_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v_version_why_figures\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v_version_why_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_formats_cards\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_formats_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_process_steps\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_process_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_process_benefits\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_process_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`corporate_page\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_version_formats_cards\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_version_formats_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_version_process_steps\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_version_process_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_version_process_benefits\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_version_process_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_job_requirements\`;`)
  await db.run(sql`DROP TABLE \`careers_job_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_openings_jobs\`;`)
  await db.run(sql`DROP TABLE \`careers_page_openings_jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_why_join_cards\`;`)
  await db.run(sql`DROP TABLE \`careers_page_why_join_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`careers_page_apply_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page\`;`)
  await db.run(sql`DROP TABLE \`careers_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_job_requirements_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_job_requirements_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_openings_jobs\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_openings_jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_why_join_cards\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_why_join_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_apply_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_locales\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_hero_stats_order_idx\` ON \`home_page_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_stats_parent_id_idx\` ON \`home_page_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_stats_locales_locale_parent_id_unique\` ON \`home_page_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_services_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_services_cards_features_order_idx\` ON \`home_page_services_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_services_cards_features_parent_id_idx\` ON \`home_page_services_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_cards_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_services_cards_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_services_cards_features_locales_locale_parent_id_u\` ON \`home_page_services_cards_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`icon\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_services_cards_order_idx\` ON \`home_page_services_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_services_cards_parent_id_idx\` ON \`home_page_services_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_cards_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_services_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_services_cards_locales_locale_parent_id_unique\` ON \`home_page_services_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_services_stats_order_idx\` ON \`home_page_services_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_services_stats_parent_id_idx\` ON \`home_page_services_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_services_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_services_stats_locales_locale_parent_id_unique\` ON \`home_page_services_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_clients_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_clients_industries_order_idx\` ON \`home_page_clients_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_clients_industries_parent_id_idx\` ON \`home_page_clients_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_clients_industries_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_clients_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_clients_industries_locales_locale_parent_id_unique\` ON \`home_page_clients_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_success_factors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_success_factors_order_idx\` ON \`home_page_success_factors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_success_factors_parent_id_idx\` ON \`home_page_success_factors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_success_factors_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_success_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_success_factors_locales_locale_parent_id_unique\` ON \`home_page_success_factors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_slogan_one\` text,
  	\`hero_slogan_two\` text,
  	\`hero_parent_line\` text,
  	\`hero_description\` text,
  	\`hero_primary_button\` text,
  	\`hero_secondary_button\` text,
  	\`hero_video_title\` text,
  	\`hero_stats_label\` text,
  	\`services_badge\` text,
  	\`services_title\` text,
  	\`services_description\` text,
  	\`services_stats_label\` text,
  	\`clients_badge\` text,
  	\`clients_title\` text,
  	\`clients_description\` text,
  	\`clients_industries_title\` text,
  	\`clients_partners_title\` text,
  	\`clients_partners_description\` text,
  	\`testimonials_badge\` text,
  	\`testimonials_title\` text,
  	\`testimonials_description\` text,
  	\`success_badge\` text,
  	\`success_title\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_stats_order_idx\` ON \`_home_page_v_version_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_stats_parent_id_idx\` ON \`_home_page_v_version_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_hero_stats_locales_locale_parent_id_uni\` ON \`_home_page_v_version_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_services_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_services_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_services_cards_features_order_idx\` ON \`_home_page_v_version_services_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_services_cards_features_parent_id_idx\` ON \`_home_page_v_version_services_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_services_cards_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_services_cards_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_services_cards_features_locales_locale_\` ON \`_home_page_v_version_services_cards_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_services_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`icon\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_services_cards_order_idx\` ON \`_home_page_v_version_services_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_services_cards_parent_id_idx\` ON \`_home_page_v_version_services_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_services_cards_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_services_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_services_cards_locales_locale_parent_id\` ON \`_home_page_v_version_services_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_services_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_services_stats_order_idx\` ON \`_home_page_v_version_services_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_services_stats_parent_id_idx\` ON \`_home_page_v_version_services_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_services_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_services_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_services_stats_locales_locale_parent_id\` ON \`_home_page_v_version_services_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_clients_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_clients_industries_order_idx\` ON \`_home_page_v_version_clients_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_clients_industries_parent_id_idx\` ON \`_home_page_v_version_clients_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_clients_industries_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_clients_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_clients_industries_locales_locale_paren\` ON \`_home_page_v_version_clients_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_success_factors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_success_factors_order_idx\` ON \`_home_page_v_version_success_factors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_success_factors_parent_id_idx\` ON \`_home_page_v_version_success_factors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_success_factors_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_success_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_success_factors_locales_locale_parent_i\` ON \`_home_page_v_version_success_factors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_slogan_one\` text,
  	\`version_hero_slogan_two\` text,
  	\`version_hero_parent_line\` text,
  	\`version_hero_description\` text,
  	\`version_hero_primary_button\` text,
  	\`version_hero_secondary_button\` text,
  	\`version_hero_video_title\` text,
  	\`version_hero_stats_label\` text,
  	\`version_services_badge\` text,
  	\`version_services_title\` text,
  	\`version_services_description\` text,
  	\`version_services_stats_label\` text,
  	\`version_clients_badge\` text,
  	\`version_clients_title\` text,
  	\`version_clients_description\` text,
  	\`version_clients_industries_title\` text,
  	\`version_clients_partners_title\` text,
  	\`version_clients_partners_description\` text,
  	\`version_testimonials_badge\` text,
  	\`version_testimonials_title\` text,
  	\`version_testimonials_description\` text,
  	\`version_success_badge\` text,
  	\`version_success_title\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_story_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_story_paragraphs_order_idx\` ON \`about_page_story_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_story_paragraphs_parent_id_idx\` ON \`about_page_story_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_story_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_story_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_story_paragraphs_locales_locale_parent_id_unique\` ON \`about_page_story_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_story_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_story_stats_order_idx\` ON \`about_page_story_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_story_stats_parent_id_idx\` ON \`about_page_story_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_story_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_story_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_story_stats_locales_locale_parent_id_unique\` ON \`about_page_story_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_milestones_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_milestones_items_order_idx\` ON \`about_page_milestones_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_milestones_items_parent_id_idx\` ON \`about_page_milestones_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_milestones_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_milestones_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_milestones_items_locales_locale_parent_id_unique\` ON \`about_page_milestones_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_mission_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_mission_cards_order_idx\` ON \`about_page_mission_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_mission_cards_parent_id_idx\` ON \`about_page_mission_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_mission_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_mission_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_mission_cards_locales_locale_parent_id_unique\` ON \`about_page_mission_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_approach_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_approach_steps_order_idx\` ON \`about_page_approach_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_approach_steps_parent_id_idx\` ON \`about_page_approach_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_approach_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_approach_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_approach_steps_locales_locale_parent_id_unique\` ON \`about_page_approach_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_values_items_order_idx\` ON \`about_page_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_values_items_parent_id_idx\` ON \`about_page_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_items_locales_locale_parent_id_unique\` ON \`about_page_values_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_achievements_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_achievements_stats_order_idx\` ON \`about_page_achievements_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_achievements_stats_parent_id_idx\` ON \`about_page_achievements_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_achievements_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_achievements_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_achievements_stats_locales_locale_parent_id_uniqu\` ON \`about_page_achievements_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`about_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`story_title\` text,
  	\`story_stats_label\` text,
  	\`milestones_title\` text,
  	\`mission_title\` text,
  	\`approach_title\` text,
  	\`approach_description\` text,
  	\`approach_award_title\` text,
  	\`approach_award_description\` text,
  	\`vision_title\` text,
  	\`vision_text\` text,
  	\`values_title\` text,
  	\`achievements_title\` text,
  	\`achievements_description\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_meta_meta_image_idx\` ON \`about_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_story_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_story_paragraphs_order_idx\` ON \`_about_page_v_version_story_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_story_paragraphs_parent_id_idx\` ON \`_about_page_v_version_story_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_story_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_story_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_story_paragraphs_locales_locale_parent\` ON \`_about_page_v_version_story_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_story_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_story_stats_order_idx\` ON \`_about_page_v_version_story_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_story_stats_parent_id_idx\` ON \`_about_page_v_version_story_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_story_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_story_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_story_stats_locales_locale_parent_id_u\` ON \`_about_page_v_version_story_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_milestones_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_milestones_items_order_idx\` ON \`_about_page_v_version_milestones_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_milestones_items_parent_id_idx\` ON \`_about_page_v_version_milestones_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_milestones_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_milestones_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_milestones_items_locales_locale_parent\` ON \`_about_page_v_version_milestones_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_mission_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_mission_cards_order_idx\` ON \`_about_page_v_version_mission_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_mission_cards_parent_id_idx\` ON \`_about_page_v_version_mission_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_mission_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_mission_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_mission_cards_locales_locale_parent_id\` ON \`_about_page_v_version_mission_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_approach_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_approach_steps_order_idx\` ON \`_about_page_v_version_approach_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_approach_steps_parent_id_idx\` ON \`_about_page_v_version_approach_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_approach_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_approach_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_approach_steps_locales_locale_parent_i\` ON \`_about_page_v_version_approach_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_items_order_idx\` ON \`_about_page_v_version_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_items_parent_id_idx\` ON \`_about_page_v_version_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_values_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_values_items_locales_locale_parent_id_\` ON \`_about_page_v_version_values_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_achievements_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_achievements_stats_order_idx\` ON \`_about_page_v_version_achievements_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_achievements_stats_parent_id_idx\` ON \`_about_page_v_version_achievements_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_achievements_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_achievements_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_achievements_stats_locales_locale_pare\` ON \`_about_page_v_version_achievements_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_snapshot_idx\` ON \`_about_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_published_locale_idx\` ON \`_about_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_story_title\` text,
  	\`version_story_stats_label\` text,
  	\`version_milestones_title\` text,
  	\`version_mission_title\` text,
  	\`version_approach_title\` text,
  	\`version_approach_description\` text,
  	\`version_approach_award_title\` text,
  	\`version_approach_award_description\` text,
  	\`version_vision_title\` text,
  	\`version_vision_text\` text,
  	\`version_values_title\` text,
  	\`version_achievements_title\` text,
  	\`version_achievements_description\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_meta_version_meta_image_idx\` ON \`_about_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`it_training_page_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`it_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`it_training_page_why_items_order_idx\` ON \`it_training_page_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`it_training_page_why_items_parent_id_idx\` ON \`it_training_page_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`it_training_page_why_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`it_training_page_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`it_training_page_why_items_locales_locale_parent_id_unique\` ON \`it_training_page_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`it_training_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`it_training_page__status_idx\` ON \`it_training_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`it_training_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_primary_button\` text,
  	\`hero_secondary_button\` text,
  	\`sections_programmes_title\` text,
  	\`sections_programmes_description\` text,
  	\`sections_end_user_title\` text,
  	\`sections_end_user_description\` text,
  	\`why_title\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_secondary_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`it_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`it_training_page_meta_meta_image_idx\` ON \`it_training_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`it_training_page_locales_locale_parent_id_unique\` ON \`it_training_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_it_training_page_v_version_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_it_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_version_why_items_order_idx\` ON \`_it_training_page_v_version_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_version_why_items_parent_id_idx\` ON \`_it_training_page_v_version_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_it_training_page_v_version_why_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_it_training_page_v_version_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_it_training_page_v_version_why_items_locales_locale_parent_\` ON \`_it_training_page_v_version_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_it_training_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_version_version__status_idx\` ON \`_it_training_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_created_at_idx\` ON \`_it_training_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_updated_at_idx\` ON \`_it_training_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_snapshot_idx\` ON \`_it_training_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_published_locale_idx\` ON \`_it_training_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_latest_idx\` ON \`_it_training_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_it_training_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_primary_button\` text,
  	\`version_hero_secondary_button\` text,
  	\`version_sections_programmes_title\` text,
  	\`version_sections_programmes_description\` text,
  	\`version_sections_end_user_title\` text,
  	\`version_sections_end_user_description\` text,
  	\`version_why_title\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_secondary_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_it_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_version_meta_version_meta_image_idx\` ON \`_it_training_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_it_training_page_v_locales_locale_parent_id_unique\` ON \`_it_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_figures_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`english_training_page_figures_stats_order_idx\` ON \`english_training_page_figures_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`english_training_page_figures_stats_parent_id_idx\` ON \`english_training_page_figures_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_figures_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page_figures_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`english_training_page_figures_stats_locales_locale_parent_id\` ON \`english_training_page_figures_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`english_training_page_why_items_order_idx\` ON \`english_training_page_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`english_training_page_why_items_parent_id_idx\` ON \`english_training_page_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_why_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`english_training_page_why_items_locales_locale_parent_id_uni\` ON \`english_training_page_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_why_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`english_training_page_why_figures_order_idx\` ON \`english_training_page_why_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`english_training_page_why_figures_parent_id_idx\` ON \`english_training_page_why_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_why_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page_why_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`english_training_page_why_figures_locales_locale_parent_id_u\` ON \`english_training_page_why_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`english_training_page__status_idx\` ON \`english_training_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`english_training_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_assessment_button\` text,
  	\`figures_label\` text,
  	\`sections_general_title\` text,
  	\`sections_general_description\` text,
  	\`sections_conversation_title\` text,
  	\`sections_conversation_description\` text,
  	\`sections_exams_title\` text,
  	\`sections_exams_description\` text,
  	\`sections_test_centre_title\` text,
  	\`sections_test_centre_text\` text,
  	\`sections_test_centre_booking_button\` text,
  	\`why_title\` text,
  	\`why_figures_label\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_secondary_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`english_training_page_meta_meta_image_idx\` ON \`english_training_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`english_training_page_locales_locale_parent_id_unique\` ON \`english_training_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_version_figures_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_figures_stats_order_idx\` ON \`_english_training_page_v_version_figures_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_figures_stats_parent_id_idx\` ON \`_english_training_page_v_version_figures_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_version_figures_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v_version_figures_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_english_training_page_v_version_figures_stats_locales_local\` ON \`_english_training_page_v_version_figures_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_version_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_why_items_order_idx\` ON \`_english_training_page_v_version_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_why_items_parent_id_idx\` ON \`_english_training_page_v_version_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_version_why_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v_version_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_english_training_page_v_version_why_items_locales_locale_pa\` ON \`_english_training_page_v_version_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_version_why_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_why_figures_order_idx\` ON \`_english_training_page_v_version_why_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_why_figures_parent_id_idx\` ON \`_english_training_page_v_version_why_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_version_why_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v_version_why_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_english_training_page_v_version_why_figures_locales_locale_\` ON \`_english_training_page_v_version_why_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_version__status_idx\` ON \`_english_training_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_created_at_idx\` ON \`_english_training_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_updated_at_idx\` ON \`_english_training_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_snapshot_idx\` ON \`_english_training_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_published_locale_idx\` ON \`_english_training_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_latest_idx\` ON \`_english_training_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_english_training_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_assessment_button\` text,
  	\`version_figures_label\` text,
  	\`version_sections_general_title\` text,
  	\`version_sections_general_description\` text,
  	\`version_sections_conversation_title\` text,
  	\`version_sections_conversation_description\` text,
  	\`version_sections_exams_title\` text,
  	\`version_sections_exams_description\` text,
  	\`version_sections_test_centre_title\` text,
  	\`version_sections_test_centre_text\` text,
  	\`version_sections_test_centre_booking_button\` text,
  	\`version_why_title\` text,
  	\`version_why_figures_label\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_secondary_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_meta_version_meta_image_idx\` ON \`_english_training_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_english_training_page_v_locales_locale_parent_id_unique\` ON \`_english_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_training_page_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_training_page_why_items_order_idx\` ON \`business_training_page_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`business_training_page_why_items_parent_id_idx\` ON \`business_training_page_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_training_page_why_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_training_page_why_items_locales_locale_parent_id_un\` ON \`business_training_page_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_training_page_why_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_training_page_why_figures_order_idx\` ON \`business_training_page_why_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`business_training_page_why_figures_parent_id_idx\` ON \`business_training_page_why_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_training_page_why_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page_why_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_training_page_why_figures_locales_locale_parent_id_\` ON \`business_training_page_why_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_training_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`business_training_page__status_idx\` ON \`business_training_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`business_training_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_parent_line\` text,
  	\`hero_button\` text,
  	\`sections_courses_title\` text,
  	\`sections_courses_description\` text,
  	\`why_title\` text,
  	\`why_figures_label\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_brochure_button\` text,
  	\`cta_brochure_hint\` text,
  	\`cta_brochure_message\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_training_page_meta_meta_image_idx\` ON \`business_training_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`business_training_page_locales_locale_parent_id_unique\` ON \`business_training_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_training_page_v_version_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_why_items_order_idx\` ON \`_business_training_page_v_version_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_why_items_parent_id_idx\` ON \`_business_training_page_v_version_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_training_page_v_version_why_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v_version_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_training_page_v_version_why_items_locales_locale_p\` ON \`_business_training_page_v_version_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_training_page_v_version_why_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_why_figures_order_idx\` ON \`_business_training_page_v_version_why_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_why_figures_parent_id_idx\` ON \`_business_training_page_v_version_why_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_training_page_v_version_why_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v_version_why_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_training_page_v_version_why_figures_locales_locale\` ON \`_business_training_page_v_version_why_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_business_training_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_version__status_idx\` ON \`_business_training_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_created_at_idx\` ON \`_business_training_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_updated_at_idx\` ON \`_business_training_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_snapshot_idx\` ON \`_business_training_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_published_locale_idx\` ON \`_business_training_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_latest_idx\` ON \`_business_training_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_business_training_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_parent_line\` text,
  	\`version_hero_button\` text,
  	\`version_sections_courses_title\` text,
  	\`version_sections_courses_description\` text,
  	\`version_why_title\` text,
  	\`version_why_figures_label\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_brochure_button\` text,
  	\`version_cta_brochure_hint\` text,
  	\`version_cta_brochure_message\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_meta_version_meta_imag_idx\` ON \`_business_training_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_training_page_v_locales_locale_parent_id_unique\` ON \`_business_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page__status_idx\` ON \`contact_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`cards_label\` text,
  	\`cards_phone_title\` text,
  	\`cards_email_title\` text,
  	\`cards_whatsapp_title\` text,
  	\`cards_whatsapp_text\` text,
  	\`cards_visit_title\` text,
  	\`cards_visit_text\` text,
  	\`form_title\` text,
  	\`form_description\` text,
  	\`hours_title\` text,
  	\`hours_open_days\` text,
  	\`hours_open_times\` text,
  	\`hours_closed_days\` text,
  	\`hours_closed\` text,
  	\`get_in_touch_title\` text,
  	\`get_in_touch_phone_label\` text,
  	\`get_in_touch_email_label\` text,
  	\`get_in_touch_website_label\` text,
  	\`get_in_touch_call_button\` text,
  	\`get_in_touch_whatsapp_button\` text,
  	\`location_title\` text,
  	\`location_text\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_secondary_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_meta_meta_image_idx\` ON \`contact_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_version__status_idx\` ON \`_contact_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_created_at_idx\` ON \`_contact_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_updated_at_idx\` ON \`_contact_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_snapshot_idx\` ON \`_contact_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_published_locale_idx\` ON \`_contact_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_latest_idx\` ON \`_contact_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_cards_label\` text,
  	\`version_cards_phone_title\` text,
  	\`version_cards_email_title\` text,
  	\`version_cards_whatsapp_title\` text,
  	\`version_cards_whatsapp_text\` text,
  	\`version_cards_visit_title\` text,
  	\`version_cards_visit_text\` text,
  	\`version_form_title\` text,
  	\`version_form_description\` text,
  	\`version_hours_title\` text,
  	\`version_hours_open_days\` text,
  	\`version_hours_open_times\` text,
  	\`version_hours_closed_days\` text,
  	\`version_hours_closed\` text,
  	\`version_get_in_touch_title\` text,
  	\`version_get_in_touch_phone_label\` text,
  	\`version_get_in_touch_email_label\` text,
  	\`version_get_in_touch_website_label\` text,
  	\`version_get_in_touch_call_button\` text,
  	\`version_get_in_touch_whatsapp_button\` text,
  	\`version_location_title\` text,
  	\`version_location_text\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_secondary_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_meta_version_meta_image_idx\` ON \`_contact_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_locales_locale_parent_id_unique\` ON \`_contact_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_formats_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_page_formats_cards_order_idx\` ON \`corporate_page_formats_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`corporate_page_formats_cards_parent_id_idx\` ON \`corporate_page_formats_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_formats_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page_formats_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`corporate_page_formats_cards_locales_locale_parent_id_unique\` ON \`corporate_page_formats_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_page_process_steps_order_idx\` ON \`corporate_page_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`corporate_page_process_steps_parent_id_idx\` ON \`corporate_page_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_process_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`corporate_page_process_steps_locales_locale_parent_id_unique\` ON \`corporate_page_process_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_process_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_page_process_benefits_order_idx\` ON \`corporate_page_process_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`corporate_page_process_benefits_parent_id_idx\` ON \`corporate_page_process_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_process_benefits_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page_process_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`corporate_page_process_benefits_locales_locale_parent_id_uni\` ON \`corporate_page_process_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_page__status_idx\` ON \`corporate_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`corporate_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_intro\` text,
  	\`hero_button\` text,
  	\`areas_title\` text,
  	\`formats_title\` text,
  	\`process_title\` text,
  	\`process_benefits_title\` text,
  	\`industries_title\` text,
  	\`industries_clients_title\` text,
  	\`industries_partners_title\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_button\` text,
  	\`cta_secondary\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_page_meta_meta_image_idx\` ON \`corporate_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`corporate_page_locales_locale_parent_id_unique\` ON \`corporate_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_version_formats_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_formats_cards_order_idx\` ON \`_corporate_page_v_version_formats_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_formats_cards_parent_id_idx\` ON \`_corporate_page_v_version_formats_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_version_formats_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v_version_formats_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporate_page_v_version_formats_cards_locales_locale_paren\` ON \`_corporate_page_v_version_formats_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_version_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_process_steps_order_idx\` ON \`_corporate_page_v_version_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_process_steps_parent_id_idx\` ON \`_corporate_page_v_version_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_version_process_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v_version_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporate_page_v_version_process_steps_locales_locale_paren\` ON \`_corporate_page_v_version_process_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_version_process_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_process_benefits_order_idx\` ON \`_corporate_page_v_version_process_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_process_benefits_parent_id_idx\` ON \`_corporate_page_v_version_process_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_version_process_benefits_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v_version_process_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporate_page_v_version_process_benefits_locales_locale_pa\` ON \`_corporate_page_v_version_process_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_version__status_idx\` ON \`_corporate_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_created_at_idx\` ON \`_corporate_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_updated_at_idx\` ON \`_corporate_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_snapshot_idx\` ON \`_corporate_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_published_locale_idx\` ON \`_corporate_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_latest_idx\` ON \`_corporate_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_intro\` text,
  	\`version_hero_button\` text,
  	\`version_areas_title\` text,
  	\`version_formats_title\` text,
  	\`version_process_title\` text,
  	\`version_process_benefits_title\` text,
  	\`version_industries_title\` text,
  	\`version_industries_clients_title\` text,
  	\`version_industries_partners_title\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_button\` text,
  	\`version_cta_secondary\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_meta_version_meta_image_idx\` ON \`_corporate_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporate_page_v_locales_locale_parent_id_unique\` ON \`_corporate_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_job_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_job_requirements_order_idx\` ON \`careers_job_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_job_requirements_parent_id_idx\` ON \`careers_job_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_job_requirements_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_job_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_job_requirements_locales_locale_parent_id_unique\` ON \`careers_job_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_openings_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`area\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_openings_jobs_order_idx\` ON \`careers_page_openings_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_openings_jobs_parent_id_idx\` ON \`careers_page_openings_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_openings_jobs_locales\` (
  	\`type\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_openings_jobs_locales_locale_parent_id_unique\` ON \`careers_page_openings_jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_why_join_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_why_join_cards_order_idx\` ON \`careers_page_why_join_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_why_join_cards_parent_id_idx\` ON \`careers_page_why_join_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_why_join_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_why_join_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_why_join_cards_locales_locale_parent_id_unique\` ON \`careers_page_why_join_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_apply_steps_order_idx\` ON \`careers_page_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_apply_steps_parent_id_idx\` ON \`careers_page_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_apply_steps_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_apply_steps_locales_locale_parent_id_unique\` ON \`careers_page_apply_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page__status_idx\` ON \`careers_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_intro\` text,
  	\`openings_title\` text,
  	\`why_join_title\` text,
  	\`apply_title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_meta_meta_image_idx\` ON \`careers_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_locales_locale_parent_id_unique\` ON \`careers_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_job_requirements_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v_version_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_job_requirements_v_order_idx\` ON \`_careers_job_requirements_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_job_requirements_v_parent_id_idx\` ON \`_careers_job_requirements_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_job_requirements_v_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_job_requirements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_job_requirements_v_locales_locale_parent_id_unique\` ON \`_careers_job_requirements_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_openings_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_openings_jobs_order_idx\` ON \`_careers_page_v_version_openings_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_openings_jobs_parent_id_idx\` ON \`_careers_page_v_version_openings_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_openings_jobs_locales\` (
  	\`type\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v_version_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_version_openings_jobs_locales_locale_parent_\` ON \`_careers_page_v_version_openings_jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_why_join_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_why_join_cards_order_idx\` ON \`_careers_page_v_version_why_join_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_why_join_cards_parent_id_idx\` ON \`_careers_page_v_version_why_join_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_why_join_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v_version_why_join_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_version_why_join_cards_locales_locale_parent\` ON \`_careers_page_v_version_why_join_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_apply_steps_order_idx\` ON \`_careers_page_v_version_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_apply_steps_parent_id_idx\` ON \`_careers_page_v_version_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_apply_steps_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v_version_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_version_apply_steps_locales_locale_parent_id\` ON \`_careers_page_v_version_apply_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_version__status_idx\` ON \`_careers_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_created_at_idx\` ON \`_careers_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_updated_at_idx\` ON \`_careers_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_snapshot_idx\` ON \`_careers_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_published_locale_idx\` ON \`_careers_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_latest_idx\` ON \`_careers_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_intro\` text,
  	\`version_openings_title\` text,
  	\`version_why_join_title\` text,
  	\`version_apply_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_meta_version_meta_image_idx\` ON \`_careers_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_locales_locale_parent_id_unique\` ON \`_careers_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
