import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_statement\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_agreed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_language\` text;`)
  await db.run(sql`CREATE INDEX \`leads_confirmed_at_idx\` ON \`leads\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_unsubscribed_at_idx\` ON \`leads\` (\`unsubscribed_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_confirmed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_unsubscribed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_statement\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_agreed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_language\`;`)
}
