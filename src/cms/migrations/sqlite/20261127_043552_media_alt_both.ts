import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The alternative text of an image goes from one localised field (one language per form) to two fields side by
 * side (`alt.en`, `alt.ar`): each record keeps the texts it had, and the per-language table goes.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt_en\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt_ar\` text;`)
  await db.run(sql`UPDATE \`media\` SET
    \`alt_en\` = (SELECT \`alt\` FROM \`media_locales\` WHERE \`_parent_id\` = \`media\`.\`id\` AND \`_locale\` = 'en'),
    \`alt_ar\` = (SELECT \`alt\` FROM \`media_locales\` WHERE \`_parent_id\` = \`media\`.\`id\` AND \`_locale\` = 'ar');`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`INSERT INTO \`media_locales\` (\`alt\`, \`_locale\`, \`_parent_id\`)
    SELECT \`alt_en\`, 'en', \`id\` FROM \`media\` WHERE \`alt_en\` IS NOT NULL
    UNION ALL SELECT \`alt_ar\`, 'ar', \`id\` FROM \`media\` WHERE \`alt_ar\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt_en\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt_ar\`;`)
}
