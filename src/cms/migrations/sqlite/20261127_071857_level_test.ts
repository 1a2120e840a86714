import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`test_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`correct\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`test_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`test_questions_options_order_idx\` ON \`test_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`test_questions_options_parent_id_idx\` ON \`test_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`test_questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`level\` text,
  	\`skill\` text,
  	\`order\` numeric DEFAULT 100,
  	\`passage\` text,
  	\`question\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`test_questions_level_idx\` ON \`test_questions\` (\`level\`);`)
  await db.run(sql`CREATE INDEX \`test_questions_updated_at_idx\` ON \`test_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`test_questions_created_at_idx\` ON \`test_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`test_questions__status_idx\` ON \`test_questions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`test_questions_locales\` (
  	\`explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`test_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`test_questions_locales_locale_parent_id_unique\` ON \`test_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_test_questions_v_version_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`correct\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_test_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_test_questions_v_version_options_order_idx\` ON \`_test_questions_v_version_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_version_options_parent_id_idx\` ON \`_test_questions_v_version_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_test_questions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_level\` text,
  	\`version_skill\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_passage\` text,
  	\`version_question\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`test_questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_test_questions_v_parent_idx\` ON \`_test_questions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_version_version_level_idx\` ON \`_test_questions_v\` (\`version_level\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_version_version_updated_at_idx\` ON \`_test_questions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_version_version_created_at_idx\` ON \`_test_questions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_version_version__status_idx\` ON \`_test_questions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_created_at_idx\` ON \`_test_questions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_updated_at_idx\` ON \`_test_questions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_snapshot_idx\` ON \`_test_questions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_published_locale_idx\` ON \`_test_questions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_test_questions_v_latest_idx\` ON \`_test_questions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_test_questions_v_locales\` (
  	\`version_explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_test_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_test_questions_v_locales_locale_parent_id_unique\` ON \`_test_questions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`test_level\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`test_summary\` text;`)
  await db.run(sql`CREATE INDEX \`leads_test_level_idx\` ON \`leads\` (\`test_level\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`test_questions_id\` integer REFERENCES test_questions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`test_questions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`test_questions_options\`;`)
  await db.run(sql`DROP TABLE \`test_questions\`;`)
  await db.run(sql`DROP TABLE \`test_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_test_questions_v_version_options\`;`)
  await db.run(sql`DROP TABLE \`_test_questions_v\`;`)
  await db.run(sql`DROP TABLE \`_test_questions_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`paths_id\` integer,
  	\`courses_id\` integer,
  	\`intakes_id\` integer,
  	\`posts_id\` integer,
  	\`clients_id\` integer,
  	\`partners_id\` integer,
  	\`testimonials_id\` integer,
  	\`legal_pages_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`paths_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`intakes_id\`) REFERENCES \`intakes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "paths_id", "courses_id", "intakes_id", "posts_id", "clients_id", "partners_id", "testimonials_id", "legal_pages_id", "media_id", "leads_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "paths_id", "courses_id", "intakes_id", "posts_id", "clients_id", "partners_id", "testimonials_id", "legal_pages_id", "media_id", "leads_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_intakes_id_idx\` ON \`payload_locked_documents_rels\` (\`intakes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`leads_test_level_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`test_level\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`test_summary\`;`)
}
