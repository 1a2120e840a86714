import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`paths_stages_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paths_stages_points_order_idx\` ON \`paths_stages_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paths_stages_points_parent_id_idx\` ON \`paths_stages_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_stages_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths_stages_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_stages_points_locales_locale_parent_id_unique\` ON \`paths_stages_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hours\` numeric,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paths_stages_order_idx\` ON \`paths_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paths_stages_parent_id_idx\` ON \`paths_stages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_stages_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_stages_locales_locale_parent_id_unique\` ON \`paths_stages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_outcomes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paths_outcomes_order_idx\` ON \`paths_outcomes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paths_outcomes_parent_id_idx\` ON \`paths_outcomes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_outcomes_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths_outcomes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_outcomes_locales_locale_parent_id_unique\` ON \`paths_outcomes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_core_tools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paths_core_tools_order_idx\` ON \`paths_core_tools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paths_core_tools_parent_id_idx\` ON \`paths_core_tools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_journey\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paths_journey_order_idx\` ON \`paths_journey\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paths_journey_parent_id_idx\` ON \`paths_journey\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths_journey_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths_journey\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_journey_locales_locale_parent_id_unique\` ON \`paths_journey_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paths\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 100,
  	\`area\` text,
  	\`outline_file_id\` integer,
  	\`outline_url\` text,
  	\`search_terms\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`outline_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_slug_idx\` ON \`paths\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`paths_outline_outline_file_idx\` ON \`paths\` (\`outline_file_id\`);`)
  await db.run(sql`CREATE INDEX \`paths_updated_at_idx\` ON \`paths\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paths_created_at_idx\` ON \`paths\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`paths__status_idx\` ON \`paths\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`paths_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_locales_locale_parent_id_unique\` ON \`paths_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_stages_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v_version_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_paths_v_version_stages_points_order_idx\` ON \`_paths_v_version_stages_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_stages_points_parent_id_idx\` ON \`_paths_v_version_stages_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_stages_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v_version_stages_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_paths_v_version_stages_points_locales_locale_parent_id_uniq\` ON \`_paths_v_version_stages_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hours\` numeric,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_paths_v_version_stages_order_idx\` ON \`_paths_v_version_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_stages_parent_id_idx\` ON \`_paths_v_version_stages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_stages_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v_version_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_paths_v_version_stages_locales_locale_parent_id_unique\` ON \`_paths_v_version_stages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_outcomes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_paths_v_version_outcomes_order_idx\` ON \`_paths_v_version_outcomes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_outcomes_parent_id_idx\` ON \`_paths_v_version_outcomes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_outcomes_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v_version_outcomes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_paths_v_version_outcomes_locales_locale_parent_id_unique\` ON \`_paths_v_version_outcomes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_core_tools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_paths_v_version_core_tools_order_idx\` ON \`_paths_v_version_core_tools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_core_tools_parent_id_idx\` ON \`_paths_v_version_core_tools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_journey\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_paths_v_version_journey_order_idx\` ON \`_paths_v_version_journey\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_journey_parent_id_idx\` ON \`_paths_v_version_journey\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_version_journey_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v_version_journey\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_paths_v_version_journey_locales_locale_parent_id_unique\` ON \`_paths_v_version_journey_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_area\` text,
  	\`version_outline_file_id\` integer,
  	\`version_outline_url\` text,
  	\`version_search_terms\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_outline_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_paths_v_parent_idx\` ON \`_paths_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_version_slug_idx\` ON \`_paths_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_outline_version_outline_file_idx\` ON \`_paths_v\` (\`version_outline_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_version_updated_at_idx\` ON \`_paths_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_version_created_at_idx\` ON \`_paths_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_version__status_idx\` ON \`_paths_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_created_at_idx\` ON \`_paths_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_updated_at_idx\` ON \`_paths_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_snapshot_idx\` ON \`_paths_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_published_locale_idx\` ON \`_paths_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_paths_v_latest_idx\` ON \`_paths_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_paths_v_locales\` (
  	\`version_badge\` text,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_paths_v_locales_locale_parent_id_unique\` ON \`_paths_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_skills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_skills_order_idx\` ON \`courses_skills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_skills_parent_id_idx\` ON \`courses_skills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_skills_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_skills_locales_locale_parent_id_unique\` ON \`courses_skills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_topics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_topics_order_idx\` ON \`courses_topics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_topics_parent_id_idx\` ON \`courses_topics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_topics_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_topics_locales_locale_parent_id_unique\` ON \`courses_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_target_audience\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_target_audience_order_idx\` ON \`courses_target_audience\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_target_audience_parent_id_idx\` ON \`courses_target_audience\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_target_audience_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_target_audience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_target_audience_locales_locale_parent_id_unique\` ON \`courses_target_audience_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_learning_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_learning_objectives_order_idx\` ON \`courses_learning_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_learning_objectives_parent_id_idx\` ON \`courses_learning_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_learning_objectives_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_learning_objectives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_learning_objectives_locales_locale_parent_id_unique\` ON \`courses_learning_objectives_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_key_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_key_features_order_idx\` ON \`courses_key_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_key_features_parent_id_idx\` ON \`courses_key_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_key_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_key_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_key_features_locales_locale_parent_id_unique\` ON \`courses_key_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 100,
  	\`type\` text,
  	\`icon\` text,
  	\`hours\` numeric,
  	\`exam\` text,
  	\`outline_file_id\` integer,
  	\`outline_url\` text,
  	\`path_id\` integer,
  	\`search_terms\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`outline_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`path_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_slug_idx\` ON \`courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`courses_type_idx\` ON \`courses\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`courses_outline_outline_file_idx\` ON \`courses\` (\`outline_file_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_path_idx\` ON \`courses\` (\`path_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`courses__status_idx\` ON \`courses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`courses_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`level\` text,
  	\`goal\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_locales_locale_parent_id_unique\` ON \`courses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_skills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_skills_order_idx\` ON \`_courses_v_version_skills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_skills_parent_id_idx\` ON \`_courses_v_version_skills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_skills_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_skills_locales_locale_parent_id_unique\` ON \`_courses_v_version_skills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_topics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_topics_order_idx\` ON \`_courses_v_version_topics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_topics_parent_id_idx\` ON \`_courses_v_version_topics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_topics_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_topics_locales_locale_parent_id_unique\` ON \`_courses_v_version_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_target_audience\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_target_audience_order_idx\` ON \`_courses_v_version_target_audience\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_target_audience_parent_id_idx\` ON \`_courses_v_version_target_audience\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_target_audience_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_target_audience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_target_audience_locales_locale_parent_id_\` ON \`_courses_v_version_target_audience_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_learning_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_learning_objectives_order_idx\` ON \`_courses_v_version_learning_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_learning_objectives_parent_id_idx\` ON \`_courses_v_version_learning_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_learning_objectives_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_learning_objectives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_learning_objectives_locales_locale_parent\` ON \`_courses_v_version_learning_objectives_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_key_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_key_features_order_idx\` ON \`_courses_v_version_key_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_key_features_parent_id_idx\` ON \`_courses_v_version_key_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_key_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_key_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_key_features_locales_locale_parent_id_uni\` ON \`_courses_v_version_key_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_type\` text,
  	\`version_icon\` text,
  	\`version_hours\` numeric,
  	\`version_exam\` text,
  	\`version_outline_file_id\` integer,
  	\`version_outline_url\` text,
  	\`version_path_id\` integer,
  	\`version_search_terms\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_outline_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_parent_idx\` ON \`_courses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_slug_idx\` ON \`_courses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_type_idx\` ON \`_courses_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_outline_version_outline_file_idx\` ON \`_courses_v\` (\`version_outline_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_path_idx\` ON \`_courses_v\` (\`version_path_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_updated_at_idx\` ON \`_courses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_created_at_idx\` ON \`_courses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version__status_idx\` ON \`_courses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_created_at_idx\` ON \`_courses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_updated_at_idx\` ON \`_courses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_snapshot_idx\` ON \`_courses_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_published_locale_idx\` ON \`_courses_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_latest_idx\` ON \`_courses_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_level\` text,
  	\`version_goal\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_locales_locale_parent_id_unique\` ON \`_courses_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`row\` text DEFAULT '1',
  	\`order\` numeric DEFAULT 100,
  	\`example\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_logo_idx\` ON \`clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`clients__status_idx\` ON \`clients\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`clients_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_locales_locale_parent_id_unique\` ON \`clients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clients_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_row\` text DEFAULT '1',
  	\`version_order\` numeric DEFAULT 100,
  	\`version_example\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_clients_v_parent_idx\` ON \`_clients_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_version_version_logo_idx\` ON \`_clients_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_version_version_updated_at_idx\` ON \`_clients_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_version_version_created_at_idx\` ON \`_clients_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_version_version__status_idx\` ON \`_clients_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_created_at_idx\` ON \`_clients_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_updated_at_idx\` ON \`_clients_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_snapshot_idx\` ON \`_clients_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_published_locale_idx\` ON \`_clients_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_latest_idx\` ON \`_clients_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_clients_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clients_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_clients_v_locales_locale_parent_id_unique\` ON \`_clients_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`example\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`partners__status_idx\` ON \`partners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_logo_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_example\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_partners_v_parent_idx\` ON \`_partners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_logo_idx\` ON \`_partners_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_updated_at_idx\` ON \`_partners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_created_at_idx\` ON \`_partners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version__status_idx\` ON \`_partners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_created_at_idx\` ON \`_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_updated_at_idx\` ON \`_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_snapshot_idx\` ON \`_partners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_published_locale_idx\` ON \`_partners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_latest_idx\` ON \`_partners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`playlist\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_area\` text,
  	\`version_playlist\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_paragraphs_order_idx\` ON \`legal_pages_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_paragraphs_parent_id_idx\` ON \`legal_pages_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_sections_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_sections_paragraphs_locales_locale_parent_id_uni\` ON \`legal_pages_sections_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_bullets_order_idx\` ON \`legal_pages_sections_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_bullets_parent_id_idx\` ON \`legal_pages_sections_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections_bullets_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_sections_bullets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_sections_bullets_locales_locale_parent_id_unique\` ON \`legal_pages_sections_bullets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_order_idx\` ON \`legal_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_parent_id_idx\` ON \`legal_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_sections_locales_locale_parent_id_unique\` ON \`legal_pages_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_slug_idx\` ON \`legal_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_paragraphs_order_idx\` ON \`_legal_pages_v_version_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_paragraphs_parent_id_idx\` ON \`_legal_pages_v_version_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_sections_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_version_sections_paragraphs_locales_locale_pa\` ON \`_legal_pages_v_version_sections_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_bullets_order_idx\` ON \`_legal_pages_v_version_sections_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_bullets_parent_id_idx\` ON \`_legal_pages_v_version_sections_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections_bullets_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_sections_bullets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_version_sections_bullets_locales_locale_paren\` ON \`_legal_pages_v_version_sections_bullets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_order_idx\` ON \`_legal_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_parent_id_idx\` ON \`_legal_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_version_sections_locales_locale_parent_id_uni\` ON \`_legal_pages_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_slug_idx\` ON \`_legal_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_snapshot_idx\` ON \`_legal_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_published_locale_idx\` ON \`_legal_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_locales_locale_parent_id_unique\` ON \`_legal_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`paths_id\` integer,
  	\`courses_id\` integer,
  	\`clients_id\` integer,
  	\`partners_id\` integer,
  	\`testimonials_id\` integer,
  	\`legal_pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`paths_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_office_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_office_hours_days_order_idx\` ON \`site_settings_office_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_office_hours_days_parent_idx\` ON \`site_settings_office_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`founded_year\` numeric,
  	\`email\` text,
  	\`phone_display\` text,
  	\`phone_e164\` text,
  	\`whatsapp_display\` text,
  	\`whatsapp_number\` text,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`map_link\` text,
  	\`map_embed\` text,
  	\`office_hours_opens\` text,
  	\`office_hours_closes\` text,
  	\`social_facebook\` text,
  	\`social_linkedin\` text,
  	\`social_instagram\` text,
  	\`social_youtube\` text,
  	\`hero_playlist\` text,
  	\`placement_test_url\` text,
  	\`exam_booking_url\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`brand\` text,
  	\`parent_company\` text,
  	\`address_street\` text,
  	\`address_district\` text,
  	\`address_city\` text,
  	\`address_country\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_office_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_office_hours_days_order_idx\` ON \`_site_settings_v_version_office_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_office_hours_days_parent_idx\` ON \`_site_settings_v_version_office_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_founded_year\` numeric,
  	\`version_email\` text,
  	\`version_phone_display\` text,
  	\`version_phone_e164\` text,
  	\`version_whatsapp_display\` text,
  	\`version_whatsapp_number\` text,
  	\`version_address_latitude\` numeric,
  	\`version_address_longitude\` numeric,
  	\`version_map_link\` text,
  	\`version_map_embed\` text,
  	\`version_office_hours_opens\` text,
  	\`version_office_hours_closes\` text,
  	\`version_social_facebook\` text,
  	\`version_social_linkedin\` text,
  	\`version_social_instagram\` text,
  	\`version_social_youtube\` text,
  	\`version_hero_playlist\` text,
  	\`version_placement_test_url\` text,
  	\`version_exam_booking_url\` text,
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
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_brand\` text,
  	\`version_parent_company\` text,
  	\`version_address_street\` text,
  	\`version_address_district\` text,
  	\`version_address_city\` text,
  	\`version_address_country\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`it_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_it_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_training_page_v_locales_locale_parent_id_unique\` ON \`_business_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v\` (
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_locales_locale_parent_id_unique\` ON \`_careers_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seed_status\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` numeric DEFAULT 0,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`paths_stages_points\`;`)
  await db.run(sql`DROP TABLE \`paths_stages_points_locales\`;`)
  await db.run(sql`DROP TABLE \`paths_stages\`;`)
  await db.run(sql`DROP TABLE \`paths_stages_locales\`;`)
  await db.run(sql`DROP TABLE \`paths_outcomes\`;`)
  await db.run(sql`DROP TABLE \`paths_outcomes_locales\`;`)
  await db.run(sql`DROP TABLE \`paths_core_tools\`;`)
  await db.run(sql`DROP TABLE \`paths_journey\`;`)
  await db.run(sql`DROP TABLE \`paths_journey_locales\`;`)
  await db.run(sql`DROP TABLE \`paths\`;`)
  await db.run(sql`DROP TABLE \`paths_locales\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_stages_points\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_stages_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_stages\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_stages_locales\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_outcomes\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_outcomes_locales\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_core_tools\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_journey\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_version_journey_locales\`;`)
  await db.run(sql`DROP TABLE \`_paths_v\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_skills\`;`)
  await db.run(sql`DROP TABLE \`courses_skills_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_topics\`;`)
  await db.run(sql`DROP TABLE \`courses_topics_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_target_audience\`;`)
  await db.run(sql`DROP TABLE \`courses_target_audience_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_learning_objectives\`;`)
  await db.run(sql`DROP TABLE \`courses_learning_objectives_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_key_features\`;`)
  await db.run(sql`DROP TABLE \`courses_key_features_locales\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`courses_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_skills\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_skills_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_topics\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_topics_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_target_audience\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_target_audience_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_learning_objectives\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_learning_objectives_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_key_features\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_key_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_locales\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`DROP TABLE \`clients_locales\`;`)
  await db.run(sql`DROP TABLE \`_clients_v\`;`)
  await db.run(sql`DROP TABLE \`_clients_v_locales\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`DROP TABLE \`_partners_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections_bullets\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections_bullets_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections_bullets\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections_bullets_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_office_hours_days\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_office_hours_days\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
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
  await db.run(sql`DROP TABLE \`seed_status\`;`)
}
