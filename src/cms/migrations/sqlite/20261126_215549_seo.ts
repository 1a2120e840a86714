import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`paths_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`paths_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`paths_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`paths_meta_meta_image_idx\` ON \`paths_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_paths_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_paths_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_paths_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_paths_v_version_meta_version_meta_image_idx\` ON \`_paths_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`legal_pages_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`legal_pages_meta_meta_image_idx\` ON \`legal_pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_meta_version_meta_image_idx\` ON \`_legal_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`about_page_meta_meta_image_idx\` ON \`about_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_about_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_meta_version_meta_image_idx\` ON \`_about_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`it_training_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`it_training_page_meta_meta_image_idx\` ON \`it_training_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_it_training_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_it_training_page_v_version_meta_version_meta_image_idx\` ON \`_it_training_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`english_training_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`english_training_page_meta_meta_image_idx\` ON \`english_training_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_english_training_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_english_training_page_v_version_meta_version_meta_image_idx\` ON \`_english_training_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`business_training_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`business_training_page_meta_meta_image_idx\` ON \`business_training_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_business_training_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_business_training_page_v_version_meta_version_meta_imag_idx\` ON \`_business_training_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`contact_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`contact_page_meta_meta_image_idx\` ON \`contact_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_contact_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_meta_version_meta_image_idx\` ON \`_contact_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`corporate_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`corporate_page_meta_meta_image_idx\` ON \`corporate_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_corporate_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_corporate_page_v_version_meta_version_meta_image_idx\` ON \`_corporate_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`careers_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`careers_page_meta_meta_image_idx\` ON \`careers_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_careers_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_meta_version_meta_image_idx\` ON \`_careers_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_paths_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_paths_locales\`("badge", "title", "subtitle", "id", "_locale", "_parent_id") SELECT "badge", "title", "subtitle", "id", "_locale", "_parent_id" FROM \`paths_locales\`;`)
  await db.run(sql`DROP TABLE \`paths_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_paths_locales\` RENAME TO \`paths_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`paths_locales_locale_parent_id_unique\` ON \`paths_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__paths_v_locales\` (
  	\`version_badge\` text,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_paths_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__paths_v_locales\`("version_badge", "version_title", "version_subtitle", "id", "_locale", "_parent_id") SELECT "version_badge", "version_title", "version_subtitle", "id", "_locale", "_parent_id" FROM \`_paths_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_paths_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__paths_v_locales\` RENAME TO \`_paths_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_paths_v_locales_locale_parent_id_unique\` ON \`_paths_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_locales\` (
  	\`listed\` integer DEFAULT false,
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`author\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_locales\`("listed", "title", "excerpt", "body", "author", "id", "_locale", "_parent_id") SELECT "listed", "title", "excerpt", "body", "author", "id", "_locale", "_parent_id" FROM \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_locales\` RENAME TO \`posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v_locales\` (
  	\`version_listed\` integer DEFAULT false,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_author\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v_locales\`("version_listed", "version_title", "version_excerpt", "version_body", "version_author", "id", "_locale", "_parent_id") SELECT "version_listed", "version_title", "version_excerpt", "version_body", "version_author", "id", "_locale", "_parent_id" FROM \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v_locales\` RENAME TO \`_posts_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal_pages_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal_pages_locales\`("title", "intro", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "intro", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal_pages_locales\` RENAME TO \`legal_pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__legal_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__legal_pages_v_locales\`("version_title", "version_intro", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_intro", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_legal_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__legal_pages_v_locales\` RENAME TO \`_legal_pages_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_locales_locale_parent_id_unique\` ON \`_legal_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_slogan_one\` text,
  	\`hero_slogan_two\` text,
  	\`hero_parent_line\` text,
  	\`hero_description\` text,
  	\`hero_primary_button\` text,
  	\`hero_secondary_button\` text,
  	\`hero_video_title\` text,
  	\`hero_stats_label\` text,
  	\`services_badge\` text,
  	\`services_title\` text,
  	\`services_description\` text,
  	\`services_stats_label\` text,
  	\`clients_badge\` text,
  	\`clients_title\` text,
  	\`clients_description\` text,
  	\`clients_industries_title\` text,
  	\`clients_partners_title\` text,
  	\`clients_partners_description\` text,
  	\`testimonials_badge\` text,
  	\`testimonials_title\` text,
  	\`testimonials_description\` text,
  	\`success_badge\` text,
  	\`success_title\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_locales\`("hero_badge", "hero_title", "hero_slogan_one", "hero_slogan_two", "hero_parent_line", "hero_description", "hero_primary_button", "hero_secondary_button", "hero_video_title", "hero_stats_label", "services_badge", "services_title", "services_description", "services_stats_label", "clients_badge", "clients_title", "clients_description", "clients_industries_title", "clients_partners_title", "clients_partners_description", "testimonials_badge", "testimonials_title", "testimonials_description", "success_badge", "success_title", "cta_title", "cta_description", "cta_button", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_slogan_one", "hero_slogan_two", "hero_parent_line", "hero_description", "hero_primary_button", "hero_secondary_button", "hero_video_title", "hero_stats_label", "services_badge", "services_title", "services_description", "services_stats_label", "clients_badge", "clients_title", "clients_description", "clients_industries_title", "clients_partners_title", "clients_partners_description", "testimonials_badge", "testimonials_title", "testimonials_description", "success_badge", "success_title", "cta_title", "cta_description", "cta_button", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_locales\` RENAME TO \`home_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_slogan_one\` text,
  	\`version_hero_slogan_two\` text,
  	\`version_hero_parent_line\` text,
  	\`version_hero_description\` text,
  	\`version_hero_primary_button\` text,
  	\`version_hero_secondary_button\` text,
  	\`version_hero_video_title\` text,
  	\`version_hero_stats_label\` text,
  	\`version_services_badge\` text,
  	\`version_services_title\` text,
  	\`version_services_description\` text,
  	\`version_services_stats_label\` text,
  	\`version_clients_badge\` text,
  	\`version_clients_title\` text,
  	\`version_clients_description\` text,
  	\`version_clients_industries_title\` text,
  	\`version_clients_partners_title\` text,
  	\`version_clients_partners_description\` text,
  	\`version_testimonials_badge\` text,
  	\`version_testimonials_title\` text,
  	\`version_testimonials_description\` text,
  	\`version_success_badge\` text,
  	\`version_success_title\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_slogan_one", "version_hero_slogan_two", "version_hero_parent_line", "version_hero_description", "version_hero_primary_button", "version_hero_secondary_button", "version_hero_video_title", "version_hero_stats_label", "version_services_badge", "version_services_title", "version_services_description", "version_services_stats_label", "version_clients_badge", "version_clients_title", "version_clients_description", "version_clients_industries_title", "version_clients_partners_title", "version_clients_partners_description", "version_testimonials_badge", "version_testimonials_title", "version_testimonials_description", "version_success_badge", "version_success_title", "version_cta_title", "version_cta_description", "version_cta_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_slogan_one", "version_hero_slogan_two", "version_hero_parent_line", "version_hero_description", "version_hero_primary_button", "version_hero_secondary_button", "version_hero_video_title", "version_hero_stats_label", "version_services_badge", "version_services_title", "version_services_description", "version_services_stats_label", "version_clients_badge", "version_clients_title", "version_clients_description", "version_clients_industries_title", "version_clients_partners_title", "version_clients_partners_description", "version_testimonials_badge", "version_testimonials_title", "version_testimonials_description", "version_success_badge", "version_success_title", "version_cta_title", "version_cta_description", "version_cta_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v_locales\` RENAME TO \`_home_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`story_title\` text,
  	\`story_stats_label\` text,
  	\`milestones_title\` text,
  	\`mission_title\` text,
  	\`approach_title\` text,
  	\`approach_description\` text,
  	\`approach_award_title\` text,
  	\`approach_award_description\` text,
  	\`vision_title\` text,
  	\`vision_text\` text,
  	\`values_title\` text,
  	\`achievements_title\` text,
  	\`achievements_description\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_locales\`("hero_badge", "hero_title", "hero_description", "story_title", "story_stats_label", "milestones_title", "mission_title", "approach_title", "approach_description", "approach_award_title", "approach_award_description", "vision_title", "vision_text", "values_title", "achievements_title", "achievements_description", "cta_title", "cta_description", "cta_button", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_description", "story_title", "story_stats_label", "milestones_title", "mission_title", "approach_title", "approach_description", "approach_award_title", "approach_award_description", "vision_title", "vision_text", "values_title", "achievements_title", "achievements_description", "cta_title", "cta_description", "cta_button", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_locales\` RENAME TO \`about_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_story_title\` text,
  	\`version_story_stats_label\` text,
  	\`version_milestones_title\` text,
  	\`version_mission_title\` text,
  	\`version_approach_title\` text,
  	\`version_approach_description\` text,
  	\`version_approach_award_title\` text,
  	\`version_approach_award_description\` text,
  	\`version_vision_title\` text,
  	\`version_vision_text\` text,
  	\`version_values_title\` text,
  	\`version_achievements_title\` text,
  	\`version_achievements_description\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_description", "version_story_title", "version_story_stats_label", "version_milestones_title", "version_mission_title", "version_approach_title", "version_approach_description", "version_approach_award_title", "version_approach_award_description", "version_vision_title", "version_vision_text", "version_values_title", "version_achievements_title", "version_achievements_description", "version_cta_title", "version_cta_description", "version_cta_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_description", "version_story_title", "version_story_stats_label", "version_milestones_title", "version_mission_title", "version_approach_title", "version_approach_description", "version_approach_award_title", "version_approach_award_description", "version_vision_title", "version_vision_text", "version_values_title", "version_achievements_title", "version_achievements_description", "version_cta_title", "version_cta_description", "version_cta_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_locales\` RENAME TO \`_about_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_it_training_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_primary_button\` text,
  	\`hero_secondary_button\` text,
  	\`sections_programmes_title\` text,
  	\`sections_programmes_description\` text,
  	\`sections_end_user_title\` text,
  	\`sections_end_user_description\` text,
  	\`why_title\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_secondary_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`it_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_it_training_page_locales\`("hero_badge", "hero_title", "hero_description", "hero_primary_button", "hero_secondary_button", "sections_programmes_title", "sections_programmes_description", "sections_end_user_title", "sections_end_user_description", "why_title", "cta_title", "cta_description", "cta_primary_button", "cta_secondary_button", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_description", "hero_primary_button", "hero_secondary_button", "sections_programmes_title", "sections_programmes_description", "sections_end_user_title", "sections_end_user_description", "why_title", "cta_title", "cta_description", "cta_primary_button", "cta_secondary_button", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`it_training_page_locales\`;`)
  await db.run(sql`DROP TABLE \`it_training_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_it_training_page_locales\` RENAME TO \`it_training_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`it_training_page_locales_locale_parent_id_unique\` ON \`it_training_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__it_training_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_primary_button\` text,
  	\`version_hero_secondary_button\` text,
  	\`version_sections_programmes_title\` text,
  	\`version_sections_programmes_description\` text,
  	\`version_sections_end_user_title\` text,
  	\`version_sections_end_user_description\` text,
  	\`version_why_title\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_secondary_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_it_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__it_training_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_description", "version_hero_primary_button", "version_hero_secondary_button", "version_sections_programmes_title", "version_sections_programmes_description", "version_sections_end_user_title", "version_sections_end_user_description", "version_why_title", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_secondary_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_description", "version_hero_primary_button", "version_hero_secondary_button", "version_sections_programmes_title", "version_sections_programmes_description", "version_sections_end_user_title", "version_sections_end_user_description", "version_why_title", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_secondary_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_it_training_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_it_training_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__it_training_page_v_locales\` RENAME TO \`_it_training_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_it_training_page_v_locales_locale_parent_id_unique\` ON \`_it_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_english_training_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_assessment_button\` text,
  	\`figures_label\` text,
  	\`sections_general_title\` text,
  	\`sections_general_description\` text,
  	\`sections_conversation_title\` text,
  	\`sections_conversation_description\` text,
  	\`sections_exams_title\` text,
  	\`sections_exams_description\` text,
  	\`sections_test_centre_title\` text,
  	\`sections_test_centre_text\` text,
  	\`sections_test_centre_booking_button\` text,
  	\`why_title\` text,
  	\`why_figures_label\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_secondary_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`english_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_english_training_page_locales\`("hero_badge", "hero_title", "hero_description", "hero_assessment_button", "figures_label", "sections_general_title", "sections_general_description", "sections_conversation_title", "sections_conversation_description", "sections_exams_title", "sections_exams_description", "sections_test_centre_title", "sections_test_centre_text", "sections_test_centre_booking_button", "why_title", "why_figures_label", "cta_title", "cta_description", "cta_primary_button", "cta_secondary_button", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_description", "hero_assessment_button", "figures_label", "sections_general_title", "sections_general_description", "sections_conversation_title", "sections_conversation_description", "sections_exams_title", "sections_exams_description", "sections_test_centre_title", "sections_test_centre_text", "sections_test_centre_booking_button", "why_title", "why_figures_label", "cta_title", "cta_description", "cta_primary_button", "cta_secondary_button", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`english_training_page_locales\`;`)
  await db.run(sql`DROP TABLE \`english_training_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_english_training_page_locales\` RENAME TO \`english_training_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`english_training_page_locales_locale_parent_id_unique\` ON \`english_training_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__english_training_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_assessment_button\` text,
  	\`version_figures_label\` text,
  	\`version_sections_general_title\` text,
  	\`version_sections_general_description\` text,
  	\`version_sections_conversation_title\` text,
  	\`version_sections_conversation_description\` text,
  	\`version_sections_exams_title\` text,
  	\`version_sections_exams_description\` text,
  	\`version_sections_test_centre_title\` text,
  	\`version_sections_test_centre_text\` text,
  	\`version_sections_test_centre_booking_button\` text,
  	\`version_why_title\` text,
  	\`version_why_figures_label\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_secondary_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_english_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__english_training_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_description", "version_hero_assessment_button", "version_figures_label", "version_sections_general_title", "version_sections_general_description", "version_sections_conversation_title", "version_sections_conversation_description", "version_sections_exams_title", "version_sections_exams_description", "version_sections_test_centre_title", "version_sections_test_centre_text", "version_sections_test_centre_booking_button", "version_why_title", "version_why_figures_label", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_secondary_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_description", "version_hero_assessment_button", "version_figures_label", "version_sections_general_title", "version_sections_general_description", "version_sections_conversation_title", "version_sections_conversation_description", "version_sections_exams_title", "version_sections_exams_description", "version_sections_test_centre_title", "version_sections_test_centre_text", "version_sections_test_centre_booking_button", "version_why_title", "version_why_figures_label", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_secondary_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_english_training_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_english_training_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__english_training_page_v_locales\` RENAME TO \`_english_training_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_english_training_page_v_locales_locale_parent_id_unique\` ON \`_english_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_business_training_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_parent_line\` text,
  	\`hero_button\` text,
  	\`sections_courses_title\` text,
  	\`sections_courses_description\` text,
  	\`why_title\` text,
  	\`why_figures_label\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_brochure_button\` text,
  	\`cta_brochure_hint\` text,
  	\`cta_brochure_message\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_training_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_business_training_page_locales\`("hero_badge", "hero_title", "hero_description", "hero_parent_line", "hero_button", "sections_courses_title", "sections_courses_description", "why_title", "why_figures_label", "cta_title", "cta_description", "cta_primary_button", "cta_brochure_button", "cta_brochure_hint", "cta_brochure_message", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_description", "hero_parent_line", "hero_button", "sections_courses_title", "sections_courses_description", "why_title", "why_figures_label", "cta_title", "cta_description", "cta_primary_button", "cta_brochure_button", "cta_brochure_hint", "cta_brochure_message", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`business_training_page_locales\`;`)
  await db.run(sql`DROP TABLE \`business_training_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_business_training_page_locales\` RENAME TO \`business_training_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`business_training_page_locales_locale_parent_id_unique\` ON \`business_training_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__business_training_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_parent_line\` text,
  	\`version_hero_button\` text,
  	\`version_sections_courses_title\` text,
  	\`version_sections_courses_description\` text,
  	\`version_why_title\` text,
  	\`version_why_figures_label\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_brochure_button\` text,
  	\`version_cta_brochure_hint\` text,
  	\`version_cta_brochure_message\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_business_training_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__business_training_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_description", "version_hero_parent_line", "version_hero_button", "version_sections_courses_title", "version_sections_courses_description", "version_why_title", "version_why_figures_label", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_brochure_button", "version_cta_brochure_hint", "version_cta_brochure_message", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_description", "version_hero_parent_line", "version_hero_button", "version_sections_courses_title", "version_sections_courses_description", "version_why_title", "version_why_figures_label", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_brochure_button", "version_cta_brochure_hint", "version_cta_brochure_message", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_business_training_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_business_training_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__business_training_page_v_locales\` RENAME TO \`_business_training_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_business_training_page_v_locales_locale_parent_id_unique\` ON \`_business_training_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`cards_label\` text,
  	\`cards_phone_title\` text,
  	\`cards_email_title\` text,
  	\`cards_whatsapp_title\` text,
  	\`cards_whatsapp_text\` text,
  	\`cards_visit_title\` text,
  	\`cards_visit_text\` text,
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
  	\`location_title\` text,
  	\`location_text\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_button\` text,
  	\`cta_secondary_button\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locales\`("hero_badge", "hero_title", "hero_description", "cards_label", "cards_phone_title", "cards_email_title", "cards_whatsapp_title", "cards_whatsapp_text", "cards_visit_title", "cards_visit_text", "form_title", "form_description", "hours_title", "hours_open_days", "hours_open_times", "hours_closed_days", "hours_closed", "get_in_touch_title", "get_in_touch_phone_label", "get_in_touch_email_label", "get_in_touch_website_label", "get_in_touch_call_button", "get_in_touch_whatsapp_button", "location_title", "location_text", "cta_title", "cta_description", "cta_primary_button", "cta_secondary_button", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_description", "cards_label", "cards_phone_title", "cards_email_title", "cards_whatsapp_title", "cards_whatsapp_text", "cards_visit_title", "cards_visit_text", "form_title", "form_description", "hours_title", "hours_open_days", "hours_open_times", "hours_closed_days", "hours_closed", "get_in_touch_title", "get_in_touch_phone_label", "get_in_touch_email_label", "get_in_touch_website_label", "get_in_touch_call_button", "get_in_touch_whatsapp_button", "location_title", "location_text", "cta_title", "cta_description", "cta_primary_button", "cta_secondary_button", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`contact_page_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locales\` RENAME TO \`contact_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__contact_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_cards_label\` text,
  	\`version_cards_phone_title\` text,
  	\`version_cards_email_title\` text,
  	\`version_cards_whatsapp_title\` text,
  	\`version_cards_whatsapp_text\` text,
  	\`version_cards_visit_title\` text,
  	\`version_cards_visit_text\` text,
  	\`version_form_title\` text,
  	\`version_form_description\` text,
  	\`version_hours_title\` text,
  	\`version_hours_open_days\` text,
  	\`version_hours_open_times\` text,
  	\`version_hours_closed_days\` text,
  	\`version_hours_closed\` text,
  	\`version_get_in_touch_title\` text,
  	\`version_get_in_touch_phone_label\` text,
  	\`version_get_in_touch_email_label\` text,
  	\`version_get_in_touch_website_label\` text,
  	\`version_get_in_touch_call_button\` text,
  	\`version_get_in_touch_whatsapp_button\` text,
  	\`version_location_title\` text,
  	\`version_location_text\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_button\` text,
  	\`version_cta_secondary_button\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__contact_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_description", "version_cards_label", "version_cards_phone_title", "version_cards_email_title", "version_cards_whatsapp_title", "version_cards_whatsapp_text", "version_cards_visit_title", "version_cards_visit_text", "version_form_title", "version_form_description", "version_hours_title", "version_hours_open_days", "version_hours_open_times", "version_hours_closed_days", "version_hours_closed", "version_get_in_touch_title", "version_get_in_touch_phone_label", "version_get_in_touch_email_label", "version_get_in_touch_website_label", "version_get_in_touch_call_button", "version_get_in_touch_whatsapp_button", "version_location_title", "version_location_text", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_secondary_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_description", "version_cards_label", "version_cards_phone_title", "version_cards_email_title", "version_cards_whatsapp_title", "version_cards_whatsapp_text", "version_cards_visit_title", "version_cards_visit_text", "version_form_title", "version_form_description", "version_hours_title", "version_hours_open_days", "version_hours_open_times", "version_hours_closed_days", "version_hours_closed", "version_get_in_touch_title", "version_get_in_touch_phone_label", "version_get_in_touch_email_label", "version_get_in_touch_website_label", "version_get_in_touch_call_button", "version_get_in_touch_whatsapp_button", "version_location_title", "version_location_text", "version_cta_title", "version_cta_description", "version_cta_primary_button", "version_cta_secondary_button", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_contact_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__contact_page_v_locales\` RENAME TO \`_contact_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_locales_locale_parent_id_unique\` ON \`_contact_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_corporate_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_intro\` text,
  	\`hero_button\` text,
  	\`areas_title\` text,
  	\`formats_title\` text,
  	\`process_title\` text,
  	\`process_benefits_title\` text,
  	\`industries_title\` text,
  	\`industries_clients_title\` text,
  	\`industries_partners_title\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_button\` text,
  	\`cta_secondary\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_corporate_page_locales\`("hero_badge", "hero_title", "hero_intro", "hero_button", "areas_title", "formats_title", "process_title", "process_benefits_title", "industries_title", "industries_clients_title", "industries_partners_title", "cta_title", "cta_text", "cta_button", "cta_secondary", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_intro", "hero_button", "areas_title", "formats_title", "process_title", "process_benefits_title", "industries_title", "industries_clients_title", "industries_partners_title", "cta_title", "cta_text", "cta_button", "cta_secondary", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`corporate_page_locales\`;`)
  await db.run(sql`DROP TABLE \`corporate_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_corporate_page_locales\` RENAME TO \`corporate_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`corporate_page_locales_locale_parent_id_unique\` ON \`corporate_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__corporate_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_intro\` text,
  	\`version_hero_button\` text,
  	\`version_areas_title\` text,
  	\`version_formats_title\` text,
  	\`version_process_title\` text,
  	\`version_process_benefits_title\` text,
  	\`version_industries_title\` text,
  	\`version_industries_clients_title\` text,
  	\`version_industries_partners_title\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_button\` text,
  	\`version_cta_secondary\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__corporate_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_intro", "version_hero_button", "version_areas_title", "version_formats_title", "version_process_title", "version_process_benefits_title", "version_industries_title", "version_industries_clients_title", "version_industries_partners_title", "version_cta_title", "version_cta_text", "version_cta_button", "version_cta_secondary", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_intro", "version_hero_button", "version_areas_title", "version_formats_title", "version_process_title", "version_process_benefits_title", "version_industries_title", "version_industries_clients_title", "version_industries_partners_title", "version_cta_title", "version_cta_text", "version_cta_button", "version_cta_secondary", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_corporate_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporate_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__corporate_page_v_locales\` RENAME TO \`_corporate_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporate_page_v_locales_locale_parent_id_unique\` ON \`_corporate_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_page_locales\` (
  	\`hero_badge\` text,
  	\`hero_title\` text,
  	\`hero_intro\` text,
  	\`openings_title\` text,
  	\`why_join_title\` text,
  	\`apply_title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_page_locales\`("hero_badge", "hero_title", "hero_intro", "openings_title", "why_join_title", "apply_title", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_badge", "hero_title", "hero_intro", "openings_title", "why_join_title", "apply_title", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`careers_page_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_page_locales\` RENAME TO \`careers_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_locales_locale_parent_id_unique\` ON \`careers_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_page_v_locales\` (
  	\`version_hero_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_intro\` text,
  	\`version_openings_title\` text,
  	\`version_why_join_title\` text,
  	\`version_apply_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_page_v_locales\`("version_hero_badge", "version_hero_title", "version_hero_intro", "version_openings_title", "version_why_join_title", "version_apply_title", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_hero_badge", "version_hero_title", "version_hero_intro", "version_openings_title", "version_why_join_title", "version_apply_title", "version_meta_title", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_careers_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_page_v_locales\` RENAME TO \`_careers_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_locales_locale_parent_id_unique\` ON \`_careers_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
