import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { orderableTables, nameFromEmailSql, orderKeys } from '../carry-over'

// The two generated steps in one (drizzle-kit asked whether "_order" was a renamed "order"; it is a new column):
// the new columns, the editors' order and the intakes' names carried over, then the old columns dropped.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."paths" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "cms"."_paths_v" ALTER COLUMN "version_order" DROP DEFAULT;
  ALTER TABLE "cms"."courses" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "cms"."_courses_v" ALTER COLUMN "version_order" DROP DEFAULT;
  ALTER TABLE "cms"."clients" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "cms"."_clients_v" ALTER COLUMN "version_order" DROP DEFAULT;
  ALTER TABLE "cms"."partners" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "cms"."_partners_v" ALTER COLUMN "version_order" DROP DEFAULT;
  ALTER TABLE "cms"."testimonials" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "cms"."_testimonials_v" ALTER COLUMN "version_order" DROP DEFAULT;
  ALTER TABLE "cms"."pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_pages_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."paths" ADD COLUMN "_order" varchar;
  ALTER TABLE "cms"."paths" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_paths_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "cms"."_paths_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."courses" ADD COLUMN "_order" varchar;
  ALTER TABLE "cms"."courses" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_courses_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "cms"."_courses_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."intakes" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_intakes_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."posts" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."clients" ADD COLUMN "_order" varchar;
  ALTER TABLE "cms"."clients" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_clients_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "cms"."_clients_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."partners" ADD COLUMN "_order" varchar;
  ALTER TABLE "cms"."partners" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_partners_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "cms"."_partners_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."testimonials" ADD COLUMN "_order" varchar;
  ALTER TABLE "cms"."testimonials" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_testimonials_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "cms"."_testimonials_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."legal_pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_legal_pages_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."test_questions" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_test_questions_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."site_settings" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_site_settings_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."header" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_header_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."footer" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_footer_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."home_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_home_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."about_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_about_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."it_training_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_it_training_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."english_training_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_english_training_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."business_training_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_business_training_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."contact_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_contact_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."corporate_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_corporate_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cms"."careers_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "cms"."_careers_page_v" ADD COLUMN "version_edited_by" varchar;
  CREATE INDEX "paths__order_idx" ON "cms"."paths" USING btree ("_order");
  CREATE INDEX "_paths_v_version_version__order_idx" ON "cms"."_paths_v" USING btree ("version__order");
  CREATE INDEX "courses__order_idx" ON "cms"."courses" USING btree ("_order");
  CREATE INDEX "_courses_v_version_version__order_idx" ON "cms"."_courses_v" USING btree ("version__order");
  CREATE INDEX "clients__order_idx" ON "cms"."clients" USING btree ("_order");
  CREATE INDEX "_clients_v_version_version__order_idx" ON "cms"."_clients_v" USING btree ("version__order");
  CREATE INDEX "partners__order_idx" ON "cms"."partners" USING btree ("_order");
  CREATE INDEX "_partners_v_version_version__order_idx" ON "cms"."_partners_v" USING btree ("version__order");
  CREATE INDEX "testimonials__order_idx" ON "cms"."testimonials" USING btree ("_order");
  CREATE INDEX "_testimonials_v_version_version__order_idx" ON "cms"."_testimonials_v" USING btree ("version__order");`)
  // The editors' order so far (the old `order` field, smallest first) becomes the drag-and-drop order.
  for (const { table, by } of orderableTables) {
    const { rows } = await db.execute<{ id: number }>(sql.raw(`SELECT id FROM "cms"."${table}" ORDER BY ${by}`))
    for (const [i, key] of orderKeys(rows.length).entries()) {
      await db.execute(sql`UPDATE ${sql.identifier('cms')}.${sql.identifier(table)} SET "_order" = ${key} WHERE id = ${rows[i]!.id}`)
    }
    await db.execute(
      sql.raw(`UPDATE "cms"."_${table}_v" v SET version__order = p._order FROM "cms"."${table}" p WHERE p.id = v.parent_id`),
    )
  }
  // An intake's name, now one per language: the one it had, in both, until it is next saved.
  await db.execute(sql`
   ALTER TABLE "cms"."intakes_locales" ADD COLUMN "title" varchar;
  ALTER TABLE "cms"."_intakes_v_locales" ADD COLUMN "version_title" varchar;`)
  await db.execute(sql`UPDATE "cms"."intakes_locales" l SET title = i.title FROM "cms"."intakes" i WHERE i.id = l._parent_id`)
  await db.execute(sql`UPDATE "cms"."_intakes_v_locales" l SET version_title = v.version_title FROM "cms"."_intakes_v" v WHERE v.id = l._parent_id`)
  await db.execute(sql`
   ALTER TABLE "cms"."paths" DROP COLUMN "order";
  ALTER TABLE "cms"."_paths_v" DROP COLUMN "version_order";
  ALTER TABLE "cms"."courses" DROP COLUMN "order";
  ALTER TABLE "cms"."_courses_v" DROP COLUMN "version_order";
  ALTER TABLE "cms"."intakes" DROP COLUMN "title";
  ALTER TABLE "cms"."_intakes_v" DROP COLUMN "version_title";
  ALTER TABLE "cms"."clients" DROP COLUMN "order";
  ALTER TABLE "cms"."_clients_v" DROP COLUMN "version_order";
  ALTER TABLE "cms"."partners" DROP COLUMN "order";
  ALTER TABLE "cms"."_partners_v" DROP COLUMN "version_order";
  ALTER TABLE "cms"."testimonials" DROP COLUMN "order";
  ALTER TABLE "cms"."_testimonials_v" DROP COLUMN "version_order";`)
  // Every account has a name (the lead desk chooses and shows owners by name).
  await db.execute(sql.raw(`UPDATE "cms"."users" SET name = ${nameFromEmailSql.postgres} WHERE name IS NULL OR name = ''`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."paths" ADD COLUMN "order" numeric;
  ALTER TABLE "cms"."_paths_v" ADD COLUMN "version_order" numeric;
  ALTER TABLE "cms"."courses" ADD COLUMN "order" numeric;
  ALTER TABLE "cms"."_courses_v" ADD COLUMN "version_order" numeric;
  ALTER TABLE "cms"."intakes" ADD COLUMN "title" varchar;
  ALTER TABLE "cms"."_intakes_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "cms"."clients" ADD COLUMN "order" numeric;
  ALTER TABLE "cms"."_clients_v" ADD COLUMN "version_order" numeric;
  ALTER TABLE "cms"."partners" ADD COLUMN "order" numeric;
  ALTER TABLE "cms"."_partners_v" ADD COLUMN "version_order" numeric;
  ALTER TABLE "cms"."testimonials" ADD COLUMN "order" numeric;
  ALTER TABLE "cms"."_testimonials_v" ADD COLUMN "version_order" numeric;
  ALTER TABLE "cms"."intakes_locales" DROP COLUMN "title";
  ALTER TABLE "cms"."_intakes_v_locales" DROP COLUMN "version_title";`)
  await db.execute(sql`
   DROP INDEX "cms"."paths__order_idx";
  DROP INDEX "cms"."_paths_v_version_version__order_idx";
  DROP INDEX "cms"."courses__order_idx";
  DROP INDEX "cms"."_courses_v_version_version__order_idx";
  DROP INDEX "cms"."clients__order_idx";
  DROP INDEX "cms"."_clients_v_version_version__order_idx";
  DROP INDEX "cms"."partners__order_idx";
  DROP INDEX "cms"."_partners_v_version_version__order_idx";
  DROP INDEX "cms"."testimonials__order_idx";
  DROP INDEX "cms"."_testimonials_v_version_version__order_idx";
  ALTER TABLE "cms"."paths" ALTER COLUMN "order" SET DEFAULT 100;
  ALTER TABLE "cms"."_paths_v" ALTER COLUMN "version_order" SET DEFAULT 100;
  ALTER TABLE "cms"."courses" ALTER COLUMN "order" SET DEFAULT 100;
  ALTER TABLE "cms"."_courses_v" ALTER COLUMN "version_order" SET DEFAULT 100;
  ALTER TABLE "cms"."clients" ALTER COLUMN "order" SET DEFAULT 100;
  ALTER TABLE "cms"."_clients_v" ALTER COLUMN "version_order" SET DEFAULT 100;
  ALTER TABLE "cms"."partners" ALTER COLUMN "order" SET DEFAULT 100;
  ALTER TABLE "cms"."_partners_v" ALTER COLUMN "version_order" SET DEFAULT 100;
  ALTER TABLE "cms"."testimonials" ALTER COLUMN "order" SET DEFAULT 100;
  ALTER TABLE "cms"."_testimonials_v" ALTER COLUMN "version_order" SET DEFAULT 100;
  ALTER TABLE "cms"."pages" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_pages_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."paths" DROP COLUMN "_order";
  ALTER TABLE "cms"."paths" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_paths_v" DROP COLUMN "version__order";
  ALTER TABLE "cms"."_paths_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."courses" DROP COLUMN "_order";
  ALTER TABLE "cms"."courses" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_courses_v" DROP COLUMN "version__order";
  ALTER TABLE "cms"."_courses_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."intakes" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_intakes_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."posts" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."clients" DROP COLUMN "_order";
  ALTER TABLE "cms"."clients" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_clients_v" DROP COLUMN "version__order";
  ALTER TABLE "cms"."_clients_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."partners" DROP COLUMN "_order";
  ALTER TABLE "cms"."partners" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_partners_v" DROP COLUMN "version__order";
  ALTER TABLE "cms"."_partners_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."testimonials" DROP COLUMN "_order";
  ALTER TABLE "cms"."testimonials" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_testimonials_v" DROP COLUMN "version__order";
  ALTER TABLE "cms"."_testimonials_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."legal_pages" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_legal_pages_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."test_questions" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_test_questions_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."site_settings" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_site_settings_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."header" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_header_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."footer" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_footer_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."home_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_home_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."about_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_about_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."it_training_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_it_training_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."english_training_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_english_training_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."business_training_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_business_training_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."contact_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_contact_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."corporate_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_corporate_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cms"."careers_page" DROP COLUMN "edited_by";
  ALTER TABLE "cms"."_careers_page_v" DROP COLUMN "version_edited_by";`)
}
