import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."paths_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cms"."paths_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cms"."paths_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_paths_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "cms"."_paths_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "cms"."_paths_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cms"."posts_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cms"."posts_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_posts_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "cms"."_posts_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "cms"."_posts_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."legal_pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_legal_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."home_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_home_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."about_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_about_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."it_training_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_it_training_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."english_training_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_english_training_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."business_training_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_business_training_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."contact_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_contact_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."corporate_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_corporate_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."careers_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_careers_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."paths_locales" ADD CONSTRAINT "paths_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_locales" ADD CONSTRAINT "_paths_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_page_locales" ADD CONSTRAINT "home_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."about_page_locales" ADD CONSTRAINT "about_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_locales" ADD CONSTRAINT "it_training_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_locales" ADD CONSTRAINT "_it_training_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_locales" ADD CONSTRAINT "english_training_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_locales" ADD CONSTRAINT "_english_training_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_locales" ADD CONSTRAINT "business_training_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_locales" ADD CONSTRAINT "_business_training_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."contact_page_locales" ADD CONSTRAINT "contact_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_locales" ADD CONSTRAINT "corporate_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_locales" ADD CONSTRAINT "_corporate_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_locales" ADD CONSTRAINT "careers_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_meta_meta_image_idx" ON "cms"."pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "cms"."_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "paths_meta_meta_image_idx" ON "cms"."paths_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_paths_v_version_meta_version_meta_image_idx" ON "cms"."_paths_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "posts_meta_meta_image_idx" ON "cms"."posts_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "cms"."_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "legal_pages_meta_meta_image_idx" ON "cms"."legal_pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_legal_pages_v_version_meta_version_meta_image_idx" ON "cms"."_legal_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "cms"."home_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "cms"."_home_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "about_page_meta_meta_image_idx" ON "cms"."about_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_about_page_v_version_meta_version_meta_image_idx" ON "cms"."_about_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "it_training_page_meta_meta_image_idx" ON "cms"."it_training_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_it_training_page_v_version_meta_version_meta_image_idx" ON "cms"."_it_training_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "english_training_page_meta_meta_image_idx" ON "cms"."english_training_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_english_training_page_v_version_meta_version_meta_image_idx" ON "cms"."_english_training_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "business_training_page_meta_meta_image_idx" ON "cms"."business_training_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_business_training_page_v_version_meta_version_meta_imag_idx" ON "cms"."_business_training_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "contact_page_meta_meta_image_idx" ON "cms"."contact_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_contact_page_v_version_meta_version_meta_image_idx" ON "cms"."_contact_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "corporate_page_meta_meta_image_idx" ON "cms"."corporate_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_corporate_page_v_version_meta_version_meta_image_idx" ON "cms"."_corporate_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "careers_page_meta_meta_image_idx" ON "cms"."careers_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_careers_page_v_version_meta_version_meta_image_idx" ON "cms"."_careers_page_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_locales" DROP CONSTRAINT "pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."paths_locales" DROP CONSTRAINT "paths_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_paths_v_locales" DROP CONSTRAINT "_paths_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."posts_locales" DROP CONSTRAINT "posts_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_posts_v_locales" DROP CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."legal_pages_locales" DROP CONSTRAINT "legal_pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_legal_pages_v_locales" DROP CONSTRAINT "_legal_pages_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."home_page_locales" DROP CONSTRAINT "home_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_home_page_v_locales" DROP CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."about_page_locales" DROP CONSTRAINT "about_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_about_page_v_locales" DROP CONSTRAINT "_about_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."it_training_page_locales" DROP CONSTRAINT "it_training_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_it_training_page_v_locales" DROP CONSTRAINT "_it_training_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."english_training_page_locales" DROP CONSTRAINT "english_training_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_english_training_page_v_locales" DROP CONSTRAINT "_english_training_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."business_training_page_locales" DROP CONSTRAINT "business_training_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_business_training_page_v_locales" DROP CONSTRAINT "_business_training_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."contact_page_locales" DROP CONSTRAINT "contact_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_contact_page_v_locales" DROP CONSTRAINT "_contact_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."corporate_page_locales" DROP CONSTRAINT "corporate_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_corporate_page_v_locales" DROP CONSTRAINT "_corporate_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."careers_page_locales" DROP CONSTRAINT "careers_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_careers_page_v_locales" DROP CONSTRAINT "_careers_page_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "cms"."pages_meta_meta_image_idx";
  DROP INDEX "cms"."_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."paths_meta_meta_image_idx";
  DROP INDEX "cms"."_paths_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."posts_meta_meta_image_idx";
  DROP INDEX "cms"."_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."legal_pages_meta_meta_image_idx";
  DROP INDEX "cms"."_legal_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."home_page_meta_meta_image_idx";
  DROP INDEX "cms"."_home_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."about_page_meta_meta_image_idx";
  DROP INDEX "cms"."_about_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."it_training_page_meta_meta_image_idx";
  DROP INDEX "cms"."_it_training_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."english_training_page_meta_meta_image_idx";
  DROP INDEX "cms"."_english_training_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."business_training_page_meta_meta_image_idx";
  DROP INDEX "cms"."_business_training_page_v_version_meta_version_meta_imag_idx";
  DROP INDEX "cms"."contact_page_meta_meta_image_idx";
  DROP INDEX "cms"."_contact_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."corporate_page_meta_meta_image_idx";
  DROP INDEX "cms"."_corporate_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."careers_page_meta_meta_image_idx";
  DROP INDEX "cms"."_careers_page_v_version_meta_version_meta_image_idx";
  ALTER TABLE "cms"."pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_pages_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."paths_locales" DROP COLUMN "meta_title";
  ALTER TABLE "cms"."paths_locales" DROP COLUMN "meta_description";
  ALTER TABLE "cms"."paths_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_paths_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "cms"."_paths_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "cms"."_paths_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "cms"."posts_locales" DROP COLUMN "meta_description";
  ALTER TABLE "cms"."posts_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_posts_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "cms"."_posts_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "cms"."_posts_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."legal_pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_legal_pages_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."home_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_home_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."about_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_about_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."it_training_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_it_training_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."english_training_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_english_training_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."business_training_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_business_training_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."contact_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_contact_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."corporate_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_corporate_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."careers_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_careers_page_v_locales" DROP COLUMN "version_meta_image_id";`)
}
