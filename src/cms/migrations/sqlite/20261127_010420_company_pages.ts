import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_job_openings_jobs_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_job_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_jobs_requirements_order_idx\` ON \`pages_blocks_job_openings_jobs_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_jobs_requirements_parent_id_idx\` ON \`pages_blocks_job_openings_jobs_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_openings_jobs_requirements_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_job_openings_jobs_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_job_openings_jobs_requirements_locales_locale_p\` ON \`pages_blocks_job_openings_jobs_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_openings_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`area\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_jobs_order_idx\` ON \`pages_blocks_job_openings_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_jobs_parent_id_idx\` ON \`pages_blocks_job_openings_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_openings_jobs_locales\` (
  	\`type\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_job_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_job_openings_jobs_locales_locale_parent_id_uniq\` ON \`pages_blocks_job_openings_jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_openings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_order_idx\` ON \`pages_blocks_job_openings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_parent_id_idx\` ON \`pages_blocks_job_openings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_openings_path_idx\` ON \`pages_blocks_job_openings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_openings_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_job_openings_locales_locale_parent_id_unique\` ON \`pages_blocks_job_openings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_reasons_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_reasons_cards_order_idx\` ON \`pages_blocks_reasons_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reasons_cards_parent_id_idx\` ON \`pages_blocks_reasons_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_reasons_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_reasons_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_reasons_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_reasons_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_reasons_order_idx\` ON \`pages_blocks_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reasons_parent_id_idx\` ON \`pages_blocks_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reasons_path_idx\` ON \`pages_blocks_reasons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_reasons_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_reasons_locales_locale_parent_id_unique\` ON \`pages_blocks_reasons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_apply_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_apply_steps_steps_order_idx\` ON \`pages_blocks_apply_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_apply_steps_steps_parent_id_idx\` ON \`pages_blocks_apply_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_apply_steps_steps_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_apply_steps_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_apply_steps_steps_locales_locale_parent_id_uniq\` ON \`pages_blocks_apply_steps_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_apply_steps_order_idx\` ON \`pages_blocks_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_apply_steps_parent_id_idx\` ON \`pages_blocks_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_apply_steps_path_idx\` ON \`pages_blocks_apply_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_apply_steps_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_apply_steps_locales_locale_parent_id_unique\` ON \`pages_blocks_apply_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_training_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_training_areas_order_idx\` ON \`pages_blocks_training_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_training_areas_parent_id_idx\` ON \`pages_blocks_training_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_training_areas_path_idx\` ON \`pages_blocks_training_areas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_training_areas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_training_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_training_areas_locales_locale_parent_id_unique\` ON \`pages_blocks_training_areas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_steps_order_idx\` ON \`pages_blocks_process_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_steps_parent_id_idx\` ON \`pages_blocks_process_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_process_steps_steps_locales_locale_parent_id_un\` ON \`pages_blocks_process_steps_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_benefits_order_idx\` ON \`pages_blocks_process_steps_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_benefits_parent_id_idx\` ON \`pages_blocks_process_steps_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_benefits_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_process_steps_benefits_locales_locale_parent_id\` ON \`pages_blocks_process_steps_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_order_idx\` ON \`pages_blocks_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_parent_id_idx\` ON \`pages_blocks_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_path_idx\` ON \`pages_blocks_process_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_locales\` (
  	\`title\` text,
  	\`benefits_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_process_steps_locales_locale_parent_id_unique\` ON \`pages_blocks_process_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_industries_order_idx\` ON \`pages_blocks_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_industries_parent_id_idx\` ON \`pages_blocks_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_industries_path_idx\` ON \`pages_blocks_industries\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_industries_locales\` (
  	\`title\` text,
  	\`clients_title\` text,
  	\`partners_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_industries_locales_locale_parent_id_unique\` ON \`pages_blocks_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_order_idx\` ON \`pages_blocks_contact_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_parent_id_idx\` ON \`pages_blocks_contact_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_path_idx\` ON \`pages_blocks_contact_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_cards_locales\` (
  	\`label\` text,
  	\`phone_title\` text,
  	\`email_title\` text,
  	\`whatsapp_title\` text,
  	\`whatsapp_text\` text,
  	\`visit_title\` text,
  	\`visit_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_desk\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_desk_order_idx\` ON \`pages_blocks_contact_desk\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_desk_parent_id_idx\` ON \`pages_blocks_contact_desk\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_desk_path_idx\` ON \`pages_blocks_contact_desk\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_desk_locales\` (
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_desk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_desk_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_desk_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_openings_jobs_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_job_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_jobs_requirements_order_idx\` ON \`_pages_v_blocks_job_openings_jobs_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_jobs_requirements_parent_id_idx\` ON \`_pages_v_blocks_job_openings_jobs_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_openings_jobs_requirements_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_job_openings_jobs_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_job_openings_jobs_requirements_locales_local\` ON \`_pages_v_blocks_job_openings_jobs_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_openings_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_jobs_order_idx\` ON \`_pages_v_blocks_job_openings_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_jobs_parent_id_idx\` ON \`_pages_v_blocks_job_openings_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_openings_jobs_locales\` (
  	\`type\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_job_openings_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_job_openings_jobs_locales_locale_parent_id_u\` ON \`_pages_v_blocks_job_openings_jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_openings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_order_idx\` ON \`_pages_v_blocks_job_openings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_parent_id_idx\` ON \`_pages_v_blocks_job_openings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_openings_path_idx\` ON \`_pages_v_blocks_job_openings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_openings_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_job_openings_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_job_openings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reasons_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reasons_cards_order_idx\` ON \`_pages_v_blocks_reasons_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reasons_cards_parent_id_idx\` ON \`_pages_v_blocks_reasons_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reasons_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_reasons_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_reasons_cards_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_reasons_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reasons_order_idx\` ON \`_pages_v_blocks_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reasons_parent_id_idx\` ON \`_pages_v_blocks_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reasons_path_idx\` ON \`_pages_v_blocks_reasons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reasons_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_reasons_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_reasons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_apply_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_apply_steps_steps_order_idx\` ON \`_pages_v_blocks_apply_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_apply_steps_steps_parent_id_idx\` ON \`_pages_v_blocks_apply_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_apply_steps_steps_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_apply_steps_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_apply_steps_steps_locales_locale_parent_id_u\` ON \`_pages_v_blocks_apply_steps_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_apply_steps_order_idx\` ON \`_pages_v_blocks_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_apply_steps_parent_id_idx\` ON \`_pages_v_blocks_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_apply_steps_path_idx\` ON \`_pages_v_blocks_apply_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_apply_steps_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_apply_steps_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_apply_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_training_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_training_areas_order_idx\` ON \`_pages_v_blocks_training_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_training_areas_parent_id_idx\` ON \`_pages_v_blocks_training_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_training_areas_path_idx\` ON \`_pages_v_blocks_training_areas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_training_areas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_training_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_training_areas_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_training_areas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_steps_order_idx\` ON \`_pages_v_blocks_process_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_steps_parent_id_idx\` ON \`_pages_v_blocks_process_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_steps_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_process_steps_steps_locales_locale_parent_id\` ON \`_pages_v_blocks_process_steps_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_benefits_order_idx\` ON \`_pages_v_blocks_process_steps_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_benefits_parent_id_idx\` ON \`_pages_v_blocks_process_steps_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_benefits_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_process_steps_benefits_locales_locale_parent\` ON \`_pages_v_blocks_process_steps_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_order_idx\` ON \`_pages_v_blocks_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_parent_id_idx\` ON \`_pages_v_blocks_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_path_idx\` ON \`_pages_v_blocks_process_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_locales\` (
  	\`title\` text,
  	\`benefits_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_process_steps_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_process_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industries_order_idx\` ON \`_pages_v_blocks_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industries_parent_id_idx\` ON \`_pages_v_blocks_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industries_path_idx\` ON \`_pages_v_blocks_industries\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_industries_locales\` (
  	\`title\` text,
  	\`clients_title\` text,
  	\`partners_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_industries_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_order_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_parent_id_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_path_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_cards_locales\` (
  	\`label\` text,
  	\`phone_title\` text,
  	\`email_title\` text,
  	\`whatsapp_title\` text,
  	\`whatsapp_text\` text,
  	\`visit_title\` text,
  	\`visit_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_cards_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_contact_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_desk\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_desk_order_idx\` ON \`_pages_v_blocks_contact_desk\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_desk_parent_id_idx\` ON \`_pages_v_blocks_contact_desk\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_desk_path_idx\` ON \`_pages_v_blocks_contact_desk\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_desk_locales\` (
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
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_desk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_desk_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_contact_desk_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map_locales\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map_locales\` ADD \`text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_job_openings_jobs_requirements\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_openings_jobs_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_openings_jobs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_openings_jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_openings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_openings_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reasons_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reasons_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reasons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reasons_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_apply_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_apply_steps_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_apply_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_training_areas\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_training_areas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_industries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_desk\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_desk_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_openings_jobs_requirements\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_openings_jobs_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_openings_jobs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_openings_jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_openings\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_openings_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reasons_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reasons_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reasons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reasons_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_apply_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_apply_steps_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_apply_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_training_areas\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_training_areas_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_industries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_desk\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_desk_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map_locales\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map_locales\` DROP COLUMN \`text\`;`)
}
