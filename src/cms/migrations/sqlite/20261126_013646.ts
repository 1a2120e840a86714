import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads_notes\` ADD \`author_account_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leads_notes_author_account_idx\` ON \`leads_notes\` (\`author_account_id\`);`)
  await db.run(sql`ALTER TABLE \`leads_history\` ADD \`by_account_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leads_history_by_account_idx\` ON \`leads_history\` (\`by_account_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`reset_password_requested_at\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads_notes\`("_order", "_parent_id", "id", "text", "author", "at") SELECT "_order", "_parent_id", "id", "text", "author", "at" FROM \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads_notes\` RENAME TO \`leads_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`from\` text,
  	\`to\` text,
  	\`by\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads_history\`("_order", "_parent_id", "id", "field", "from", "to", "by", "at") SELECT "_order", "_parent_id", "id", "field", "from", "to", "by", "at" FROM \`leads_history\`;`)
  await db.run(sql`DROP TABLE \`leads_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads_history\` RENAME TO \`leads_history\`;`)
  await db.run(sql`CREATE INDEX \`leads_history_order_idx\` ON \`leads_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_history_parent_id_idx\` ON \`leads_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`reset_password_requested_at\` text;`)
}
