import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_course_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_list_order_idx\` ON \`pages_blocks_course_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_list_parent_id_idx\` ON \`pages_blocks_course_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_list_path_idx\` ON \`pages_blocks_course_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_course_list_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`test_centre_title\` text,
  	\`test_centre_text\` text,
  	\`test_centre_booking_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_course_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_course_list_locales_locale_parent_id_unique\` ON \`pages_blocks_course_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_choose_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_why_choose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_items_order_idx\` ON \`pages_blocks_why_choose_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_items_parent_id_idx\` ON \`pages_blocks_why_choose_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_choose_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_why_choose_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_why_choose_items_locales_locale_parent_id_uniqu\` ON \`pages_blocks_why_choose_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_choose_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_why_choose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_figures_order_idx\` ON \`pages_blocks_why_choose_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_figures_parent_id_idx\` ON \`pages_blocks_why_choose_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_choose_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_why_choose_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_why_choose_figures_locales_locale_parent_id_uni\` ON \`pages_blocks_why_choose_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_choose\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figures_placement\` text DEFAULT 'below',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_order_idx\` ON \`pages_blocks_why_choose\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_parent_id_idx\` ON \`pages_blocks_why_choose\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_choose_path_idx\` ON \`pages_blocks_why_choose\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_choose_locales\` (
  	\`title\` text,
  	\`figures_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_why_choose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_why_choose_locales_locale_parent_id_unique\` ON \`pages_blocks_why_choose_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_test_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_test_hero_order_idx\` ON \`pages_blocks_test_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_test_hero_parent_id_idx\` ON \`pages_blocks_test_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_test_hero_path_idx\` ON \`pages_blocks_test_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_test_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`assessment_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_test_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_test_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_test_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_group_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_group_hero_order_idx\` ON \`pages_blocks_group_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_group_hero_parent_id_idx\` ON \`pages_blocks_group_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_group_hero_path_idx\` ON \`pages_blocks_group_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_group_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`parent_line\` text,
  	\`button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_group_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_group_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_group_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_band_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_stats_order_idx\` ON \`pages_blocks_figures_band_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_stats_parent_id_idx\` ON \`pages_blocks_figures_band_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_band_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_band_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_band_stats_locales_locale_parent_id_uni\` ON \`pages_blocks_figures_band_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_order_idx\` ON \`pages_blocks_figures_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_parent_id_idx\` ON \`pages_blocks_figures_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_path_idx\` ON \`pages_blocks_figures_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_band_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_band_locales_locale_parent_id_unique\` ON \`pages_blocks_figures_band_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brochure_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brochure_cta_order_idx\` ON \`pages_blocks_brochure_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brochure_cta_parent_id_idx\` ON \`pages_blocks_brochure_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brochure_cta_path_idx\` ON \`pages_blocks_brochure_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brochure_cta_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`primary_button\` text,
  	\`brochure_button\` text,
  	\`brochure_hint\` text,
  	\`brochure_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brochure_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_brochure_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_brochure_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_course_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_list_order_idx\` ON \`_pages_v_blocks_course_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_list_parent_id_idx\` ON \`_pages_v_blocks_course_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_list_path_idx\` ON \`_pages_v_blocks_course_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_course_list_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`test_centre_title\` text,
  	\`test_centre_text\` text,
  	\`test_centre_booking_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_course_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_course_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_course_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_choose_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_why_choose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_items_order_idx\` ON \`_pages_v_blocks_why_choose_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_items_parent_id_idx\` ON \`_pages_v_blocks_why_choose_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_choose_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_why_choose_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_why_choose_items_locales_locale_parent_id_un\` ON \`_pages_v_blocks_why_choose_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_choose_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_why_choose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_figures_order_idx\` ON \`_pages_v_blocks_why_choose_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_figures_parent_id_idx\` ON \`_pages_v_blocks_why_choose_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_choose_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_why_choose_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_why_choose_figures_locales_locale_parent_id_\` ON \`_pages_v_blocks_why_choose_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_choose\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`figures_placement\` text DEFAULT 'below',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_order_idx\` ON \`_pages_v_blocks_why_choose\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_parent_id_idx\` ON \`_pages_v_blocks_why_choose\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_choose_path_idx\` ON \`_pages_v_blocks_why_choose\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_choose_locales\` (
  	\`title\` text,
  	\`figures_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_why_choose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_why_choose_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_why_choose_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_test_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_test_hero_order_idx\` ON \`_pages_v_blocks_test_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_test_hero_parent_id_idx\` ON \`_pages_v_blocks_test_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_test_hero_path_idx\` ON \`_pages_v_blocks_test_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_test_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`assessment_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_test_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_test_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_test_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_group_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_group_hero_order_idx\` ON \`_pages_v_blocks_group_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_group_hero_parent_id_idx\` ON \`_pages_v_blocks_group_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_group_hero_path_idx\` ON \`_pages_v_blocks_group_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_group_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`parent_line\` text,
  	\`button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_group_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_group_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_group_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_band_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_stats_order_idx\` ON \`_pages_v_blocks_figures_band_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_stats_parent_id_idx\` ON \`_pages_v_blocks_figures_band_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_band_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_band_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_band_stats_locales_locale_parent_id_\` ON \`_pages_v_blocks_figures_band_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_order_idx\` ON \`_pages_v_blocks_figures_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_parent_id_idx\` ON \`_pages_v_blocks_figures_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_path_idx\` ON \`_pages_v_blocks_figures_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_band_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_band_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_figures_band_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brochure_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brochure_cta_order_idx\` ON \`_pages_v_blocks_brochure_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brochure_cta_parent_id_idx\` ON \`_pages_v_blocks_brochure_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brochure_cta_path_idx\` ON \`_pages_v_blocks_brochure_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brochure_cta_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`primary_button\` text,
  	\`brochure_button\` text,
  	\`brochure_hint\` text,
  	\`brochure_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brochure_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_brochure_cta_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_brochure_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_course_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_course_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_choose_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_choose_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_choose_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_choose_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_choose\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_choose_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_test_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_test_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_group_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_group_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_band_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_band_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_band\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_band_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brochure_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brochure_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_course_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_course_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_choose_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_choose_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_choose_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_choose_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_choose\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_choose_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_test_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_test_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_group_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_group_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_band_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_band_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_band\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_band_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brochure_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brochure_cta_locales\`;`)
}
