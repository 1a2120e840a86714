import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`schedule_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`schedule_page__status_idx\` ON \`schedule_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`schedule_page_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schedule_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`schedule_page_meta_meta_image_idx\` ON \`schedule_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`schedule_page_locales_locale_parent_id_unique\` ON \`schedule_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_schedule_page_v\` (
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
  await db.run(sql`CREATE INDEX \`_schedule_page_v_version_version__status_idx\` ON \`_schedule_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_schedule_page_v_created_at_idx\` ON \`_schedule_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_schedule_page_v_updated_at_idx\` ON \`_schedule_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_schedule_page_v_snapshot_idx\` ON \`_schedule_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_schedule_page_v_published_locale_idx\` ON \`_schedule_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_schedule_page_v_latest_idx\` ON \`_schedule_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_schedule_page_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_schedule_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_schedule_page_v_version_meta_version_meta_image_idx\` ON \`_schedule_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_schedule_page_v_locales_locale_parent_id_unique\` ON \`_schedule_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`schedule_page\`;`)
  await db.run(sql`DROP TABLE \`schedule_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_schedule_page_v\`;`)
  await db.run(sql`DROP TABLE \`_schedule_page_v_locales\`;`)
}
