import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
