import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_corporate_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_corporate_request_order_idx\` ON \`pages_blocks_corporate_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_corporate_request_parent_id_idx\` ON \`pages_blocks_corporate_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_corporate_request_path_idx\` ON \`pages_blocks_corporate_request\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_corporate_request_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_corporate_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_corporate_request_locales_locale_parent_id_uniq\` ON \`pages_blocks_corporate_request_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_corporate_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corporate_request_order_idx\` ON \`_pages_v_blocks_corporate_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corporate_request_parent_id_idx\` ON \`_pages_v_blocks_corporate_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corporate_request_path_idx\` ON \`_pages_v_blocks_corporate_request\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_corporate_request_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_corporate_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_corporate_request_locales_locale_parent_id_u\` ON \`_pages_v_blocks_corporate_request_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_areas\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_areas_order_idx\` ON \`leads_areas\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`leads_areas_parent_idx\` ON \`leads_areas\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`company\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`role\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`team_size\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`months\` text;`)
  await db.run(sql`CREATE INDEX \`leads_company_idx\` ON \`leads\` (\`company\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_corporate_request\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_corporate_request_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_corporate_request\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_corporate_request_locales\`;`)
  await db.run(sql`DROP TABLE \`leads_areas\`;`)
  await db.run(sql`DROP INDEX \`leads_company_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`company\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`team_size\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`months\`;`)
}
