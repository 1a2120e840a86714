import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The alternative text of an image goes from one localised field (one language per form) to two fields side by
 * side (`alt.en`, `alt.ar`): each record keeps the texts it had, and the per-language table goes.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."media" ADD COLUMN "alt_en" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "alt_ar" varchar;
  UPDATE "cms"."media" m SET
    "alt_en" = (SELECT l."alt" FROM "cms"."media_locales" l WHERE l."_parent_id" = m."id" AND l."_locale" = 'en'),
    "alt_ar" = (SELECT l."alt" FROM "cms"."media_locales" l WHERE l."_parent_id" = m."id" AND l."_locale" = 'ar');
  DROP TABLE "cms"."media_locales" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "cms"."media_locales" ("alt", "_locale", "_parent_id")
    SELECT "alt_en", 'en'::"cms"."_locales", "id" FROM "cms"."media" WHERE "alt_en" IS NOT NULL
    UNION ALL SELECT "alt_ar", 'ar'::"cms"."_locales", "id" FROM "cms"."media" WHERE "alt_ar" IS NOT NULL;
  ALTER TABLE "cms"."media" DROP COLUMN "alt_en";
  ALTER TABLE "cms"."media" DROP COLUMN "alt_ar";`)
}
