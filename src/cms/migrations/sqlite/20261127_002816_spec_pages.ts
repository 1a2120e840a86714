import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_video_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_hero_stats_order_idx\` ON \`pages_blocks_video_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_hero_stats_parent_id_idx\` ON \`pages_blocks_video_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_hero_stats_locales_locale_parent_id_uniqu\` ON \`pages_blocks_video_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_hero_order_idx\` ON \`pages_blocks_video_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_hero_parent_id_idx\` ON \`pages_blocks_video_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_hero_path_idx\` ON \`pages_blocks_video_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`slogan_one\` text,
  	\`slogan_two\` text,
  	\`parent_line\` text,
  	\`description\` text,
  	\`primary_button\` text,
  	\`secondary_button\` text,
  	\`video_title\` text,
  	\`stats_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_video_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_cards_features_order_idx\` ON \`pages_blocks_area_cards_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_cards_features_parent_id_idx\` ON \`pages_blocks_area_cards_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_cards_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards_cards_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_area_cards_cards_features_locales_locale_parent\` ON \`pages_blocks_area_cards_cards_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`icon\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_cards_order_idx\` ON \`pages_blocks_area_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_cards_parent_id_idx\` ON \`pages_blocks_area_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_cards_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_area_cards_cards_locales_locale_parent_id_uniqu\` ON \`pages_blocks_area_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_stats_order_idx\` ON \`pages_blocks_area_cards_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_stats_parent_id_idx\` ON \`pages_blocks_area_cards_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_area_cards_stats_locales_locale_parent_id_uniqu\` ON \`pages_blocks_area_cards_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_order_idx\` ON \`pages_blocks_area_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_parent_id_idx\` ON \`pages_blocks_area_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_area_cards_path_idx\` ON \`pages_blocks_area_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_area_cards_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`stats_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_area_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_area_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_area_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clients_showcase_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_clients_showcase\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_showcase_industries_order_idx\` ON \`pages_blocks_clients_showcase_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_showcase_industries_parent_id_idx\` ON \`pages_blocks_clients_showcase_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clients_showcase_industries_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_clients_showcase_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_clients_showcase_industries_locales_locale_pare\` ON \`pages_blocks_clients_showcase_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clients_showcase\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_showcase_order_idx\` ON \`pages_blocks_clients_showcase\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_showcase_parent_id_idx\` ON \`pages_blocks_clients_showcase\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_showcase_path_idx\` ON \`pages_blocks_clients_showcase\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clients_showcase_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`industries_title\` text,
  	\`partners_title\` text,
  	\`partners_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_clients_showcase\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_clients_showcase_locales_locale_parent_id_uniqu\` ON \`pages_blocks_clients_showcase_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_factors_factors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_success_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_factors_factors_order_idx\` ON \`pages_blocks_success_factors_factors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_factors_factors_parent_id_idx\` ON \`pages_blocks_success_factors_factors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_factors_factors_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_success_factors_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_success_factors_factors_locales_locale_parent_i\` ON \`pages_blocks_success_factors_factors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_factors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_factors_order_idx\` ON \`pages_blocks_success_factors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_factors_parent_id_idx\` ON \`pages_blocks_success_factors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_factors_path_idx\` ON \`pages_blocks_success_factors\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_factors_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_success_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_success_factors_locales_locale_parent_id_unique\` ON \`pages_blocks_success_factors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_paragraphs_order_idx\` ON \`pages_blocks_story_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_paragraphs_parent_id_idx\` ON \`pages_blocks_story_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_story_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_story_paragraphs_locales_locale_parent_id_uniqu\` ON \`pages_blocks_story_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_stats_order_idx\` ON \`pages_blocks_story_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_stats_parent_id_idx\` ON \`pages_blocks_story_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_story_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_story_stats_locales_locale_parent_id_unique\` ON \`pages_blocks_story_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_order_idx\` ON \`pages_blocks_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_parent_id_idx\` ON \`pages_blocks_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_path_idx\` ON \`pages_blocks_story\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story_locales\` (
  	\`title\` text,
  	\`stats_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_story_locales_locale_parent_id_unique\` ON \`pages_blocks_story_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_order_idx\` ON \`pages_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_parent_id_idx\` ON \`pages_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_timeline_items_locales_locale_parent_id_unique\` ON \`pages_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_timeline_locales_locale_parent_id_unique\` ON \`pages_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_cards_order_idx\` ON \`pages_blocks_mission_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_cards_parent_id_idx\` ON \`pages_blocks_mission_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mission_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_mission_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_mission_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_order_idx\` ON \`pages_blocks_mission\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_parent_id_idx\` ON \`pages_blocks_mission\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_path_idx\` ON \`pages_blocks_mission\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_mission_locales_locale_parent_id_unique\` ON \`pages_blocks_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_approach_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_approach\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_approach_steps_order_idx\` ON \`pages_blocks_approach_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_approach_steps_parent_id_idx\` ON \`pages_blocks_approach_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_approach_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_approach_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_approach_steps_locales_locale_parent_id_unique\` ON \`pages_blocks_approach_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_approach\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_approach_order_idx\` ON \`pages_blocks_approach\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_approach_parent_id_idx\` ON \`pages_blocks_approach\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_approach_path_idx\` ON \`pages_blocks_approach\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_approach_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`award_title\` text,
  	\`award_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_approach\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_approach_locales_locale_parent_id_unique\` ON \`pages_blocks_approach_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_vision\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_vision_order_idx\` ON \`pages_blocks_vision\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vision_parent_id_idx\` ON \`pages_blocks_vision\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vision_path_idx\` ON \`pages_blocks_vision\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_vision_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_vision\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_vision_locales_locale_parent_id_unique\` ON \`pages_blocks_vision_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_order_idx\` ON \`pages_blocks_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_parent_id_idx\` ON \`pages_blocks_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_values_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_values_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_values_items_locales_locale_parent_id_unique\` ON \`pages_blocks_values_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_order_idx\` ON \`pages_blocks_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_parent_id_idx\` ON \`pages_blocks_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_path_idx\` ON \`pages_blocks_values\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_values_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_values_locales_locale_parent_id_unique\` ON \`pages_blocks_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_achievements_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_achievements_stats_order_idx\` ON \`pages_blocks_achievements_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_achievements_stats_parent_id_idx\` ON \`pages_blocks_achievements_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_achievements_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_achievements_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_achievements_stats_locales_locale_parent_id_uni\` ON \`pages_blocks_achievements_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_achievements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_achievements_order_idx\` ON \`pages_blocks_achievements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_achievements_parent_id_idx\` ON \`pages_blocks_achievements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_achievements_path_idx\` ON \`pages_blocks_achievements\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_achievements_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_achievements_locales_locale_parent_id_unique\` ON \`pages_blocks_achievements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_hero_stats_order_idx\` ON \`_pages_v_blocks_video_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_hero_stats_parent_id_idx\` ON \`_pages_v_blocks_video_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_hero_stats_locales_locale_parent_id_un\` ON \`_pages_v_blocks_video_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_hero_order_idx\` ON \`_pages_v_blocks_video_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_hero_parent_id_idx\` ON \`_pages_v_blocks_video_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_hero_path_idx\` ON \`_pages_v_blocks_video_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`slogan_one\` text,
  	\`slogan_two\` text,
  	\`parent_line\` text,
  	\`description\` text,
  	\`primary_button\` text,
  	\`secondary_button\` text,
  	\`video_title\` text,
  	\`stats_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_cards_features_order_idx\` ON \`_pages_v_blocks_area_cards_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_cards_features_parent_id_idx\` ON \`_pages_v_blocks_area_cards_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_cards_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards_cards_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_area_cards_cards_features_locales_locale_par\` ON \`_pages_v_blocks_area_cards_cards_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`icon\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_cards_order_idx\` ON \`_pages_v_blocks_area_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_area_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_cards_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_area_cards_cards_locales_locale_parent_id_un\` ON \`_pages_v_blocks_area_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_stats_order_idx\` ON \`_pages_v_blocks_area_cards_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_stats_parent_id_idx\` ON \`_pages_v_blocks_area_cards_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_area_cards_stats_locales_locale_parent_id_un\` ON \`_pages_v_blocks_area_cards_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_order_idx\` ON \`_pages_v_blocks_area_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_parent_id_idx\` ON \`_pages_v_blocks_area_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_area_cards_path_idx\` ON \`_pages_v_blocks_area_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_area_cards_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`stats_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_area_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_area_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_area_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clients_showcase_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_clients_showcase\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_showcase_industries_order_idx\` ON \`_pages_v_blocks_clients_showcase_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_showcase_industries_parent_id_idx\` ON \`_pages_v_blocks_clients_showcase_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clients_showcase_industries_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_clients_showcase_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_clients_showcase_industries_locales_locale_p\` ON \`_pages_v_blocks_clients_showcase_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clients_showcase\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_showcase_order_idx\` ON \`_pages_v_blocks_clients_showcase\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_showcase_parent_id_idx\` ON \`_pages_v_blocks_clients_showcase\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_showcase_path_idx\` ON \`_pages_v_blocks_clients_showcase\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clients_showcase_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`industries_title\` text,
  	\`partners_title\` text,
  	\`partners_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_clients_showcase\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_clients_showcase_locales_locale_parent_id_un\` ON \`_pages_v_blocks_clients_showcase_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_factors_factors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_success_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_factors_factors_order_idx\` ON \`_pages_v_blocks_success_factors_factors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_factors_factors_parent_id_idx\` ON \`_pages_v_blocks_success_factors_factors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_factors_factors_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_success_factors_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_success_factors_factors_locales_locale_paren\` ON \`_pages_v_blocks_success_factors_factors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_factors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_factors_order_idx\` ON \`_pages_v_blocks_success_factors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_factors_parent_id_idx\` ON \`_pages_v_blocks_success_factors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_factors_path_idx\` ON \`_pages_v_blocks_success_factors\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_factors_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_success_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_success_factors_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_success_factors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_paragraphs_order_idx\` ON \`_pages_v_blocks_story_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_paragraphs_parent_id_idx\` ON \`_pages_v_blocks_story_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_story_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_story_paragraphs_locales_locale_parent_id_un\` ON \`_pages_v_blocks_story_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_stats_order_idx\` ON \`_pages_v_blocks_story_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_stats_parent_id_idx\` ON \`_pages_v_blocks_story_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_story_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_story_stats_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_story_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_order_idx\` ON \`_pages_v_blocks_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_parent_id_idx\` ON \`_pages_v_blocks_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_path_idx\` ON \`_pages_v_blocks_story\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story_locales\` (
  	\`title\` text,
  	\`stats_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_story_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_story_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_order_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_parent_id_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_timeline_items_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_timeline_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_cards_order_idx\` ON \`_pages_v_blocks_mission_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_cards_parent_id_idx\` ON \`_pages_v_blocks_mission_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mission_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_mission_cards_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_mission_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_order_idx\` ON \`_pages_v_blocks_mission\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_parent_id_idx\` ON \`_pages_v_blocks_mission\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_path_idx\` ON \`_pages_v_blocks_mission\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_mission_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_approach_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_approach\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_approach_steps_order_idx\` ON \`_pages_v_blocks_approach_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_approach_steps_parent_id_idx\` ON \`_pages_v_blocks_approach_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_approach_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_approach_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_approach_steps_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_approach_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_approach\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_approach_order_idx\` ON \`_pages_v_blocks_approach\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_approach_parent_id_idx\` ON \`_pages_v_blocks_approach\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_approach_path_idx\` ON \`_pages_v_blocks_approach\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_approach_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`award_title\` text,
  	\`award_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_approach\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_approach_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_approach_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_vision\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vision_order_idx\` ON \`_pages_v_blocks_vision\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vision_parent_id_idx\` ON \`_pages_v_blocks_vision\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vision_path_idx\` ON \`_pages_v_blocks_vision\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_vision_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_vision\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_vision_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_vision_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_items_order_idx\` ON \`_pages_v_blocks_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_items_parent_id_idx\` ON \`_pages_v_blocks_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_values_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_values_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_values_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_values_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_order_idx\` ON \`_pages_v_blocks_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_parent_id_idx\` ON \`_pages_v_blocks_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_path_idx\` ON \`_pages_v_blocks_values\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_values_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_values_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_achievements_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_achievements_stats_order_idx\` ON \`_pages_v_blocks_achievements_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_achievements_stats_parent_id_idx\` ON \`_pages_v_blocks_achievements_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_achievements_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_achievements_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_achievements_stats_locales_locale_parent_id_\` ON \`_pages_v_blocks_achievements_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_achievements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_achievements_order_idx\` ON \`_pages_v_blocks_achievements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_achievements_parent_id_idx\` ON \`_pages_v_blocks_achievements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_achievements_path_idx\` ON \`_pages_v_blocks_achievements\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_achievements_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_achievements_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_achievements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_locales\` ADD \`badge\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_locales\` ADD \`badge\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_video_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_cards_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_cards_features_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_area_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clients_showcase_industries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clients_showcase_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clients_showcase\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clients_showcase_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_factors_factors\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_factors_factors_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_factors\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_factors_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_approach_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_approach_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_approach\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_approach_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_vision\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_vision_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_achievements_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_achievements_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_achievements\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_achievements_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_cards_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_cards_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_area_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clients_showcase_industries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clients_showcase_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clients_showcase\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clients_showcase_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_factors_factors\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_factors_factors_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_factors\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_factors_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_approach_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_approach_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_approach\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_approach_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_vision\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_vision_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_values_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_values_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_values\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_achievements_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_achievements_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_achievements\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_achievements_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_locales\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_locales\` DROP COLUMN \`badge\`;`)
}
